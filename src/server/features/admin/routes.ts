import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../shared/errors.js';
import type { Db } from '../../db/connect.js';
import { sessions, topupOrders, topupQuotes, users } from '../../db/schema.js';
import { guardEveryRoute, requireAdmin } from '../identity/authenticate.js';

/**
 * /api/admin/*: every route here is behind requireAdmin, decided on the server from the user's isAdmin.
 * The panel's screens come with the admin issue; its user counts are served now.
 */
export const adminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireAdmin);

    app.get(
      '/api/admin/users/summary',
      {
        schema: {
          tags: ['admin'],
          summary: 'How many people have an account, and how many are signed in now',
          response: { 200: z.object({ totalUsers: z.number().int(), activeUsers: z.number().int() }), 401: errorResponse, 403: errorResponse },
        },
      },
      async () => {
        const [total] = await db.select({ n: count() }).from(users).where(isNull(users.deletedAt));
        const [active] = await db
          .selectDistinct({ n: count(sessions.userId) })
          .from(sessions)
          .innerJoin(users, and(eq(users.id, sessions.userId), isNull(users.deletedAt)))
          .where(gt(sessions.expiresAt, new Date()));
        return { totalUsers: Number(total?.n ?? 0), activeUsers: Number(active?.n ?? 0) };
      },
    );

    app.get(
      '/api/admin/topups/unconfirmed',
      {
        schema: {
          tags: ['admin'],
          summary: 'Top-ups the aggregator never confirmed: refunded after 24 h, or still unknown after an hour',
          response: {
            200: z.object({
              topups: z.array(z.object({ id: z.string(), userId: z.string(), recipientNumber: z.string(), operatorName: z.string(), amountCents: z.number().int(), state: z.string(), failureCode: z.string().nullable(), createdAt: z.string() })),
            }),
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async () => {
        const rows = await db
          .select({ order: topupOrders, quote: topupQuotes })
          .from(topupOrders)
          .innerJoin(topupQuotes, eq(topupQuotes.id, topupOrders.quoteId))
          .where(or(eq(topupOrders.needsReview, true), and(eq(topupOrders.state, 'unknown'), lt(topupOrders.createdAt, sql`now() - interval '1 hour'`))))
          .orderBy(desc(topupOrders.createdAt))
          .limit(200);
        return {
          topups: rows.map(({ order, quote }) => ({
            id: order.id,
            userId: order.userId,
            recipientNumber: quote.recipientNumber,
            operatorName: quote.operatorName,
            amountCents: quote.amountCents,
            state: order.state,
            failureCode: order.failureCode,
            createdAt: order.createdAt.toISOString(),
          })),
        };
      },
    );
  };
