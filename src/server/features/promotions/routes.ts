import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promoCheckRequest, promoCheckResponse, promotionsResponse } from '../../../shared/api/promotions.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import { requestLanguage } from './language.js';
import type { PromotionService } from './service.js';

const errors = { 400: errorResponse, 401: errorResponse, 503: errorResponse };

/**
 * The offers (docs/product-rules.md#promotions) and the promo code test of /promotions; both for a signed-in person
 * (docs/product-rules.md#access-by-state).
 */
export const promotionRoutes =
  (service: PromotionService): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/promotions',
      {
        schema: {
          tags: ['promotions'],
          summary: "Active offers, soonest ending first, in the caller's language (language cookie, Accept-Language, then the profile's)",
          response: { 200: promotionsResponse, ...errors },
        },
      },
      async (request) => ({ promotions: await service.list(requestLanguage(request)) }),
    );

    app.post(
      '/api/promotions/check',
      {
        schema: {
          tags: ['promotions'],
          summary:
            'Tests a promo code, for a given top-up when its country, operator or amount are sent: what it gives, or 400 with the reason as the code field (validation.promo*)',
          body: promoCheckRequest,
          response: { 200: promoCheckResponse, ...errors },
        },
      },
      async (request) => service.check(actorOf(request).user.id, request.body, requestLanguage(request)),
    );
  };
