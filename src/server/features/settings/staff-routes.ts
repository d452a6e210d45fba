import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import {
  adminOperator,
  adminOperatorsQuery,
  adminOperatorsResponse,
  catalogueSyncResponse,
  operatorParams,
  operatorUpdateRequest,
  settingKeyParams,
  settingsResponse,
  settingUpdateRequest,
} from '../../../shared/api/admin-settings.js';
import { z } from 'zod';
import { errorResponse } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import type { AuditLog } from '../audit/index.js';
import { actorOf, guardEveryRoute, requireAdmin, type IdentityService } from '../identity/index.js';
import type { PromotionService } from '../promotions/index.js';
import type { CatalogueCache, TopupService } from '../topups/index.js';
import { promotionStaffRoutes } from './promotion-staff-routes.js';
import type { SettingsService } from './service.js';
import { inTransaction } from '../../db/transaction.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

export interface SettingsStaffDeps {
  pool: pg.Pool;
  settings: SettingsService;
  identity: Pick<IdentityService, 'assertSteppedUp'>;
  topups: Pick<TopupService, 'searchOperators' | 'operator' | 'setOperatorEnabled'>;
  promotions: Pick<PromotionService, 'adminList' | 'adminCreate' | 'adminUpdate' | 'adminSetActive'>;
  audit: Pick<AuditLog, 'record'>;
  catalogue: Pick<CatalogueCache, 'invalidate'>;
  /** app.jobs.syncCatalogue: null when no aggregator is configured. */
  syncCatalogue: () => Promise<{ countries: number; operators: number; promotions: number } | null>;
}

/**
 * The panel's Settings tab (docs/product-rules.md#admin-settings, ADR 0033): runtime settings, operators switched on or off, a catalogue
 * sync on demand, and promotions. Admins only; every change asks for step-up and writes one audit entry
 * in its own transaction.
 */
export const settingsStaffRoutes =
  (deps: SettingsStaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { settings, identity, topups, audit } = deps;
    guardEveryRoute(app, requireAdmin);

    app.get(
      '/api/admin/settings',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every runtime setting: value in force, default, previous value, who changed it and when',
          response: { 200: settingsResponse, ...errors },
        },
      },
      async () => ({ settings: await settings.list() }),
    );

    app.put(
      '/api/admin/settings/:key',
      {
        schema: {
          tags: ['admin'],
          summary: 'Changes one runtime setting (validated per key; step-up; audited); takes effect without a restart',
          params: settingKeyParams,
          body: settingUpdateRequest,
          response: { 200: settingsResponse.shape.settings.element, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await identity.assertSteppedUp(actor);
        return settings.update({ key: request.params.key, value: request.body.value, actorUserId: actor.user.id, ipAddress: request.ip });
      },
    );

    app.post(
      '/api/admin/catalogue/sync',
      {
        schema: {
          tags: ['admin'],
          summary: "Copies the aggregator's catalogue now (step-up; audited)",
          body: z.object({}).optional(),
          response: { 200: catalogueSyncResponse, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await identity.assertSteppedUp(actor);
        const result = await deps.syncCatalogue();
        const answer = { synced: result !== null, countries: 0, operators: 0, promotions: 0, ...result };
        await audit.record(deps.pool, {
          actorUserId: actor.user.id,
          action: 'catalogue.sync',
          targetType: 'catalogue',
          after: answer,
          ipAddress: request.ip,
        });
        return answer;
      },
    );

    app.get(
      '/api/admin/operators',
      {
        schema: {
          tags: ['admin'],
          summary: 'Operators by name or country code, switched-off ones first',
          querystring: adminOperatorsQuery,
          response: { 200: adminOperatorsResponse, ...errors },
        },
      },
      async (request) => ({ operators: await topups.searchOperators(request.query.search, request.query.limit) }),
    );

    app.get(
      '/api/admin/operators/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'One operator and its switch',
          params: operatorParams,
          response: { 200: adminOperator, ...errors },
        },
      },
      async (request) => {
        const operator = await topups.operator(request.params.id);
        if (!operator) throw new AppError('NOT_FOUND', 'No such operator.');
        return operator;
      },
    );

    app.put(
      '/api/admin/operators/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Switches an operator on or off: off hides it from the catalogue and refuses its quotes (step-up; audited)',
          params: operatorParams,
          body: operatorUpdateRequest,
          response: { 200: adminOperator, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await identity.assertSteppedUp(actor);
        const changed = await inTransaction(deps.pool, async (client) => {
          const result = await topups.setOperatorEnabled(client, request.params.id, request.body.enabled);
          if (!result) throw new AppError('NOT_FOUND', 'No such operator.');
          await audit.record(client, {
            actorUserId: actor.user.id,
            action: request.body.enabled ? 'operator.enable' : 'operator.disable',
            targetType: 'operator',
            targetId: String(request.params.id),
            before: result.before,
            after: result.after,
            ipAddress: request.ip,
          });
          return result;
        });
        deps.catalogue.invalidate();
        return changed.after;
      },
    );

    await app.register(promotionStaffRoutes(deps));
  };
