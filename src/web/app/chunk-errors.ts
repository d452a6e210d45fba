/**
 * A screen's code that could not be downloaded: the phone is offline, or a new deploy renamed the files
 * the page still names. Browsers word it differently (Chromium, Safari, Firefox; Vite's CSS preload).
 */
const CHUNK_LOAD_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_MESSAGES.some((known) => message.includes(known));
}

const RELOADED_AT_KEY = 'kredi.chunkReloadAt';
/** One automatic reload per this long in a tab: a file truly missing must not reload the page forever. */
export const CHUNK_RELOAD_WINDOW_MS = 5 * 60_000;

/**
 * May the page reload itself to fetch the new deploy's files? Yes once per window (recorded in
 * sessionStorage, so it survives the reload it causes); never without storage, where it could loop.
 */
export function claimChunkReload(now = Date.now(), storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    if (!storage) return false;
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Does Kredi answer right now? (The phone can say it is online with no way through.) */
export async function serverReachable(): Promise<boolean> {
  try {
    return (await fetch('/api/health', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}
