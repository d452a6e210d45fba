import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../../../src/sandbox/framework.js';
import { oidcSandbox, subjectFor } from '../../../src/sandbox/oidc/index.js';

/** The whole authorization code flow with PKCE, by plain fetch, as the product's OIDC client does it. */
let sandbox: RunningSandbox;
let issuer: string;
let clientId: string;
let clientSecret: string;
let discovery: Record<string, unknown>;
const REDIRECT_URI = 'http://localhost:3000/api/auth/oauth2/callback/sandbox';

beforeAll(async () => {
  sandbox = await oidcSandbox.start({ host: '127.0.0.1' });
  issuer = sandbox.env.OIDC_ISSUER!;
  clientId = sandbox.env.OIDC_CLIENT_ID!;
  clientSecret = sandbox.env.OIDC_CLIENT_SECRET!;
  discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
});
afterAll(() => sandbox.stop());

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeParams(extra: Record<string, string> = {}): Record<string, string> {
  return { client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid email profile', ...extra };
}

/** Submits the sign-in form as a browser would and returns where the provider redirects. */
async function submitSignIn(form: Record<string, string>): Promise<URL> {
  const response = await fetch(String(discovery.authorization_endpoint), {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!);
}

async function signIn(extra: Record<string, string> = {}, person: Record<string, string> = {}): Promise<URL> {
  return submitSignIn({
    ...authorizeParams(extra),
    email: 'ada.lovelace@example.com',
    given_name: 'Ada',
    family_name: 'Lovelace',
    action: 'continue',
    ...person,
  });
}

async function exchange(form: Record<string, string>, basic = true): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = {};
  const body = new URLSearchParams({ grant_type: 'authorization_code', redirect_uri: REDIRECT_URI, ...form });
  if (basic) {
    headers.authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  } else {
    body.set('client_id', clientId);
    body.set('client_secret', clientSecret);
  }
  const response = await fetch(String(discovery.token_endpoint), { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('OIDC sandbox', () => {
  it('advertises its issuer and client, and publishes a discovery document', () => {
    expect(sandbox.name).toBe('oidc');
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.env).toMatchObject({ OIDC_CLIENT_ID: 'kredi-sandbox', OIDC_CLIENT_SECRET: 'sandbox-secret' });
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('shows an accessible sign-in page that carries the request, escaped', async () => {
    const { challenge } = pkce();
    const query = new URLSearchParams(
      authorizeParams({ state: '"><script>x()</script>', nonce: 'n-1', code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    const response = await fetch(`${discovery.authorization_endpoint}?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sandbox identity provider</title>');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"[^>]*value="ada\.lovelace@example\.com"/);
    expect(html).toContain('<label for="given_name">Given name</label>');
    expect(html).toContain('<label for="family_name">Family name</label>');
    expect(html).toMatch(/<button type="submit" name="action" value="continue">Continue<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel" formnovalidate>Cancel<\/button>/);
    expect(html).toContain('name="state" value="&#34;&#62;&#60;script&#62;x()&#60;/script&#62;"');
    expect(html).toContain(`name="code_challenge" value="${challenge}"`);
    expect(html).not.toContain('<script>');
  });

  it('runs the code flow with PKCE: signed id_token, nonce and state round-trip, userinfo, single-use code', async () => {
    const { verifier, challenge } = pkce();
    const state = randomBytes(8).toString('hex');
    const nonce = randomBytes(8).toString('hex');
    const callback = await signIn(
      { state, nonce, code_challenge: challenge, code_challenge_method: 'S256' },
      { email: ' Ada.Lovelace@Example.com ', given_name: 'Ada', family_name: 'Lovelace' },
    );
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(state);
    const code = callback.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const tokens = await exchange({ code, code_verifier: verifier });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid email profile' });

    const idToken = String(tokens.body.id_token);
    const jwks = createRemoteJWKSet(new URL(String(discovery.jwks_uri)));
    const { payload, protectedHeader } = await jwtVerify(idToken, jwks, { issuer, audience: clientId, algorithms: ['RS256'] });
    const publishedKeys = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: { kid: string; kty: string; d?: string }[] };
    expect(publishedKeys.keys).toHaveLength(1);
    expect(publishedKeys.keys[0]).toMatchObject({ kty: 'RSA', kid: protectedHeader.kid, alg: 'RS256', use: 'sig' });
    expect(publishedKeys.keys[0]!.d).toBeUndefined();
    expect(payload).toMatchObject({
      iss: issuer,
      aud: clientId,
      sub: subjectFor('ada.lovelace@example.com'),
      email: 'ada.lovelace@example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
      nonce,
    });
    expect(payload.exp! - payload.iat!).toBe(3600);

    const userInfo = await fetch(String(discovery.userinfo_endpoint), { headers: { authorization: `Bearer ${tokens.body.access_token}` } });
    expect(userInfo.status).toBe(200);
    expect(await userInfo.json()).toEqual({
      sub: payload.sub,
      email: 'ada.lovelace@example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
    });

    // A replayed code fails, and revokes the token the first exchange bought (RFC 6749 §4.1.2).
    const replay = await exchange({ code, code_verifier: verifier });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const revoked = await fetch(String(discovery.userinfo_endpoint), { headers: { authorization: `Bearer ${tokens.body.access_token}` } });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('gives the same subject to the same email, and omits the nonce when none was sent', async () => {
    const code = (await signIn({}, { email: 'marie@example.com', given_name: 'Marie', family_name: '' })).searchParams.get('code')!;
    const tokens = await exchange({ code }, false);
    expect(tokens.status).toBe(200);
    const { payload } = await jwtVerify(String(tokens.body.id_token), createRemoteJWKSet(new URL(String(discovery.jwks_uri))), {
      issuer,
      audience: clientId,
    });
    expect(payload.sub).toBe(subjectFor('marie@example.com'));
    expect(payload.sub).not.toBe(subjectFor('ada.lovelace@example.com'));
    expect(payload).not.toHaveProperty('nonce');
    expect(payload).not.toHaveProperty('family_name');
    expect(payload.name).toBe('Marie');
    expect(decodeProtectedHeader(String(tokens.body.id_token)).alg).toBe('RS256');
  });

  it('rejects a wrong or missing PKCE verifier, and a verifier for a request without challenge', async () => {
    const { challenge } = pkce();
    const withPkce = { code_challenge: challenge, code_challenge_method: 'S256' };
    const wrong = await exchange({ code: (await signIn(withPkce)).searchParams.get('code')!, code_verifier: pkce().verifier });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(String(wrong.body.error_description)).toContain('PKCE');
    const missing = await exchange({ code: (await signIn(withPkce)).searchParams.get('code')! });
    expect(missing).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const downgrade = await exchange({ code: (await signIn()).searchParams.get('code')!, code_verifier: pkce().verifier });
    expect(downgrade).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('checks the client, the grant type, the redirect_uri, and the code lifetime of 60 s', async () => {
    const code = (await signIn()).searchParams.get('code')!;
    const badSecret = await fetch(String(discovery.token_endpoint), {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${clientId}:wrong`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }),
    });
    expect(badSecret.status).toBe(401);
    expect(badSecret.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(await badSecret.json()).toMatchObject({ error: 'invalid_client' });
    expect(await exchange({ code, grant_type: 'password' })).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    expect(await exchange({ code: 'made-up' })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const otherRedirect = await exchange({
      code: (await signIn()).searchParams.get('code')!,
      redirect_uri: 'http://localhost:3000/elsewhere',
    });
    expect(otherRedirect).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const lateCode = (await signIn()).searchParams.get('code')!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      expect(await exchange({ code: lateCode })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends Cancel back as access_denied with the state', async () => {
    const callback = await submitSignIn({ ...authorizeParams({ state: 's-42' }), email: '', action: 'cancel' });
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('error_description')).toBeTruthy();
    expect(callback.searchParams.get('state')).toBe('s-42');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('never redirects to an unknown client or an unregistered redirect_uri, and redirects other errors', async () => {
    for (const params of [authorizeParams({ client_id: 'intruder' }), authorizeParams({ redirect_uri: 'https://evil.example/cb' })]) {
      const response = await fetch(`${discovery.authorization_endpoint}?${new URLSearchParams(params)}`, { redirect: 'manual' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('Sign-in request rejected');
    }
    const noOpenid = await fetch(
      `${discovery.authorization_endpoint}?${new URLSearchParams(authorizeParams({ scope: 'email', state: 'x' }))}`,
      { redirect: 'manual' },
    );
    expect(noOpenid.status).toBe(302);
    const location = new URL(noOpenid.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('invalid_scope');
    expect(location.searchParams.get('state')).toBe('x');
    const plain = await fetch(
      `${discovery.authorization_endpoint}?${new URLSearchParams(authorizeParams({ code_challenge: pkce().challenge, code_challenge_method: 'plain' }))}`,
      { redirect: 'manual' },
    );
    expect(new URL(plain.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('asks again for a malformed email instead of issuing a code', async () => {
    const response = await fetch(String(discovery.authorization_endpoint), {
      method: 'POST',
      body: new URLSearchParams({ ...authorizeParams(), email: 'not-an-email', action: 'continue' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="not-an-email"');
  });
});
