import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { okResponse } from '../../../shared/api/account.js';
import {
  notificationIdParams,
  notificationsQuery,
  notificationsResponse,
  pushKeyResponse,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
} from '../../../shared/api/notifications.js';
import { errorResponse } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import * as inbox from './inbox.js';
import { render } from './messages/catalogue.js';
import * as push from './push.js';
import { linkOf } from './renderer.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };
/** The dropdown shows the newest; older ones are still counted as unread until read. */
const LIST_LIMIT = 50;

/** The signed-in person's notifications (docs/product-rules.md#notifications-list) and their browsers' push subscriptions. */
export const notificationRoutes =
  (deps: { pool: pg.Pool; vapidPublicKey: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const { pool } = deps;
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['notifications'],
          summary: 'My notifications, newest first, written in `lang` (default en), and how many are unread',
          querystring: notificationsQuery,
          response: { 200: notificationsResponse, ...errors },
        },
      },
      async (request) => {
        const { items, unread } = await inbox.listOf(pool, actorOf(request).user.id, LIST_LIMIT);
        return {
          notifications: items.map((item) => ({
            id: item.id,
            ...render(request.query.lang, item.messageKey, item.params),
            type: item.type,
            createdAt: item.createdAt.toISOString(),
            read: item.readAt !== null,
            link: linkOf(item.id),
          })),
          unreadCount: unread,
        };
      },
    );

    app.post(
      '/api/notifications/read',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Marks all my notifications read (opening the list)',
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await inbox.markAllRead(pool, actorOf(request).user.id);
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/notifications/:id',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Deletes one of my notifications; another person’s, or one already gone, is 404',
          params: notificationIdParams,
          response: { 200: okResponse, ...errors, 404: errorResponse },
        },
      },
      async (request) => {
        if (!(await inbox.deleteOwn(pool, actorOf(request).user.id, request.params.id))) {
          throw new AppError('NOT_FOUND', 'You have no notification with this id.');
        }
        return { ok: true as const };
      },
    );

    app.get(
      '/api/push/key',
      {
        schema: {
          tags: ['notifications'],
          summary: 'The VAPID public key to subscribe to web push with',
          response: { 200: pushKeyResponse, ...errors },
        },
      },
      async () => ({ publicKey: deps.vapidPublicKey }),
    );

    app.post(
      '/api/push/subscriptions',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Saves this browser’s push subscription (PushSubscription.toJSON()) for me',
          body: pushSubscriptionRequest,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await push.saveSubscription(pool, actorOf(request).user.id, request.body);
        return { ok: true as const };
      },
    );

    app.delete(
      '/api/push/subscriptions',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Forgets this browser’s push subscription (by its endpoint); one not saved changes nothing',
          body: pushUnsubscribeRequest,
          response: { 200: okResponse, ...errors },
        },
      },
      async (request) => {
        await push.deleteSubscription(pool, actorOf(request).user.id, request.body.endpoint);
        return { ok: true as const };
      },
    );
  };
