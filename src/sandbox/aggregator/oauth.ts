import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ReloadlyFailure, sendFailure } from './errors.js';

/**
 * Reloadly's token endpoint (`POST /oauth/token`, JSON client credentials with the product's URL as
 * `audience`; Reloadly serves it from a separate host, auth.reloadly.com) and the checks every API call
 * passes: a live `Authorization: Bearer` token and `Accept: application/com.reloadly.topups-v1+json`.
 */
const ACCEPT = 'application/com.reloadly.topups-v1+json';

export class TokenRegistry {
  private readonly tokens = new Map<string, number>();
  lifetimeSeconds = 5_184_000;

  issue(): { token: string; expiresIn: number } {
    const payload = Buffer.from(JSON.stringify({ iss: 'kredi-aggregator-sandbox', jti: randomBytes(12).toString('hex') })).toString(
      'base64url',
    );
    const token = `eyJraWQiOiJzYW5kYm94IiwiYWxnIjoibm9uZSJ9.${payload}.${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, Date.now() + this.lifetimeSeconds * 1000);
    return { token, expiresIn: this.lifetimeSeconds };
  }

  state(token: string): 'valid' | 'expired' | 'unknown' {
    const expiresAt = this.tokens.get(token);
    if (expiresAt === undefined) return 'unknown';
    return expiresAt > Date.now() ? 'valid' : 'expired';
  }

  revokeAll(): number {
    const count = this.tokens.size;
    this.tokens.clear();
    return count;
  }
}

export interface Credentials {
  clientId: string;
  clientSecret: string;
  audience: () => string;
}

export function registerOAuth(app: FastifyInstance, tokens: TokenRegistry, credentials: Credentials): void {
  app.post<{ Body: Record<string, unknown> | undefined }>('/oauth/token', async (request, reply) => {
    const body = request.body ?? {};
    if (body.client_id !== credentials.clientId || body.client_secret !== credentials.clientSecret) {
      return sendFailure(request, reply, new ReloadlyFailure(401, 'INVALID_CREDENTIALS'));
    }
    if (body.grant_type !== 'client_credentials') {
      return sendFailure(
        request,
        reply,
        new ReloadlyFailure(400, 'INVALID_REQUEST_BODY', `Unsupported grant type: ${String(body.grant_type)}`),
      );
    }
    if (typeof body.audience !== 'string' || body.audience.replace(/\/+$/, '') !== credentials.audience()) {
      return sendFailure(
        request,
        reply,
        new ReloadlyFailure(401, 'INVALID_CREDENTIALS', `Service not enabled within domain: ${String(body.audience)}`),
      );
    }
    const { token, expiresIn } = tokens.issue();
    return reply.send({ access_token: token, scope: 'developer', expires_in: expiresIn, token_type: 'Bearer' });
  });
}

/** preHandler of the API routes: the bearer token first (401), then the versioned Accept header (406). */
export function requireApiHeaders(tokens: TokenRegistry) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const state = match?.[1] ? tokens.state(match[1]) : 'unknown';
    if (state !== 'valid')
      return sendFailure(request, reply, new ReloadlyFailure(401, state === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN'));
    const accept = request.headers.accept ?? '';
    if (!accept.split(',').some((type) => type.trim().split(';')[0] === ACCEPT)) {
      return sendFailure(request, reply, new ReloadlyFailure(406, 'NOT_ACCEPTABLE'));
    }
  };
}
