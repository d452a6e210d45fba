import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendPage } from '../shared/html.js';
import { renderRequestErrorPage, renderSignInPage } from './sign-in-page.js';
import type { AuthorizationRequest, Person, Provider } from './provider.js';

/**
 * The authorization endpoint (OpenID Connect Core §3.1.2): GET shows the sign-in page, POST is that
 * page's answer. Both validate the whole request, because the hidden fields came back from a browser.
 */
type Params = Record<string, string | undefined>;

type Validation =
  | { ok: true; request: AuthorizationRequest }
  /** client_id or redirect_uri is wrong: show the error, never redirect to an unverified address. */
  | { ok: false; show: string }
  | { ok: false; redirect: string };

const DEFAULT_PERSON: Person = { email: 'ada.lovelace@example.com', givenName: 'Ada', familyName: 'Lovelace' };
const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function registerAuthorizeEndpoint(app: FastifyInstance, provider: Provider): void {
  app.get<{ Querystring: Params }>('/authorize', async (request, reply) => {
    const validation = validate(request.query, provider);
    if (!validation.ok) return refuse(reply, validation);
    return sendPage(reply, renderSignInPage(validation.request, DEFAULT_PERSON));
  });

  app.post<{ Body: Params | undefined }>('/authorize', async (request, reply) => {
    const body = request.body ?? {};
    const validation = validate(body, provider);
    if (!validation.ok) return refuse(reply, validation);
    const authorization = validation.request;

    if (body.action !== 'continue') {
      return reply.redirect(
        redirectWith(authorization.redirectUri, {
          error: 'access_denied',
          error_description: 'The person cancelled sign-in.',
          state: authorization.state,
        }),
      );
    }

    const person: Person = {
      email: (body.email ?? '').trim().toLowerCase(),
      givenName: (body.given_name ?? '').trim(),
      familyName: (body.family_name ?? '').trim(),
    };
    if (!EMAIL.test(person.email)) {
      return sendPage(reply, renderSignInPage(authorization, person, 'Enter an email address like ada@example.com.'), 400);
    }
    const code = provider.issueCode(authorization, person);
    return reply.redirect(redirectWith(authorization.redirectUri, { code, state: authorization.state }));
  });
}

function validate(params: Params, provider: Provider): Validation {
  const clientId = params.client_id ?? '';
  const redirectUri = params.redirect_uri ?? '';
  if (!provider.isKnownClient(clientId)) return { ok: false, show: `Unknown client_id "${clientId}".` };
  if (!provider.isAllowedRedirect(redirectUri)) {
    return { ok: false, show: `redirect_uri "${redirectUri}" is not registered for ${clientId}.` };
  }

  // From here on the redirect target is trusted, so errors go back to the client as RFC 6749 says.
  const state = params.state || undefined;
  const fail = (error: string, description: string): Validation => ({
    ok: false,
    redirect: redirectWith(redirectUri, { error, error_description: description, state }),
  });
  if (params.response_type !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported.');
  const scope = (params.scope ?? '').split(' ').filter(Boolean);
  if (!scope.includes('openid')) return fail('invalid_scope', 'The scope must include openid.');
  const challenge = params.code_challenge || undefined;
  const method = params.code_challenge_method || undefined;
  if (challenge === undefined && method !== undefined) return fail('invalid_request', 'code_challenge_method without code_challenge.');
  if (challenge !== undefined && method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256.');
  if (challenge !== undefined && !CODE_CHALLENGE.test(challenge)) {
    return fail('invalid_request', 'code_challenge must be the base64url SHA-256 of the verifier (43 characters).');
  }

  return {
    ok: true,
    request: { clientId, redirectUri, scope: scope.join(' '), state, nonce: params.nonce || undefined, codeChallenge: challenge },
  };
}

/** Adds the response parameters to the client's redirect URI, keeping any query it already has. */
function redirectWith(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  return url.toString();
}

function refuse(reply: FastifyReply, validation: Exclude<Validation, { ok: true }>): FastifyReply {
  if ('redirect' in validation) return reply.redirect(validation.redirect);
  return sendPage(reply, renderRequestErrorPage(validation.show), 400);
}
