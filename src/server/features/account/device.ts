/**
 * A short, human name for a browser's user agent ("Chrome on Android"), for login history and alerts.
 * Deliberately simple: it names what a person would recognise, not every version.
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser =
    /EdgA?\//.test(userAgent) ? 'Edge'
    : /SamsungBrowser\//.test(userAgent) ? 'Samsung Internet'
    : /OPR\/|Opera/.test(userAgent) ? 'Opera'
    : /Firefox\/|FxiOS\//.test(userAgent) ? 'Firefox'
    : /Chrome\/|CriOS\/|Chromium\//.test(userAgent) ? 'Chrome'
    : /Safari\//.test(userAgent) ? 'Safari'
    : null;
  const system =
    /Android/.test(userAgent) ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent) ? 'iOS'
    : /Windows/.test(userAgent) ? 'Windows'
    : /Mac OS X|Macintosh/.test(userAgent) ? 'macOS'
    : /CrOS/.test(userAgent) ? 'ChromeOS'
    : /Linux/.test(userAgent) ? 'Linux'
    : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** "America/Port-au-Prince" → "Port-au-Prince"; the browser's time zone is our approximate place. */
export function describePlace(timeZone: string | null | undefined): string | null {
  if (!timeZone || !/^[A-Za-z_]+(\/[A-Za-z_+-]+){1,2}$/.test(timeZone)) return null;
  return timeZone.split('/').pop()!.replace(/_/g, ' ');
}
