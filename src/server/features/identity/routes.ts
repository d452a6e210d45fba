import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequest, profileUpdate, registerRequest, userResponse } from '../../../shared/api/identity.js';
import { errorResponse } from '../../../shared/errors.js';
import { FEDERATED_PROVIDER_ID, IDENTITY_BASE_PATH, type Auth } from './auth.js';
import { actorOf, requireActor, toHeaders } from './authenticate.js';
import { refuseForeignCallbacks } from './callback-urls.js';
import { watchingDatabase } from './database-trouble.js';
import type { IdentityService } from './service.js';
import { withoutSessionTokens } from './session-tokens.js';

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 429: errorResponse };

/**
 * The identity HTTP surface: better-auth's endpoints under /api/identity (credentials, sessions, 2FA,
 * verification, federation), and the product calls of spec §7 that turn an ID token into a product user.
 */
export const identityRoutes =
  (auth: Auth, service: IdentityService, federatedName: string | null): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: `${IDENTITY_BASE_PATH}/*`,
      schema: { hide: true },
      async handler(request, reply) {
        const headers = toHeaders(request); // carries the client address Fastify trusts, for better-auth's limits
        // A GET's body is dropped (a Request cannot carry one). Re-serialising recurses; it is safe because no
        // body nests more than MAX_JSON_DEPTH (security/json-body.ts).
        const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
        const body = hasBody ? JSON.stringify(request.body) : undefined;
        if (body) headers.set('content-type', 'application/json');
        const url = new URL(request.url, `${request.protocol}://${request.host}`);
        refuseForeignCallbacks(url, request.body, new URL(auth.options.baseURL!).origin);
        const { result: response, databaseError } = await watchingDatabase(() =>
          auth.handler(new Request(url, { method: request.method, headers, body })),
        );
        if (response.status >= 500 && databaseError) throw databaseError; // answered as 503 by the error handler
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        if (!response.body) return reply.send(null);
        return reply.send(
          withoutSessionTokens(url.pathname, response.headers.get('content-type'), Buffer.from(await response.arrayBuffer())),
        );
      },
    });

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
      async (request) => ({ user: await service.login(request.body.idToken) }),
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
      async (request) => ({ user: await service.register(request.body.idToken, request.body.userData) }),
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
