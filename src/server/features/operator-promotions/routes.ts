import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorPromotionsQuery, operatorPromotionsResponse } from '../../../shared/api/operator-promotions.js';
import { errorResponse } from '../../../shared/errors.js';
import type { Db } from '../../db/connect.js';
import { guardEveryRoute, requireActor } from '../identity/index.js';
import { listActiveOperatorPromotions } from './service.js';

/** Operators' promotions on now, beside the rest of the catalogue and, like it, for signed-in people. */
export const operatorPromotionRoutes =
  (deps: { db: Db; clock?: () => Date }): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);
    app.get(
      '/api/catalogue/promotions',
      {
        schema: {
          tags: ['top-ups'],
          summary: "Operators' promotions on now (from the aggregator), optionally of one country or one operator",
          querystring: operatorPromotionsQuery,
          response: { 200: operatorPromotionsResponse, 400: errorResponse, 401: errorResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-cache');
        return { promotions: await listActiveOperatorPromotions(deps.db, request.query, deps.clock?.()) };
      },
    );
  };
