import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { topupPin } from '../../../../shared/api/products.js';
import { errorResponse } from '../../../../shared/errors.js';
import type { Db } from '../../../db/connect.js';
import { AppError } from '../../../errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../../identity/index.js';
import { notifyRecipient } from './notices.js';
import { pinOf } from './pins.js';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 503: errorResponse };

/**
 * GET /api/topups/{id}/pin: a delivered PIN's code and the operator's instructions, for the top-up's owner
 * (ADR 0035). Someone else's top-up, an unknown one, or one without a PIN: 404 alike. Never stored by a
 * browser or a proxy (no-store): the receipt asks for it each time it is shown. POST …/pin/sms texts it to the
 * top-up's number through the recipient's SMS (notices.ts), once per top-up: the code is written when sent.
 */
export const topupPinRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);
    app.get(
      '/api/topups/:id/pin',
      {
        schema: {
          tags: ['top-ups'],
          summary: "A delivered PIN product's code and instructions (owner only)",
          params: z.object({ id: z.string().uuid('validation.notFound') }),
          response: { 200: topupPin, ...errors },
        },
      },
      async (request, reply) => {
        const pin = await pinOf(db, actorOf(request).user.id, request.params.id);
        if (!pin) throw new AppError('NOT_FOUND', 'No PIN for this top-up.');
        reply.header('cache-control', 'no-store');
        return pin;
      },
    );
    app.post(
      '/api/topups/:id/pin/sms',
      {
        schema: {
          tags: ['top-ups'],
          summary: "Texts a delivered PIN to the top-up's number (owner only; once per top-up)",
          params: z.object({ id: z.string().uuid('validation.notFound') }),
          response: { 202: z.object({ queued: z.literal(true) }), ...errors },
        },
      },
      async (request, reply) => {
        const userId = actorOf(request).user.id;
        // Only a delivered PIN of the asker's own: anything else answers as if it did not exist.
        if (!(await pinOf(db, userId, request.params.id))) throw new AppError('NOT_FOUND', 'No PIN for this top-up.');
        await notifyRecipient(db.$client, request.params.id, userId);
        return reply.code(202).send({ queued: true as const });
      },
    );
  };
