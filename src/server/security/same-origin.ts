import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a state-changing call may go ahead. A browser names where a request comes from: `Origin` on
 * every POST/PUT/PATCH/DELETE it sends from a page, and `Sec-Fetch-Site` on every request. So:
 * - an `Origin` must be ours;
 * - a `Sec-Fetch-Site` must be `same-origin` (`same-site` is a sibling subdomain, `cross-site` another
 *   site, `none` no page at all: none of them may write, with or without an `Origin`);
 * - neither header: not a browser (a webhook, curl, an API client), which no page can make a victim's
 *   browser send, so the session cookie rules decide.
 */
function isSameOriginWrite(headers: { origin?: string; 'sec-fetch-site'?: string | string[] }, allowedOrigin: string): boolean {
  const { origin } = headers;
  const fetchSite = headers['sec-fetch-site'];
  if (origin !== undefined && origin !== allowedOrigin) return false;
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  return true;
}

/** Refuses state-changing API calls that a browser made from anywhere but Kredi's own pages. */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!isSameOriginWrite(request.headers, allowed)) {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed.');
    }
  });
}
