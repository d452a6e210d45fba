import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export interface MetricsEndpointOptions {
  registry: Registry;
  /** When set, only `Authorization: Bearer <token>` is answered; anything else gets 401. */
  token?: string;
  /** When set, /metrics is served on this port alone (its own small listener on `host`), not on the app's. */
  port?: number;
  host: string;
}

/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * /metrics (ADR 0060). Neither option set (development): on the app's port, open, as before. With a port,
 * a listener of its own starts when the app is ready and stops when it closes; with a token, a scrape must
 * bring it. Production should set both: the scraper's network only, and a secret.
 */
export async function registerMetricsEndpoint(app: FastifyInstance, options: MetricsEndpointOptions): Promise<void> {
  const { registry, token } = options;
  const authorized = (header: string | undefined) => token === undefined || bearerMatches(header, token);

  if (options.port === undefined) {
    app.get('/metrics', { schema: { hide: true }, config: { otel: false } }, async (request, reply) => {
      if (!authorized(request.headers.authorization)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: { code: 'UNAUTHORIZED', message: 'Bearer token required' } });
      }
      reply.type(registry.contentType);
      return registry.metrics();
    });
    return;
  }

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (!authorized(request.headers.authorization)) {
      response.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Bearer token required\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: the scrape failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Scrape failed\n');
      },
    );
  });
  const port = options.port;
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port, host: options.host }, 'metrics listening on their own port');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
