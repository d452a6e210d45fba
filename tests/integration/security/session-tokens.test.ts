import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../../src/server/db/schema';
import { Client, startTestApp, type TestApp } from '../test-app';

/** The session token is the secret the HttpOnly cookie keeps from page scripts; no answer may carry it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

async function tokensOf(email: string): Promise<string[]> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  return (await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).map((s) => s.token);
}

describe('session tokens never reach page scripts', () => {
  it('list-sessions names each session by id, with no token', async () => {
    const phone = new Client(t.app);
    await phone.register({ email: 'listing@example.com' });
    await new Client(t.app, LAPTOP).signIn('listing@example.com');

    const listed = await phone.get('/api/identity/list-sessions');
    expect(listed.statusCode).toBe(200);
    const list = listed.json() as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    for (const session of list) {
      expect(session.id).toEqual(expect.any(String));
      expect(session).not.toHaveProperty('token');
    }
    for (const token of await tokensOf('listing@example.com')) expect(listed.body).not.toContain(token);
  });

  it('sign-up, sign-in and get-session answer without the token, and the cookie still signs in', async () => {
    const client = new Client(t.app);
    const signUp = await client.post('/api/identity/sign-up/email', {
      email: 'answers@example.com',
      password: 'secret12',
      name: 'Jean Baptiste',
      firstName: 'Jean',
      lastName: 'Baptiste',
    });
    const signIn = await new Client(t.app).signIn('answers@example.com');
    const current = await client.get('/api/identity/get-session');
    expect([signUp.statusCode, signIn.statusCode, current.statusCode]).toEqual([200, 200, 200]);
    expect(signUp.json()).not.toHaveProperty('token');
    expect(signIn.json()).not.toHaveProperty('token');
    expect(current.json().session).not.toHaveProperty('token');
    expect(current.json().session.id).toEqual(expect.any(String));
    for (const token of await tokensOf('answers@example.com')) {
      for (const body of [signUp.body, signIn.body, current.body]) expect(body).not.toContain(token);
    }
    // The ID token (a short-lived JWT, not the session secret) is still handed out: the web needs it.
    expect(await client.refreshIdToken()).toMatch(/^ey/);
  });

  it('signs one device out by session id; another person’s session id is not found and stays signed in', async () => {
    const phone = new Client(t.app);
    await phone.register({ email: 'by-id@example.com' });
    const laptop = new Client(t.app, LAPTOP);
    await laptop.signIn('by-id@example.com');
    const stranger = new Client(t.app);
    await stranger.register({ email: 'stranger@example.com' });

    const mine = (await phone.get('/api/identity/list-sessions')).json() as { id: string; userAgent: string }[];
    const laptopSession = mine.find((s) => s.userAgent === LAPTOP)!;
    const strangerSession = ((await stranger.get('/api/identity/list-sessions')).json() as { id: string }[])[0]!;

    const notMine = await phone.call('DELETE', `/api/account/sessions/${strangerSession.id}`);
    expect(notMine.statusCode).toBe(404);
    expect((await stranger.get('/api/user/me')).statusCode).toBe(200);

    const revoked = await phone.call('DELETE', `/api/account/sessions/${laptopSession.id}`);
    expect(revoked.statusCode).toBe(200);
    expect((await laptop.get('/api/user/me')).statusCode).toBe(401);
    expect((await phone.get('/api/user/me')).statusCode).toBe(200);
    expect((await phone.call('DELETE', `/api/account/sessions/${laptopSession.id}`)).statusCode).toBe(404);
  });
});
