import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustmentRequest,
  adjustmentResult,
  adminOverview,
  adminRightsRequest,
  adminUserDetail,
  blockRequest,
  staffPerson,
  userIdParams,
  userSearchPage,
  userSearchQuery,
  type AdminOverview,
} from '../../../shared/api/admin-users.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireAdmin } from '../identity/index.js';
import type { StaffUsers } from './users.js';
import { idempotencyKeyRequired } from '../../../shared/api/idempotency.js';

const staffOf = (request: FastifyRequest) => ({ actor: actorOf(request), ipAddress: request.ip ?? null });
const refusals = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;
const personAnswer = { 200: z.object({ user: staffPerson }), ...refusals, 409: errorResponse } as const;

/**
 * The Overview and Users tabs' calls (docs/product-rules.md#admin-users, ADR 0031), admins only. Actions that change rights or move
 * money are stepped up in the service (403 TWO_FACTOR_REQUIRED or STEP_UP_REQUIRED).
 */
export const staffUsersRoutes =
  (deps: { overview: () => Promise<AdminOverview>; users: StaffUsers }): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireAdmin);
    const { users } = deps;

    app.get(
      '/api/admin/overview',
      {
        schema: {
          tags: ['admin'],
          summary: 'Users, transactions, fee revenue, 30 days of top-ups and revenue, and the money health checks',
          response: { 200: adminOverview, 401: errorResponse, 403: errorResponse },
        },
      },
      async () => deps.overview(),
    );

    app.get(
      '/api/admin/users',
      {
        schema: {
          tags: ['admin'],
          summary: 'People whose name, email or phone contains q, newest first, 20 a page',
          querystring: userSearchQuery,
          response: { 200: userSearchPage, 400: errorResponse, 401: errorResponse, 403: errorResponse },
        },
      },
      async (request) => ({ ...(await users.search(request.query.q, request.query.page)), page: request.query.page }),
    );

    app.get(
      '/api/admin/users/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "A person's account: wallet, top-ups, sign-ins, verification, referral and loyalty",
          params: userIdParams,
          response: { 200: adminUserDetail, ...refusals },
        },
      },
      async (request) => users.detail(request.params.id),
    );

    app.post(
      '/api/admin/users/:id/block',
      {
        schema: {
          tags: ['admin'],
          summary: 'Blocks a person: no sign-in, no sending, every session ended at once (step-up)',
          params: userIdParams,
          body: blockRequest,
          response: personAnswer,
        },
      },
      async (request) => ({ user: await users.block(staffOf(request), request.params.id, request.body.reason) }),
    );

    app.post(
      '/api/admin/users/:id/unblock',
      {
        schema: { tags: ['admin'], summary: 'Lets a blocked person sign in again (step-up)', params: userIdParams, response: personAnswer },
      },
      async (request) => ({ user: await users.unblock(staffOf(request), request.params.id) }),
    );

    app.put(
      '/api/admin/users/:id/admin',
      {
        schema: {
          tags: ['admin'],
          summary: 'Grants or revokes admin; the last admin cannot be revoked (409) (step-up)',
          params: userIdParams,
          body: adminRightsRequest,
          response: personAnswer,
        },
      },
      async (request) => ({ user: await users.setAdmin(staffOf(request), request.params.id, request.body.isAdmin) }),
    );

    app.post(
      '/api/admin/users/:id/adjustments',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Credits or debits the wallet through the ledger with a stated reason; once per Idempotency-Key; a debit never overdraws (step-up)',
          params: userIdParams,
          headers: idempotencyKeyRequired,
          body: adjustmentRequest,
          response: { 200: adjustmentResult, ...refusals, 402: errorResponse, 409: errorResponse },
        },
      },
      async (request) => users.adjust(staffOf(request), request.params.id, request.headers['idempotency-key'], request.body),
    );

    app.post(
      '/api/admin/users/:id/resend-verification',
      {
        schema: {
          tags: ['admin'],
          summary: 'Sends the email verification link again',
          params: userIdParams,
          response: { 200: z.object({ sent: z.literal(true) }), ...refusals, 409: errorResponse },
        },
      },
      async (request) => {
        await users.resendVerification(staffOf(request), request.params.id);
        return { sent: true as const };
      },
    );
  };
