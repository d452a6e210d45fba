import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referralsOverview } from '../../../shared/api/referrals.js';
import { errorResponse } from '../../../shared/errors.js';
import { actorOf, guardEveryRoute, requireActor } from '../identity/index.js';
import type { ReferralsService } from './service.js';

/** /invite-friends: the signed-in person's code, link, rules and referrals. */
export const referralRoutes =
  (service: ReferralsService): FastifyPluginAsyncZod =>
  async (app) => {
    guardEveryRoute(app, requireActor);

    app.get(
      '/api/referrals',
      {
        schema: {
          tags: ['referrals'],
          summary: "The caller's referral code and link, the programme's rules, and the friends referred",
          response: { 200: referralsOverview, 401: errorResponse },
        },
      },
      async (request) => service.overview(actorOf(request)),
    );
  };
