import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basicCredentials } from '../shared/http-sandbox.js';
import { errorBody } from './errors.js';
import { accessToken, debugId } from './ids.js';

/**
 * PayPal's OAuth 2.0 token endpoint (client credentials, HTTP Basic) and the bearer check every REST call
 * passes. Tokens live 9 hours as on PayPal; `revokeAll` (a control action) makes the next call answer 401,
 * as when PayPal drops a token early.
 */
export interface Credentials {
  clientId: string;
  clientSecret: string;
}

const LIFETIME_SECONDS = 32_400;
const APP_ID = 'APP-80W284485P519543T';
const SCOPE =
  'https://uri.paypal.com/services/payments/refund https://uri.paypal.com/services/payments/payment https://api.paypal.com/v1/payments/.* https://uri.paypal.com/services/webhooks';

export class TokenRegistry {
  private readonly tokens = new Map<string, number>();

  issue(): { token: string; expiresIn: number } {
    const token = accessToken();
    this.tokens.set(token, Date.now() + LIFETIME_SECONDS * 1000);
    for (const [known, expiresAt] of this.tokens) if (expiresAt < Date.now()) this.tokens.delete(known);
    return { token, expiresIn: LIFETIME_SECONDS };
  }

  isValid(token: string): boolean {
    const expiresAt = this.tokens.get(token);
    return expiresAt !== undefined && expiresAt > Date.now();
  }

  revokeAll(): number {
    const count = this.tokens.size;
    this.tokens.clear();
    return count;
  }
}

export function registerOAuth(app: FastifyInstance, tokens: TokenRegistry, credentials: Credentials): void {
  app.post<{ Body: Record<string, string> | undefined }>('/v1/oauth2/token', async (request, reply) => {
    if (!isClient(request.headers.authorization, credentials)) {
      return oauthError(reply, 401, 'invalid_client', 'Client Authentication failed');
    }
    const grantType = request.body?.grant_type;
    if (!grantType) return oauthError(reply, 400, 'unsupported_grant_type', 'Grant Type is NULL');
    if (grantType !== 'client_credentials')
      return oauthError(reply, 400, 'unsupported_grant_type', `Grant Type ${grantType} is not supported`);
    const { token, expiresIn } = tokens.issue();
    return reply.send({
      scope: SCOPE,
      access_token: token,
      token_type: 'Bearer',
      app_id: APP_ID,
      expires_in: expiresIn,
      nonce: `${new Date().toISOString().slice(0, 19)}Z${debugId()}`,
    });
  });
}

/** A preHandler for the REST API: a valid `Authorization: Bearer` token, or PayPal's 401. */
export function requireBearer(tokens: TokenRegistry) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] && tokens.isValid(match[1])) return;
    const body = errorBody(401, []);
    return reply.code(401).header('paypal-debug-id', body.debug_id).header('www-authenticate', 'Bearer').send(body);
  };
}

function isClient(header: string | undefined, expected: Credentials): boolean {
  const given = basicCredentials(header);
  return given?.user === expected.clientId && given.password === expected.clientSecret;
}

function oauthError(reply: FastifyReply, status: number, error: string, description: string): FastifyReply {
  return reply.code(status).header('paypal-debug-id', debugId()).send({ error, error_description: description });
}
