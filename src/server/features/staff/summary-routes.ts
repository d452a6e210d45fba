import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../shared/errors.js';
import { guardEveryRoute, requireAdmin, type IdentityService } from '../identity/index.js';
import type { TopupService } from '../topups/index.js';

/**
 * /api/admin/*: every route here is behind requireAdmin, decided on the server from the user's isAdmin.
 * The panel's screens come with the admin issue; its user counts are served now. Each answer comes from
 * the feature that owns the data (its service), never from another feature's tables.
 */
export const staffSummaryRoutes =
  (services: { identity: Pick<IdentityService, 'userCounts'>; topups: Pick<TopupService, 'unconfirmed'> }): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireAdmin);

    app.get(
      '/api/admin/users/summary',
      {
        schema: {
          tags: ['admin'],
          summary: 'How many people have an account, and how many are signed in now',
          response: {
            200: z.object({ totalUsers: z.number().int(), activeUsers: z.number().int() }),
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async () => services.identity.userCounts(),
    );

    app.get(
      '/api/admin/topups/unconfirmed',
      {
        schema: {
          tags: ['admin'],
          summary: 'Top-ups the aggregator never confirmed: refunded after 24 h, or still unknown after an hour',
          response: {
            200: z.object({
              topups: z.array(
                z.object({
                  id: z.string(),
                  userId: z.string(),
                  recipientNumber: z.string(),
                  operatorName: z.string(),
                  amountCents: z.number().int(),
                  state: z.string(),
                  failureCode: z.string().nullable(),
                  createdAt: z.string(),
                }),
              ),
            }),
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async () => ({ topups: await services.topups.unconfirmed() }),
    );
  };
