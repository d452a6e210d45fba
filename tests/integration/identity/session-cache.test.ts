import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { Client, eventually, smsTo, startAnotherInstance, startTestApp, type TestApp } from '../test-app';

/**
 * ADR 0021: a signed-in request is served from memory for at most SESSION_CACHE_SECONDS (30 by default).
 * Ending a session or deleting an account takes effect at once on the instance that did it, and within
 * that bound on every other instance. Time is the apps' clock, moved by the test: nothing sleeps.
 */
const BOUND_MS = 30_000;
let now = Date.UTC(2026, 10, 24, 12);
const clock = () => new Date(now);
const advance = (ms: number) => (now += ms);

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp({ clock });
  other = await startAnotherInstance(t, { clock });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

interface Credentials {
  cookie?: string;
  idToken?: string | null;
}

/** The status of GET /api/wallet (a signed-in route) on `app`, with exactly these credentials. */
async function wallet(app: FastifyInstance, { cookie, idToken }: Credentials): Promise<number> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (idToken) headers.authorization = `Bearer ${idToken}`;
  return (await app.inject({ method: 'GET', url: '/api/wallet', headers })).statusCode;
}

/** Signs someone up on the first instance; both instances then remember them by cookie and by ID token. */
async function signedInEverywhere(email: string) {
  const client = new Client(t.app);
  await client.register({ email });
  const byCookie = { cookie: client.cookieHeader() };
  const byToken = { idToken: client.idToken };
  for (const app of [t.app, other]) for (const credentials of [byCookie, byToken]) expect(await wallet(app, credentials)).toBe(200);
  return { client, byCookie, byToken };
}

describe('revocation within the stated bound', () => {
  it('sign-out ends the session at once here; another instance stops serving it within the bound', async () => {
    const { client, byCookie, byToken } = await signedInEverywhere('signs-out@example.com');
    expect((await client.post('/api/identity/sign-out', {})).statusCode).toBe(200);

    expect(await wallet(t.app, byCookie)).toBe(401);
    expect(await wallet(t.app, byToken)).toBe(401);
    advance(BOUND_MS - 1);
    expect(await wallet(other, byCookie)).toBe(200); // still remembered there: this is the bound, stated
    advance(1);
    expect(await wallet(other, byCookie)).toBe(401);
    expect(await wallet(other, byToken)).toBe(401);
  });

  it('signing out the other devices ends their cookies and ID tokens at once here, within the bound elsewhere', async () => {
    const { byCookie: phoneCookie } = await signedInEverywhere('two-phones@example.com');
    const laptop = new Client(t.app);
    await laptop.signIn('two-phones@example.com');
    const laptopCookie = { cookie: laptop.cookieHeader() };
    const laptopToken = { idToken: laptop.idToken };
    for (const app of [t.app, other]) expect([await wallet(app, laptopCookie), await wallet(app, laptopToken)]).toEqual([200, 200]);

    const revoked = await t.app.inject({
      method: 'POST',
      url: '/api/identity/revoke-other-sessions',
      headers: { ...phoneCookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(revoked.statusCode).toBe(200);

    expect([await wallet(t.app, laptopCookie), await wallet(t.app, laptopToken)]).toEqual([401, 401]);
    expect(await wallet(t.app, phoneCookie)).toBe(200);
    advance(BOUND_MS);
    expect([await wallet(other, laptopCookie), await wallet(other, laptopToken)]).toEqual([401, 401]);
    expect(await wallet(other, phoneCookie)).toBe(200);
  });

  it('a deleted account is refused at once here, on every device, and within the bound elsewhere', async () => {
    const { client, byCookie, byToken } = await signedInEverywhere('deletes-me@example.com');
    const second = new Client(t.app);
    await second.signIn('deletes-me@example.com');
    const secondCookie = { cookie: second.cookieHeader() };
    expect(await wallet(t.app, secondCookie)).toBe(200);

    expect((await client.post('/api/account/delete', { password: 'secret12' })).statusCode).toBe(200);

    for (const credentials of [byCookie, byToken, secondCookie]) expect(await wallet(t.app, credentials)).toBe(401);
    advance(BOUND_MS);
    for (const credentials of [byCookie, byToken, secondCookie]) expect(await wallet(other, credentials)).toBe(401);
  });

  it('a profile change is seen by the next request, not the remembered row', async () => {
    const { client } = await signedInEverywhere('moves@example.com');
    const updated = await client.call('PUT', '/api/user/profile', {
      firstName: 'Marie',
      lastName: 'Joseph',
      phoneNumber: '+1 305 555 0199',
      language: 'fr',
    });
    expect(updated.statusCode).toBe(200);
    // The code goes to the new number: the actor of this request carries the changed row, not the remembered one.
    expect((await client.post('/api/account/phone/send-code', {})).statusCode).toBe(200);
    const texts = await eventually(
      () => smsTo(t.smsUrl, '+13055550199'),
      (messages) => messages.length > 0,
    );
    expect(texts).toHaveLength(1);
    expect(await smsTo(t.smsUrl, '+13055550123')).toEqual([]);
  });

  it('admin rights are read from the database on every admin request, remembered session or not', async () => {
    const { client, byToken } = await signedInEverywhere('short-lived-admin@example.com');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'short-lived-admin@example.com'));
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, row!.id));
    expect((await client.get('/api/admin/users/summary')).statusCode).toBe(200);
    expect(
      (await other.inject({ method: 'GET', url: '/api/admin/users/summary', headers: { authorization: `Bearer ${byToken.idToken}` } }))
        .statusCode,
    ).toBe(200);

    await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, row!.id));
    expect((await client.get('/api/admin/users/summary')).statusCode).toBe(403);
    expect(
      (await other.inject({ method: 'GET', url: '/api/admin/users/summary', headers: { authorization: `Bearer ${byToken.idToken}` } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('what a signed-in request costs in statements', () => {
  /** SQL statements the server sent while `run` ran, as the queries metric counts them (Database#onQuery). */
  async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
    let statements = 0;
    const stop = t.database.onQuery(() => statements++);
    try {
      await run();
    } finally {
      stop();
    }
    return statements;
  }
  const health = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/health', headers });

  it('none beyond the route’s own once the session is remembered; one read of session and person for a new ID token', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'counted@example.com' });
    const cookie = { cookie: client.cookieHeader() };
    const asTheWeb = { ...cookie, authorization: `Bearer ${client.idToken}` };
    const anonymous = await statementsDuring(() => health({}));
    expect(anonymous).toBe(1); // select 1

    const firstByCookie = await statementsDuring(() => health(cookie));
    expect(firstByCookie - anonymous).toBeLessThanOrEqual(3); // better-auth's session and user, our user row
    expect(await statementsDuring(() => health(cookie))).toBe(anonymous);

    const firstByToken = await statementsDuring(() => health(asTheWeb));
    expect(firstByToken - anonymous).toBe(1); // the session, live, joined with its person
    expect(await statementsDuring(() => health(asTheWeb))).toBe(anonymous);
  });
});
