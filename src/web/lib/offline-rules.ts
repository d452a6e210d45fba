/**
 * What the service worker keeps for a poor connection (ADR 0037), shared by the worker and the page so
 * both read one rule. Pure: no browser API here, so the rules are unit-tested as they are.
 */

/** The last answers of the reads below, personal: deleted at sign-out (lib/offline-data.ts). */
export const DATA_CACHE = 'kredi-data';
/** Code and catalogues fetched on use (hashed names, so an entry never goes stale). */
export const ASSET_CACHE = 'kredi-assets';
/** Set by the worker on an answer it kept: when it came from the server (ISO 8601). */
export const STORED_AT_HEADER = 'x-kredi-stored-at';
/** The page tells the worker the person signed out: answers already on their way are not kept. */
export const FORGET_MESSAGE = 'KREDI_FORGET_DATA';
/** The page asks the worker to keep files it loaded before the worker controlled it (workbox-routing's message). */
export const CACHE_URLS_MESSAGE = 'CACHE_URLS';

/**
 * The reads a person looks back at offline: balance, history, recipients, the catalogue, their profile,
 * rewards, notifications. Never identity (tokens), admin, exports, payment returns or number detection.
 */
const KEPT_READS: readonly RegExp[] = [
  /^\/api\/wallet$/,
  /^\/api\/wallet\/transactions$/,
  /^\/api\/topups$/,
  /^\/api\/topups\/fees$/,
  /^\/api\/quotes\/[\w-]+$/,
  /^\/api\/topups\/[\w-]+$/,
  /^\/api\/transactions$/,
  /^\/api\/recipients$/,
  /^\/api\/catalogue\/countries$/,
  /^\/api\/catalogue\/countries\/[A-Za-z]{2}\/operators$/,
  /^\/api\/catalogue\/promotions$/,
  /^\/api\/user\/me$/,
  /^\/api\/account\/settings$/,
  /^\/api\/notifications$/,
  /^\/api\/loyalty$/,
  /^\/api\/promotions$/,
  /^\/api\/referrals$/,
  /^\/api\/support\/contact$/,
  /^\/api\/support\/tickets$/,
];

/** Paths the patterns above would match that are actions, not reads. */
const NEVER_KEPT: readonly RegExp[] = [/^\/api\/topups\/quotes$/];

/**
 * May the worker keep (and answer offline with) this request's last answer? Only a GET of a kept read,
 * on this site. Anything else, above all every POST/PUT/PATCH/DELETE (money moves), goes to the network
 * untouched: never kept, never queued, never replayed.
 */
export function isKeptRead(method: string, url: URL, origin: string): boolean {
  if (method.toUpperCase() !== 'GET' || url.origin !== origin) return false;
  if (NEVER_KEPT.some((pattern) => pattern.test(url.pathname))) return false;
  return KEPT_READS.some((pattern) => pattern.test(url.pathname));
}

/** Vite's fingerprinted files: their content never changes under their name, so the first copy is kept. */
export function isHashedAsset(method: string, url: URL, origin: string): boolean {
  return method.toUpperCase() === 'GET' && url.origin === origin && url.pathname.startsWith('/assets/');
}

/** An answer worth keeping: a plain 200 the server did not forbid storing. */
export function isKeepableAnswer(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/\bno-store\b/i.test(cacheControl ?? '');
}

/**
 * Offline, the shell can't know whether the person has a session: the page the worker kept may say
 * `data-session="none"` from a signed-out visit. Without it the app asks, and falls back to the last
 * known person or to its offline screen.
 */
export function shellForOffline(html: string): string {
  return html.replace(/\sdata-session="none"/, '');
}

interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The shell the worker downloads at install (pwa.config.ts): the entry chunk, what it imports statically
 * and its CSS, from Vite's own manifest. Screens' code and the five catalogues are not in it: they are kept
 * as they are used, so installing never downloads what the person won't open (one language, not five).
 */
export function shellFiles(viteManifest: Record<string, ViteManifestChunk>): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = viteManifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  Object.entries(viteManifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key));
  return files;
}
