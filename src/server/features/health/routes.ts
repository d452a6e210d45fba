import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../shared/api/health.js';
import type { Database } from '../../db/connect.js';

/** `/api/health`: liveness (the process answers) and readiness (the database answers a query). */
export const healthRoutes = (database: Database): FastifyPluginAsyncZod =>
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
        const database_ = await database.pool
          .query('select 1')
          .then(() => ({ ready: true, latencyMs: Math.round(performance.now() - started) }))
          .catch(() => ({ ready: false, latencyMs: null }));
        const body = {
          status: database_.ready ? ('ok' as const) : ('degraded' as const),
          live: true as const,
          database: { ...database_, engine: database.engine },
          uptimeSeconds: Math.round(process.uptime()),
        };
        return reply.code(database_.ready ? 200 : 503).send(body);
      },
    );
  };
