import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequest, profileUpdate, registerRequest, userResponse } from '../../../shared/api/identity.js';
import { errorResponse } from '../../../shared/errors.js';
import { FEDERATED_PROVIDER_ID, type Auth } from './auth.js';
import { actorOf, requireActor } from './authenticate.js';
import { routeIdentityService } from './identity-service-routes.js';
import type { IdentityService } from './service.js';

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 429: errorResponse };

/**
 * The identity HTTP surface: better-auth's endpoints under /api/identity (credentials, sessions, 2FA,
 * verification, federation), and the product calls (docs/product-rules.md#product-user) that turn an ID token into a product user.
 */
/** The browser's time zone, which the web sends with every change (src/web/lib/api.ts): kept when none is set. */
const browserTimeZone = (request: FastifyRequest): string | null => {
  const header = request.headers['x-timezone'];
  return typeof header === 'string' ? header : null;
};

export const identityRoutes =
  (auth: Auth, service: IdentityService, federatedName: string | null): FastifyPluginAsyncZod =>
  async (app) => {
    routeIdentityService(app, auth);

    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['identity'],
          summary: 'The product user of an ID token',
          body: loginRequest,
          response: { 200: userResponse, ...errors },
        },
      },
      async (request) => ({ user: await service.login(request.body.idToken, browserTimeZone(request)) }),
    );

    app.post(
      '/api/auth/register',
      {
        schema: {
          tags: ['identity'],
          summary: 'Completes a new account with its product fields (names, phone, language)',
          body: registerRequest,
          response: { 200: userResponse, ...errors },
        },
      },
      async (request) => ({ user: await service.register(request.body.idToken, request.body.userData, browserTimeZone(request)) }),
    );

    app.get(
      '/api/auth/providers',
      {
        schema: {
          tags: ['identity'],
          summary: 'The federated sign-in providers configured',
          response: { 200: z.object({ federated: z.array(z.object({ id: z.string(), name: z.string() })) }) },
        },
      },
      async () => ({ federated: federatedName ? [{ id: FEDERATED_PROVIDER_ID, name: federatedName }] : [] }),
    );

    app.get(
      '/api/user/me',
      {
        preValidation: requireActor,
        // Asked rarely and must be exact: an admin just granted by the admin:grant CLI sees it at once.
        config: { freshActor: true },
        schema: { tags: ['identity'], summary: 'The signed-in product user', response: { 200: userResponse, 401: errorResponse } },
      },
      async (request) => ({ user: await service.present(actorOf(request).user) }),
    );

    app.put(
      '/api/user/profile',
      {
        preValidation: requireActor,
        schema: {
          tags: ['identity'],
          summary: "Updates the signed-in user's profile",
          body: profileUpdate,
          response: { 200: userResponse, ...errors },
        },
      },
      async (request) => ({ user: await service.updateProfile(actorOf(request).user.id, request.body) }),
    );
  };
