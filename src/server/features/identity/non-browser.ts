/**
 * Fetch Metadata that a browser never sends alone. Every browser that sends `Sec-Fetch-Mode` sends
 * `Sec-Fetch-Site` with it, and an `Origin` on every POST; Node's fetch (undici) and some other HTTP
 * libraries send `Sec-Fetch-Mode: cors` by themselves, with neither.
 */
const STRAY_FETCH_METADATA = ['sec-fetch-mode', 'sec-fetch-dest', 'sec-fetch-user'];

/**
 * A request with no cookie, no `Origin`, no `Referer` and no `Sec-Fetch-Site` comes from no browser page:
 * nothing can make a victim's browser send it, so it is no cross-site request forgery (the rule of
 * security/same-origin.ts). better-auth already lets such a request sign up or in, unless it carries any
 * Fetch Metadata, which it reads as a browser's and then wants an Origin for (MISSING_OR_NULL_ORIGIN).
 * The stray headers are dropped from such a request only, so better-auth sees it as its client sent it
 * (as curl sends it); a browser's request, and any request with a cookie, reach it untouched (ADR 0064).
 */
export function asSentByItsClient(headers: Headers): Headers {
  const fromBrowser = headers.has('sec-fetch-site') || headers.has('origin') || headers.has('referer');
  if (fromBrowser || headers.has('cookie')) return headers;
  for (const name of STRAY_FETCH_METADATA) headers.delete(name);
  return headers;
}
