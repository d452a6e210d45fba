import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IDENTITY_BASE_PATH, type Auth } from './auth.js';
import { toHeaders } from './authenticate.js';
import { refuseForeignCallbacks } from './callback-urls.js';
import { watchingDatabase } from './database-trouble.js';
import { IDENTITY_CALLS, identityCallSchema, identityCallUrl } from './documented-calls.js';
import { asSentByItsClient } from './non-browser.js';
import { withoutSessionTokens } from './session-tokens.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * better-auth's endpoints under /api/identity (credentials, sessions, 2FA, verification, federation): every
 * path is handed to it, and the calls the web relies on are also routes of their own, so that the OpenAPI
 * document describes them (documented-calls.ts). Their schemas describe and do not validate: better-auth
 * validates their bodies and answers its own refusals, whichever route the request came through.
 */
export function routeIdentityService(app: ZodApp, auth: Auth): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // The client address Fastify trusts, for better-auth's limits; and a non-browser client's request as it sent it.
    const headers = asSentByItsClient(toHeaders(request));
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
    return reply.send(withoutSessionTokens(url.pathname, response.headers.get('content-type'), Buffer.from(await response.arrayBuffer())));
  };

  app.route({ method: ['GET', 'POST'], url: `${IDENTITY_BASE_PATH}/*`, schema: { hide: true }, handler: serve });
  for (const call of IDENTITY_CALLS) {
    app.route({
      method: call.method,
      url: identityCallUrl(call),
      schema: identityCallSchema(call),
      // The body reaches better-auth as sent, and its answer goes back as it is.
      validatorCompiler: () => (data) => ({ value: data }),
      serializerCompiler: () => (data) => JSON.stringify(data),
      handler: serve,
    });
  }
}
