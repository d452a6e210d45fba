import { count, gt, isNull, and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../shared/errors.js';
import type { Db } from '../../db/connect.js';
import { sessions, users } from '../../db/schema.js';
import { requireAdmin } from '../identity/authenticate.js';

/**
 * /api/admin/*: every route here is behind requireAdmin, decided on the server from the user's isAdmin.
 * The panel's screens come with the admin issue; its user counts are served now.
 */
export const adminRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireAdmin);

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
  };
