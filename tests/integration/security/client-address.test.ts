import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginEvents, sessions, users } from '../../../src/server/db/schema';
import { Client, PUBLIC_URL, startTestApp, type TestApp } from '../test-app';

/**
 * Per-address limits only hold if the address is one the client cannot write. The app runs as in
 * production behind a proxy on 10.0.0.0/8 (TRUSTED_PROXIES); attackers forge X-Forwarded-For (and our
 * own internal client-address header) on every request, directly or through that proxy.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ config: { NODE_ENV: 'production', SANDBOXES: 'on', TRUSTED_PROXIES: '10.0.0.0/8' } });
});
afterAll(() => t.close());

const PROXY = '10.0.0.2';

/** One request as it reaches the app: from `peer` (the TCP connection), with whatever headers it carries. */
function send(peer: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: peer,
    payload: JSON.stringify(body),
    headers: { origin: PUBLIC_URL, 'content-type': 'application/json', ...headers },
  });
}

/** Headers a client makes up so each request looks like a new person. */
const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-kredi-client-ip': `192.0.2.${i + 1}` });

describe('the client address comes from the connection or a trusted proxy, never from the client', () => {
  it('a client forging X-Forwarded-For on each sign-in try is still stopped after 10 tries a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      // A different (unknown) email each time, so only the per-address limit is at play here.
      const response = await send(
        '203.0.113.10',
        '/api/identity/sign-in/email',
        { email: `guess-${i}@example.com`, password: 'wrong-password' },
        forged(i),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
  });

  it('behind the trusted proxy, the address the proxy saw counts, not the ones the client wrote before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const headers = { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.20`, 'x-kredi-client-ip': `192.0.2.${i + 1}` };
      statuses.push(
        (await send(PROXY, '/api/identity/sign-in/email', { email: `proxied-${i}@example.com`, password: 'wrong-password' }, headers))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);

    // Another person behind the same proxy has a budget of their own.
    const neighbour = await send(
      PROXY,
      '/api/identity/sign-in/email',
      { email: 'neighbour@example.com', password: 'wrong-password' },
      { 'x-forwarded-for': '203.0.113.21' },
    );
    expect(neighbour.statusCode).toBe(401);
  });

  it('records the address the proxy saw on the session and in the login history', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.77, 203.0.113.30', 'x-kredi-client-ip': '192.0.2.77' };
    const signUp = await send(
      PROXY,
      '/api/identity/sign-up/email',
      { email: 'recorded@example.com', password: 'secret12', name: 'Rose Pierre', firstName: 'Rose', lastName: 'Pierre' },
      headers,
    );
    expect(signUp.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'recorded@example.com'));
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    const [login] = await t.database.db.select().from(loginEvents).where(eq(loginEvents.userId, user!.id));
    expect(session!.ipAddress).toBe('203.0.113.30');
    expect(login!.ipAddress).toBe('203.0.113.30');
  });
});

describe('sign-up says an email is taken, and the per-address limit keeps that from being used to test many', () => {
  it('answers "already in use", then stops a client forging a new address on each try after 10 a minute', async () => {
    await new Client(t.app).register({ email: 'taken@example.com' });
    const answers: { status: number; code?: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const email = i === 0 ? 'taken@example.com' : `probe-${i}@example.com`;
      const response = await send(
        '203.0.113.40',
        '/api/identity/sign-up/email',
        { email, password: 'secret12', name: 'Probe Person', firstName: 'Probe', lastName: 'Person' },
        forged(100 + i),
      );
      answers.push({ status: response.statusCode, code: response.json().code });
    }
    expect(answers[0]).toEqual({ status: 422, code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' });
    expect(answers.slice(1, 10).every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(10).map((a) => a.status)).toEqual([429, 429]);
  });
});
