import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loyaltySummary, redemptionRequest, redemptionResponse } from '../../../shared/api/loyalty.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import type { LoyaltyService } from './service.js';
import { idempotencyKeyRequired } from '../../../shared/api/idempotency.js';

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 503: errorResponse };

/** The signed-in person's loyalty points and level, and redeeming points for wallet credit. */
export const loyaltyRoutes =
  (service: LoyaltyService): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/loyalty',
      {
        schema: {
          tags: ['loyalty'],
          summary: 'Points, level, progress to the next level, the rules and the points history',
          response: { 200: loyaltySummary, ...errors },
        },
      },
      async (request) => service.summary(actorOf(request)),
    );

    app.post(
      '/api/loyalty/redemptions',
      {
        schema: {
          tags: ['loyalty'],
          summary:
            'Redeems points for wallet credit (100 points = $1.00, at least 500, whole hundreds). Idempotency-Key required: ' +
            'the same key and body answer the first result; another body 409; not enough points 409, changing nothing',
          headers: idempotencyKeyRequired,
          body: redemptionRequest,
          response: { 200: redemptionResponse, ...errors },
        },
      },
      async (request) => service.redeem(actorOf(request), request.body.points, request.headers['idempotency-key']),
    );
  };
