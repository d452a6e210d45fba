import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_S, Provider } from './provider.js';

/**
 * The token endpoint (RFC 6749 §4.1.3, RFC 7636 §4.6) and UserInfo (OpenID Connect Core §5.3). Errors
 * are RFC 6749 §5.2 JSON, so a real OIDC client library reacts to them as it would at a real provider.
 */
type Form = Record<string, string | undefined>;

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

export function registerTokenEndpoints(app: FastifyInstance, provider: Provider): void {
  app.post<{ Body: Form | undefined }>('/token', async (request, reply) => {
    // Tokens must never sit in a cache (RFC 6749 §5.1).
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
    const form = request.body ?? {};

    const client = clientCredentials(request.headers.authorization, form);
    if (!client.ok) return oauthError(reply, client.status, client.error, client.description, client.basic);
    if (!provider.authenticateClient(client.id, client.secret)) {
      return oauthError(reply, 401, 'invalid_client', 'Client authentication failed.', client.basic);
    }

    if (!form.grant_type) return oauthError(reply, 400, 'invalid_request', 'grant_type is required.');
    if (form.grant_type !== 'authorization_code') {
      return oauthError(reply, 400, 'unsupported_grant_type', 'Only authorization_code is supported.');
    }
    if (!form.code) return oauthError(reply, 400, 'invalid_request', 'code is required.');

    const redemption = provider.redeemCode(form.code);
    if (!redemption.ok) return oauthError(reply, 400, 'invalid_grant', redemption.description);
    const { request: authorization, person } = redemption;
    if (authorization.clientId !== client.id) {
      return oauthError(reply, 400, 'invalid_grant', 'The code was issued to another client.');
    }
    if (form.redirect_uri !== authorization.redirectUri) {
      return oauthError(reply, 400, 'invalid_grant', 'redirect_uri does not match the authorization request.');
    }
    const verifier = form.code_verifier;
    if (authorization.codeChallenge) {
      if (!verifier || !VERIFIER.test(verifier) || !Provider.verifierMatches(verifier, authorization.codeChallenge)) {
        return oauthError(reply, 400, 'invalid_grant', 'PKCE verification failed: code_verifier does not match code_challenge.');
      }
    } else if (verifier) {
      // A verifier for a request that had no challenge is a downgrade attempt (RFC 9700 §2.1.1).
      return oauthError(reply, 400, 'invalid_grant', 'code_verifier given but the authorization request had no code_challenge.');
    }

    const { accessToken, idToken } = await provider.issueTokens(authorization, person);
    redemption.attach(accessToken);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
      id_token: idToken,
      scope: authorization.scope,
    };
  });

  const userInfo = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? provider.userInfo(token) : undefined;
    if (!claims) {
      const description = token ? 'The access token is invalid or expired.' : 'A Bearer access token is required.';
      reply.header('WWW-Authenticate', `Bearer error="invalid_token", error_description="${description}"`);
      return reply.code(401).send({ error: 'invalid_token', error_description: description });
    }
    return claims;
  };
  // OpenID Connect Core §5.3.1: clients may use either method.
  app.get('/userinfo', userInfo);
  app.post('/userinfo', userInfo);
}

type ClientCredentials =
  | { ok: true; id: string; secret: string; basic: boolean }
  | { ok: false; status: 400 | 401; error: string; description: string; basic: boolean };

/** client_secret_basic or client_secret_post, exactly one of them (RFC 6749 §2.3.1). */
function clientCredentials(authorization: string | undefined, form: Form): ClientCredentials {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (basic && form.client_secret !== undefined) {
    return { ok: false, status: 400, error: 'invalid_request', description: 'Use one client authentication method, not two.', basic: true };
  }
  if (basic) {
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return { ok: false, status: 401, error: 'invalid_client', description: 'Malformed Basic credentials.', basic: true };
    // The id and secret are form-urlencoded before being joined (RFC 6749 §2.3.1).
    const id = formDecode(decoded.slice(0, colon));
    const secret = formDecode(decoded.slice(colon + 1));
    if (id === undefined || secret === undefined) {
      return { ok: false, status: 401, error: 'invalid_client', description: 'Malformed Basic credentials.', basic: true };
    }
    if (form.client_id !== undefined && form.client_id !== id) {
      return {
        ok: false,
        status: 400,
        error: 'invalid_request',
        description: 'client_id differs from the authenticated client.',
        basic: true,
      };
    }
    return { ok: true, id, secret, basic: true };
  }
  if (form.client_id && form.client_secret !== undefined) {
    return { ok: true, id: form.client_id, secret: form.client_secret, basic: false };
  }
  return { ok: false, status: 401, error: 'invalid_client', description: 'Client authentication is required.', basic: false };
}

function formDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function oauthError(reply: FastifyReply, status: number, error: string, description: string, basic = false): FastifyReply {
  // RFC 6749 §5.2: a failed Basic authentication answers 401 with a challenge.
  if (status === 401 && basic) reply.header('WWW-Authenticate', 'Basic realm="kredi-oidc-sandbox"');
  return reply.code(status).send({ error, error_description: description });
}
