import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  goodwillRequest,
  resolveTopupRequest,
  topupDetail,
  transactionsPage,
  transactionsQuery,
  type TransactionRow,
  type TransactionsQuery,
} from '../../../../shared/api/admin-transactions.js';
import { errorResponse } from '../../../../shared/errors.js';
import { AppError } from '../../../errors.js';
import { actorOf, guardEveryRoute, requireAdmin, type IdentityService } from '../../identity/index.js';
import type { FundingStaff } from '../../wallet/index.js';
import { topupRowOf, type TopupTransactionsStaff } from './staff-transactions.js';
import { csvHeaderLine, csvLine } from './transactions-csv.js';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const topupParams = z.object({ id: z.string().trim().min(1).max(100) });
/** The CSV holds at most this many rows (the newest); narrow the filters for older ones. */
const CSV_MAX_ROWS = 10_000;

type Keyset = { micros: string; id: string };
const encodeCursor = (key: Keyset) => Buffer.from(JSON.stringify([key.micros, key.id])).toString('base64url');
function decodeCursor(cursor: string | undefined): Keyset | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [micros, id] = value as unknown[];
      if (
        typeof micros === 'string' &&
        /^\d{1,16}$/.test(micros) &&
        typeof id === 'string' &&
        id.length > 0 &&
        id.length <= 100 &&
        !id.includes('\u0000')
      )
        return { micros, id };
    }
  } catch {
    // said below
  }
  throw new AppError('VALIDATION_FAILED', 'This page cursor is not valid.');
}

/**
 * /api/admin/transactions and a top-up's page (docs/product-rules.md#admin-transactions, ADR 0032): top-ups (this feature) and fundings
 * (the wallet's) in one list, newest first. Each side is read by the same keyset and the two are merged,
 * so paging stays exact. Decisions need step-up and are audited (admin.ts).
 */
export const topupStaffRoutes =
  (services: {
    topups: TopupTransactionsStaff;
    fundings: FundingStaff;
    identity: Pick<IdentityService, 'assertSteppedUp'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireAdmin);

    async function page(query: TransactionsQuery, after: Keyset | null, limit: number) {
      const topupOnly = query.country !== undefined || query.operatorId !== undefined || query.needsAttention === 'true';
      const [topups, fundings] = await Promise.all([
        query.kind === 'funding' ? [] : services.topups.list(query, after, limit + 1),
        query.kind === 'topup' || topupOnly ? [] : services.fundings.list(query, after, limit + 1),
      ]);
      const merged: { row: TransactionRow; micros: string }[] = [
        ...topups.map((row) => ({ row: topupRowOf(row), micros: row.created_us })),
        ...fundings,
      ].sort((a, b) =>
        BigInt(a.micros) === BigInt(b.micros) ? (a.row.id < b.row.id ? 1 : -1) : BigInt(a.micros) < BigInt(b.micros) ? 1 : -1,
      );
      const rows = merged.slice(0, limit);
      const last = merged.length > limit ? rows[rows.length - 1] : undefined;
      return { rows: rows.map((item) => item.row), next: last ? { micros: last.micros, id: last.row.id } : null };
    }

    app.get(
      '/api/admin/transactions',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every top-up and funding, newest first, filtered, a page at a time',
          querystring: transactionsQuery,
          response: { 200: transactionsPage, ...errors },
        },
      },
      async (request) => {
        const { rows, next } = await page(request.query, decodeCursor(request.query.cursor), request.query.limit);
        return { transactions: rows, nextCursor: next ? encodeCursor(next) : null };
      },
    );

    app.get(
      '/api/admin/transactions.csv',
      {
        schema: {
          tags: ['admin'],
          summary: `The filtered list as CSV (at most ${CSV_MAX_ROWS} rows, newest first)`,
          querystring: transactionsQuery.omit({ cursor: true, limit: true }),
          produces: ['text/csv'],
          response: { 200: z.string(), ...errors },
        },
      },
      async (request, reply) => {
        const lines = [csvHeaderLine()];
        let after: Keyset | null = null;
        do {
          const { rows, next } = await page({ ...request.query, limit: 500 }, after, 500);
          lines.push(...rows.map(csvLine));
          after = next;
        } while (after && lines.length <= CSV_MAX_ROWS);
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kredi-transactions-${new Date().toISOString().slice(0, 10)}.csv"`);
        return `${lines.slice(0, CSV_MAX_ROWS + 1).join('\r\n')}\r\n`;
      },
    );

    app.get(
      '/api/admin/topups/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "A top-up's page: its quote, hold, each aggregator call, ledger transfers and notifications",
          params: topupParams,
          response: { 200: topupDetail, ...errors },
        },
      },
      async (request) => services.topups.detail(request.params.id),
    );

    app.post(
      '/api/admin/topups/:id/resolve',
      {
        schema: {
          tags: ['admin'],
          summary: 'Mark a top-up the aggregator never confirmed delivered (with the operator reference), or refund it; once',
          params: topupParams,
          body: resolveTopupRequest,
          response: { 200: topupDetail, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await services.identity.assertSteppedUp(actor);
        return services.topups.resolve({ actorUserId: actor.user.id, ipAddress: request.ip }, request.params.id, request.body);
      },
    );

    app.post(
      '/api/admin/topups/:id/goodwill',
      {
        schema: {
          tags: ['admin'],
          summary: 'A goodwill refund of a delivered top-up to the wallet: once per top-up, at most what was paid',
          params: topupParams,
          body: goodwillRequest,
          response: { 200: topupDetail, ...errors },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        await services.identity.assertSteppedUp(actor);
        return services.topups.goodwill({ actorUserId: actor.user.id, ipAddress: request.ip }, request.params.id, request.body);
      },
    );
  };
