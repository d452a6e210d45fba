import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startTestApp, type TestApp } from '../test-app';

/**
 * A client with no browser (a program using Node's fetch, as a client generated from the OpenAPI document
 * does) gets a session the way the document says: sign up or in with no Origin while it has no cookie,
 * then the cookie opens the API; with the cookie, a POST under /api/identity carries the site's Origin.
 * A foreign Origin, or a browser's cross-site request, is refused (ADR 0064).
 */
let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await startTestApp({ listen: true });
  api = t.baseUrl!;
});
afterAll(() => t.close());

/** What a program sends with Node's fetch: no Origin, no cookie unless given; fetch itself adds Sec-Fetch-Mode. */
async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, cookies: response.headers.getSetCookie() };
}

/** The session cookie of an answer, as a Cookie header value. */
function sessionCookieOf(cookies: string[]): string {
  const session = cookies.map((cookie) => cookie.split(';')[0]!).find((pair) => pair.split('=')[0]!.endsWith('.session_token'));
  expect(session, `a session cookie among ${cookies.join(' | ')}`).toBeDefined();
  return session!;
}

const person = { email: 'program@example.com', password: 'secret12', name: 'Pat Program', firstName: 'Pat', lastName: 'Program' };

describe('a client with no browser', () => {
  it('signs up, signs in and calls the API with its cookie, sending no Origin', async () => {
    const signUp = await call('POST', '/api/identity/sign-up/email', { body: person });
    expect([signUp.status, signUp.body]).toEqual([200, { user: expect.objectContaining({ email: person.email }) }]);
    const signedUp = { cookie: sessionCookieOf(signUp.cookies) };

    // Completing the account is a write of the product API, with the cookie and an ID token.
    const token = await call('GET', '/api/identity/token', { headers: signedUp });
    expect(token.status).toBe(200);
    const registered = await call('POST', '/api/auth/register', {
      headers: signedUp,
      body: {
        idToken: token.body.token,
        userData: { firstName: 'Pat', lastName: 'Program', phoneNumber: '+1 305 555 0199', language: 'en' },
      },
    });
    expect([registered.status, registered.body.user?.email]).toEqual([200, person.email]);

    const signIn = await call('POST', '/api/identity/sign-in/email', { body: { email: person.email, password: person.password } });
    expect([signIn.status, signIn.body.user?.email]).toEqual([200, person.email]);
    const signedIn = { cookie: sessionCookieOf(signIn.cookies) };

    const me = await call('GET', '/api/user/me', { headers: signedIn });
    expect([me.status, me.body.user?.email]).toEqual([200, person.email]);
    const session = await call('GET', '/api/identity/get-session', { headers: signedIn });
    expect(session.body).toMatchObject({ user: { email: person.email }, session: { id: expect.any(String) } });
    const profile = await call('PUT', '/api/user/profile', {
      headers: signedIn,
      body: { firstName: 'Patricia', lastName: 'Program', phoneNumber: '+1 305 555 0199', language: 'fr' },
    });
    expect([profile.status, profile.body.user?.firstName]).toEqual([200, 'Patricia']);

    // With its cookie, an identity write names the site, as a browser would; without, it is refused.
    const bare = await call('POST', '/api/identity/sign-out', { headers: signedIn, body: {} });
    expect([bare.status, bare.body?.code]).toEqual([403, 'MISSING_OR_NULL_ORIGIN']);
    const signOut = await call('POST', '/api/identity/sign-out', { headers: { ...signedIn, origin: PUBLIC_URL }, body: {} });
    expect([signOut.status, signOut.body]).toEqual([200, { success: true }]);
    expect((await call('GET', '/api/user/me', { headers: signedIn })).status).toBe(401);
  }, 90_000); // five password hashes on a shared machine

  it('is refused with a foreign Origin, and so is a browser page of another site', async () => {
    const foreign = await call('POST', '/api/identity/sign-up/email', {
      headers: { origin: 'https://kredi.example.evil' },
      body: { ...person, email: 'foreign@example.com' },
    });
    expect(foreign.status).toBe(403);
    const crossSite = await call('POST', '/api/identity/sign-in/email', {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      body: { email: person.email, password: person.password },
    });
    expect(crossSite.status).toBe(403);
    // A browser's own page always names itself: Fetch Metadata without an Origin is not taken for a program.
    const unnamed = await call('POST', '/api/identity/sign-in/email', {
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      body: { email: person.email, password: person.password },
    });
    expect([unnamed.status, unnamed.body?.code]).toEqual([403, 'MISSING_OR_NULL_ORIGIN']);
    expect((await call('GET', '/api/user/me')).status).toBe(401);
  });

  it('finds these calls in the OpenAPI document, with their bodies, answers and the session cookie', async () => {
    const document = (await call('GET', '/api/docs/json')).body as OpenAPIV3.Document;
    const operation = (path: string, method: 'get' | 'post') => document.paths[path]?.[method];
    for (const [path, method] of [
      ['/api/identity/sign-up/email', 'post'],
      ['/api/identity/sign-in/email', 'post'],
      ['/api/identity/sign-out', 'post'],
      ['/api/identity/get-session', 'get'],
      ['/api/identity/token', 'get'],
    ] as const) {
      expect(operation(path, method)?.responses['200'], `${method} ${path}`).toBeDefined();
    }
    const signUp = operation('/api/identity/sign-up/email', 'post')!;
    const body = (signUp.requestBody as OpenAPIV3.RequestBodyObject).content['application/json']!.schema as OpenAPIV3.SchemaObject;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password', 'name', 'firstName', 'lastName']));
    expect((signUp.responses['200'] as OpenAPIV3.ResponseObject).headers?.['set-cookie']).toBeDefined();
    expect(signUp.description).toMatch(/Origin/);
    expect(operation('/api/identity/token', 'get')!.security).toEqual([{ sessionCookie: [] }]);
    expect(document.info.description).toContain(`Origin: ${PUBLIC_URL}`);
  });
});
