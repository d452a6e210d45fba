import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing API calls that a browser made from another site. Browsers always send
 * `Origin` (and `Sec-Fetch-Site`) on such requests; server-to-server callers (webhooks) send neither.
 */
export function refuseCrossSiteWrites(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if ((origin && origin !== allowed) || fetchSite === 'cross-site') {
      throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed.');
    }
  });
}
