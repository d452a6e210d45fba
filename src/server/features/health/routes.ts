import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/api/health.js';
import type { Database } from '../../db/connect.js';
import { RETRY_AFTER_SECONDS } from '../../db/unavailable.js';

/**
 * How long readiness waits for `select 1`. A database that does not answer in this time is not ready
 * (a load balancer should send no one here), whether it refused, hung or the pool had no connection free.
 */
const READINESS_TIMEOUT_MS = 2000;

/** `/api/health`: liveness (the process answers) and readiness (the database answers a query). */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Liveness and database readiness',
          response: { 200: healthResponse, 503: healthResponse },
        },
      },
      async (_request, reply) => {
        const started = performance.now();
        const database_ = await answersWithin(database, READINESS_TIMEOUT_MS)
          .then(() => ({ ready: true, latencyMs: Math.round(performance.now() - started) }))
          .catch(() => ({ ready: false, latencyMs: null }));
        const body = {
          status: database_.ready ? ('ok' as const) : ('degraded' as const),
          live: true as const,
          database: { ...database_, engine: database.engine },
          uptimeSeconds: Math.round(process.uptime()),
        };
        if (!database_.ready) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        return reply.code(database_.ready ? 200 : 503).send(body);
      },
    );
  };

async function answersWithin(database: Database, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([database.pool.query('select 1'), late]);
  } finally {
    clearTimeout(timer);
  }
}
