export interface Device {
  browser: string | null;
  os: string | null;
}

/**
 * The browser and system of a user agent ("Chrome", "Android"), for login history and alerts; each side
 * words them in the person's language. Deliberately simple: what a person would recognise, not versions.
 */
export function parseDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null };
  const browser = /EdgA?\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser\//.test(userAgent)
      ? 'Samsung Internet'
      : /OPR\/|Opera/.test(userAgent)
        ? 'Opera'
        : /Firefox\/|FxiOS\//.test(userAgent)
          ? 'Firefox'
          : /Chrome\/|CriOS\/|Chromium\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  return { browser, os: system };
}

/** "America/Port-au-Prince" → "Port-au-Prince"; the browser's time zone is our approximate place. */
export function describePlace(timeZone: string | null | undefined): string | null {
  if (!timeZone || !/^[A-Za-z_]+(\/[A-Za-z_+-]+){1,2}$/.test(timeZone)) return null;
  return timeZone.split('/').pop()!.replace(/_/g, ' ');
}
