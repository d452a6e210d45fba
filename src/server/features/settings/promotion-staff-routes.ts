import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPromotion, adminPromotionsResponse, promotionInput, promotionParams } from '../../../shared/api/admin-settings.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf } from '../identity/index.js';
import type { SettingsStaffDeps } from './staff-routes.js';
import { inTransaction } from '../../db/transaction.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/**
 * Promotions for staff: list, create, edit, switch off or on, through the promotions service (its rules,
 * ADR 0024). Registered inside settingsStaffRoutes, so requireAdmin guards each route.
 */
export const promotionStaffRoutes =
  ({ pool, identity, promotions, audit }: Pick<SettingsStaffDeps, 'pool' | 'identity' | 'promotions' | 'audit'>): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/promotions',
      {
        schema: { tags: ['admin'], summary: 'Every promotion, running ones first', response: { 200: adminPromotionsResponse, ...errors } },
      },
      async () => ({ promotions: await promotions.adminList() }),
    );

    app.post(
      '/api/admin/promotions',
      {
        schema: {
          tags: ['admin'],
          summary: 'Creates a promotion: its rule and its texts in five languages (step-up; audited)',
          body: promotionInput,
          response: { 200: adminPromotion, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await identity.assertSteppedUp(actor);
        return inTransaction(pool, async (client) => {
          const created = await promotions.adminCreate(client, request.body);
          await audit.record(client, {
            actorUserId: actor.user.id,
            action: 'promotion.create',
            targetType: 'promotion',
            targetId: created.id,
            after: created,
            ipAddress: request.ip,
          });
          return created;
        });
      },
    );

    app.put(
      '/api/admin/promotions/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "Changes a promotion's rule and texts; its counters stay (step-up; audited)",
          params: promotionParams,
          body: promotionInput,
          response: { 200: adminPromotion, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await identity.assertSteppedUp(actor);
        return inTransaction(pool, async (client) => {
          const { before, after } = await promotions.adminUpdate(client, request.params.id, request.body);
          await audit.record(client, {
            actorUserId: actor.user.id,
            action: 'promotion.update',
            targetType: 'promotion',
            targetId: after.id,
            before,
            after,
            ipAddress: request.ip,
          });
          return after;
        });
      },
    );

    app.put(
      '/api/admin/promotions/:id/active',
      {
        schema: {
          tags: ['admin'],
          summary: 'Switches a promotion off (deactivate) or on again (step-up; audited)',
          params: promotionParams,
          body: z.object({ active: z.boolean() }),
          response: { 200: adminPromotion, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await identity.assertSteppedUp(actor);
        return inTransaction(pool, async (client) => {
          const { before, after } = await promotions.adminSetActive(client, request.params.id, request.body.active);
          await audit.record(client, {
            actorUserId: actor.user.id,
            action: request.body.active ? 'promotion.activate' : 'promotion.deactivate',
            targetType: 'promotion',
            targetId: after.id,
            before,
            after,
            ipAddress: request.ip,
          });
          return after;
        });
      },
    );
  };
