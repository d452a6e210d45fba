import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { basket, basketPayPalReturn, basketQuoteRequest, basketSendRequest, basketSent } from '../../../shared/api/baskets.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import type { BasketService } from './service.js';
import { idempotencyKeyOptional } from '../../../shared/api/idempotency.js';

const errors = {
  400: errorResponse,
  401: errorResponse,
  402: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  503: errorResponse,
};
const idParams = z.object({ id: z.string().uuid('validation.notFound') });

/** Baskets: several top-ups, one itemised quote, one payment from the wallet or PayPal (ADR 0036). */
export const basketRoutes =
  (service: BasketService): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);

    app.post(
      '/api/baskets/quotes',
      {
        schema: {
          tags: ['baskets'],
          summary: 'Prices several top-ups together (each item held as its own quote) and keeps them as one basket',
          body: basketQuoteRequest,
          response: { 200: basket, ...errors },
        },
      },
      async (request) => service.quote(actorOf(request), request.body),
    );

    app.get(
      '/api/baskets/:id',
      {
        schema: {
          tags: ['baskets'],
          summary: 'One of your baskets: each item with its price and, once sent, its top-up as it is now',
          params: idParams,
          response: { 200: basket, ...errors },
        },
      },
      async (request) => service.get(actorOf(request), request.params.id),
    );

    app.post(
      '/api/baskets/:id/send',
      {
        schema: {
          tags: ['baskets'],
          summary:
            'Pays a quoted basket, all items or none: from the wallet, or one PayPal payment (approveUrl) of its total (sending it again charges nothing more)',
          headers: idempotencyKeyOptional,
          params: idParams,
          body: basketSendRequest.optional(),
          response: { 200: basketSent, ...errors },
        },
      },
      async (request) =>
        service.send(actorOf(request), request.params.id, request.headers['idempotency-key'] ?? null, request.body?.paypalCheckout),
    );

    app.post(
      '/api/baskets/:id/paypal-return',
      {
        schema: {
          tags: ['baskets'],
          summary: 'Back from PayPal for a basket paid with PayPal: takes its one payment (or cancels it) and every item moves on with it',
          params: idParams,
          body: basketPayPalReturn,
          response: { 200: basket, ...errors },
        },
      },
      async (request) => service.paypalReturn(actorOf(request), request.params.id, request.body.cancelled),
    );
  };
