import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reconciliationItem,
  reconciliationItemsQuery,
  reconciliationRun,
  resolveItemRequest,
  startRunRequest,
} from '../../../shared/api/admin-transactions.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireAdmin } from '../identity/index.js';
import type { Reconciliation } from './service.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** /api/admin/reconciliation/*: runs (the daily job's and the button's) and the mismatches to resolve (ADR 0032). */
export const reconciliationRoutes =
  (reconciliation: Reconciliation): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireAdmin);

    app.get(
      '/api/admin/reconciliation/runs',
      {
        schema: {
          tags: ['admin'],
          summary: 'The latest reconciliation runs, newest first',
          response: { 200: z.object({ runs: z.array(reconciliationRun) }), ...errors },
        },
      },
      async () => ({ runs: await reconciliation.runs() }),
    );

    app.post(
      '/api/admin/reconciliation/runs',
      {
        schema: {
          tags: ['admin'],
          summary: "Compares a UTC day (today unless given) with the aggregator's report and PayPal's captures, now",
          body: startRunRequest,
          response: { 200: reconciliationRun, ...errors },
        },
      },
      async (request) =>
        reconciliation.run({
          trigger: 'manual',
          date: request.body.date ?? new Date().toISOString().slice(0, 10),
          startedBy: actorOf(request).user.id,
          ipAddress: request.ip,
        }),
    );

    app.get(
      '/api/admin/reconciliation/items',
      {
        schema: {
          tags: ['admin'],
          summary: 'Mismatches found by reconciliation: open (default), resolved or all',
          querystring: reconciliationItemsQuery,
          response: { 200: z.object({ items: z.array(reconciliationItem) }), ...errors },
        },
      },
      async (request) => ({ items: await reconciliation.items(request.query.state) }),
    );

    app.post(
      '/api/admin/reconciliation/items/:id/resolve',
      {
        schema: {
          tags: ['admin'],
          summary: 'Marks a mismatch resolved with a note (audited), once',
          params: z.object({ id: z.uuid() }),
          body: resolveItemRequest,
          response: { 200: reconciliationItem, ...errors },
        },
      },
      async (request) =>
        reconciliation.resolve({ actorUserId: actorOf(request).user.id, ipAddress: request.ip }, request.params.id, request.body.note),
    );
  };
