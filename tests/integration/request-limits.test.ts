import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from '../../src/server/security/json-body';
import { errorResponse } from '../../src/shared/errors';
import { Client, PUBLIC_URL, startTestApp, type TestApp } from './test-app';

let t: TestApp;
let person: Client;
beforeAll(async () => {
  t = await startTestApp();
  person = new Client(t.app);
  await person.register({ email: 'limits@example.com' });
});
afterAll(() => t.close());

const nested = (depth: number) => `{"email":"a@example.com","password":"secret12","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;

async function send(path: string, payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...headers },
  });
}

describe('what no route reads: bodies nested too deep or too large', () => {
  // The identity routes once answered 500 here (the stack overflowed re-serialising the body for better-auth).
  it.each([
    '/api/identity/sign-in/email',
    '/api/identity/sign-up/email',
    '/api/auth/register',
    '/api/wallet/funding',
    '/api/webhooks/paypal',
  ])('refuses JSON nested 5,000 deep on %s with a 400 that says so', async (path) => {
    const response = await send(path, nested(5000), person.bearer());
    expect(response.statusCode).toBe(400);
    const { error } = errorResponse.parse(response.json());
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep. Send a flatter body.`,
    });
  });

  it('still reads a body nested as deep as allowed', async () => {
    const response = await send('/api/identity/sign-in/email', nested(MAX_JSON_DEPTH - 1));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('refuses a body over the size limit with a 413', async () => {
    const response = await send(
      '/api/identity/sign-in/email',
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(API_BODY_LIMIT_BYTES) }),
    );
    expect(response.statusCode).toBe(413);
    expect(errorResponse.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses JSON that does not parse, and a body that is not JSON, with a 4xx in the error envelope', async () => {
    const broken = await send('/api/wallet/funding', '{"amountCents":', person.bearer());
    expect(broken.statusCode).toBe(400);
    expect(errorResponse.parse(broken.json()).error.message).toMatch(/not valid JSON/);
    const text = await send('/api/wallet/funding', 'amountCents=500', {
      ...person.bearer(),
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(text.statusCode).toBe(415);
    expect(errorResponse.parse(text.json()).error.code).toBe('VALIDATION_FAILED');
  });
});

describe('what the router and the identity proxy refuse before any handler', () => {
  it('a path parameter over 100 characters is a 414, and broken percent-encoding a 400, in the error envelope', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/wallet/funding/${'x'.repeat(101)}`, headers: person.bearer() });
    expect(long.statusCode).toBe(414);
    expect(errorResponse.parse(long.json()).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('100 characters'),
    });
    const broken = await t.app.inject({ method: 'GET', url: '/api/wallet/funding/%E0%A4%A', headers: person.bearer() });
    expect(broken.statusCode).toBe(400);
    expect(errorResponse.parse(broken.json()).error.code).toBe('VALIDATION_FAILED');
  });

  // better-auth answered 500 to both: it builds new URL(callbackURL), and a GET Request cannot carry a body.
  it.each(['abc', '//elsewhere.example/x', 'https://elsewhere.example/'])(
    'refuses callbackURL=%s with a 400 before better-auth sees it',
    async (callbackURL) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/identity/verify-email?token=z&callbackURL=${encodeURIComponent(callbackURL)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(errorResponse.parse(response.json()).error.details).toEqual([
        { field: 'callbackURL', code: 'validation.callbackURL', message: 'Give a path on this site, like /dashboard.' },
      ]);
    },
  );

  it('keeps a callbackURL on this site, and ignores the body of a GET', async () => {
    const ownPath = await t.app.inject({ method: 'GET', url: '/api/identity/verify-email?token=z&callbackURL=%2Fprofile' });
    expect(ownPath.statusCode).toBe(302);
    expect(ownPath.headers.location).toMatch(/^\/profile\?error=/);
    const getWithBody = await t.app.inject({
      method: 'GET',
      url: '/api/identity/get-session',
      payload: '"N"',
      headers: { 'content-type': 'application/json' },
    });
    expect(getWithBody.statusCode).toBe(200);
  });
});
