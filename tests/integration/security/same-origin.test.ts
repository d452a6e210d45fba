import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_URL, startTestApp, type TestApp } from '../test-app';

/**
 * Writes from a browser must come from Kredi's own pages. Browsers send Sec-Fetch-Site on every request
 * and Origin on every write from a page; API clients and webhooks send neither.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A sign-in attempt (a write any visitor can make) with exactly these headers. */
function signIn(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A write of the product API any visitor can make, with exactly these headers: past the check, its token is refused. */
function logIn(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: JSON.stringify({ idToken: 'not-a-token' }),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('state-changing calls from anywhere but our own pages are refused', () => {
  it.each([
    ['no Origin, Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['no Origin, Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site: none (no page)', { 'sec-fetch-site': 'none' }],
    ['another Origin', { origin: 'https://evil.example' }],
    ['a sibling subdomain as Origin', { origin: 'http://shop.localhost:3000', 'sec-fetch-site': 'same-site' }],
    ['our Origin but Sec-Fetch-Site: same-site', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-site' }],
  ])('refuses a write with %s', async (_case, headers) => {
    const response = await signIn(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });

  it.each([
    ['our Origin from our page', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }],
    ['no Origin, Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
    ['neither header (an API client, not a browser)', {}],
  ])('lets through a write with %s', async (_case, headers) => {
    const response = await logIn(headers);
    expect(response.statusCode).toBe(401); // reached the route: not a token
  });

  it('under /api/identity, a browser page that names no Origin is refused by better-auth too (ADR 0064)', async () => {
    const response = await signIn({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });
    expect([response.statusCode, response.json().code]).toEqual([403, 'MISSING_OR_NULL_ORIGIN']);
    expect((await signIn({})).statusCode).toBe(401); // neither header: a program, which reaches sign-in (wrong password)
  });

  it('reads are not refused: a link from another site still opens the page data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/providers', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(200);
  });

  it('PayPal’s webhook (server to server, no Origin, no Sec-Fetch-Site) reaches its handler', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paypal',
      payload: JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: {} }),
      headers: { 'content-type': 'application/json', 'user-agent': 'PayPal/AUHD-214.0-58844290' },
    });
    // Past the origin check, the handler itself refuses it: this delivery is not signed by PayPal.
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/signature/i);
  });
});
