import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema';
import { Client, eventually, mailTo, startTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('sign-in protections', () => {
  it('rate-limits password guessing from one address, across accounts, with a 429 and a clear message', async () => {
    await new Client(t.app).register({ email: 'target@example.com' });
    const attacker = new Client(t.app);
    const statuses: number[] = [];
    // One guess per account, so only the per-address limit is at play (tests/integration/security has the per-account one).
    for (let i = 0; i < 10; i++)
      statuses.push((await attacker.signIn(i === 0 ? 'target@example.com' : `target-${i}@example.com`, `wrong-${i}`)).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const limited = await attacker.signIn('target@example.com', 'wrong-again');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/too many/i);
  });

  it('answers a reset request the same way whether or not the email has an account', async () => {
    await new Client(t.app).register({ email: 'known@example.com' });
    const known = await new Client(t.app).post('/api/identity/request-password-reset', {
      email: 'known@example.com',
      redirectTo: '/login',
    });
    const unknown = await new Client(t.app).post('/api/identity/request-password-reset', {
      email: 'nobody@example.com',
      redirectTo: '/login',
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual(unknown.json());
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, 'known@example.com'),
      (m) => m.some((x) => x.subject.includes('Reset')),
    );
    expect(mail.find((m) => m.subject === 'Reset your Kredi password')?.text).toContain('/api/identity/reset-password/');
    expect(await mailTo(t.mailboxUrl, 'nobody@example.com')).toEqual([]);
  });

  it('refuses state-changing calls from another site', async () => {
    const response = await new Client(t.app).post('/api/auth/login', { idToken: 'x' }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
  });

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const response = await new Client(t.app).post('/api/identity/sign-up/email', {
      email: 'cookie@example.com',
      password: 'secret12',
      name: 'Cookie Test',
      firstName: 'Cookie',
      lastName: 'Test',
    });
    const cookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((c) => c.startsWith('kredi.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe('sessions', () => {
  it('changing the password signs out the other sessions, their ID tokens too, and alerts by email', async () => {
    const phone = new Client(t.app);
    await phone.register({ email: 'two-devices@example.com' });
    const laptop = new Client(t.app, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0');
    expect((await laptop.signIn('two-devices@example.com')).statusCode).toBe(200);
    expect((await laptop.get('/api/user/me')).statusCode).toBe(200);

    const change = await phone.post('/api/identity/change-password', {
      currentPassword: 'secret12',
      newPassword: 'newsecret34',
      revokeOtherSessions: true,
    });
    expect(change.statusCode).toBe(200);

    expect((await laptop.get('/api/user/me')).statusCode).toBe(401);
    laptop.forgetCookies();
    expect((await laptop.get('/api/user/me', laptop.bearer())).statusCode).toBe(401);
    expect((await phone.get('/api/user/me')).statusCode).toBe(200);

    await t.app.jobs.sendNotifications(); // alerts leave through the outbox (ADR 0042)
    const mail = await eventually(
      () => mailTo(t.mailboxUrl, 'two-devices@example.com'),
      (m) => m.some((x) => x.subject.includes('password was changed')),
    );
    expect(mail.map((m) => m.subject)).toContain('Your Kredi password was changed');
    expect(mail.map((m) => m.subject)).toContain('New sign-in to your Kredi account');
  });

  it('keeps a login history with device, approximate place and the current session marked', async () => {
    const first = new Client(t.app);
    await first.register({ email: 'history@example.com' });
    const second = new Client(
      t.app,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    await second.signIn('history@example.com');
    const { logins } = (await second.get('/api/account/logins')).json();
    expect(logins).toHaveLength(2);
    expect(logins[0]).toMatchObject({ device: { browser: 'Safari', os: 'iOS' }, place: 'New York', current: true, active: true });
    expect(logins[1]).toMatchObject({ device: { browser: 'Chrome', os: 'Android' }, current: false, active: true });

    await second.post('/api/identity/revoke-other-sessions', {});
    const after = (await second.get('/api/account/logins')).json().logins;
    expect(after[1].active).toBe(false);
  });
});

describe('account deletion', () => {
  it('needs the password, then erases personal data, ends every session and keeps the row for money records', async () => {
    const client = new Client(t.app);
    const user = await client.register({ email: 'leaving@example.com' });
    const other = new Client(t.app);
    await other.signIn('leaving@example.com');
    const saved = await client.post('/api/recipients', {
      name: 'Manman',
      countryIso: 'HT',
      recipientNumber: '+509 3412 3456',
      operatorId: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const wrong = await client.post('/api/account/delete', { password: 'not-it' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.fields).toEqual({ password: 'validation.passwordIncorrect' });

    const deleted = await client.post('/api/account/delete', { password: 'secret12' });
    expect(deleted.statusCode).toBe(200);
    expect((await client.get('/api/user/me')).statusCode).toBe(401);
    expect((await other.get('/api/user/me')).statusCode).toBe(401);
    expect((await other.get('/api/user/me', other.bearer())).statusCode).toBe(401);
    expect((await new Client(t.app).signIn('leaving@example.com')).statusCode).toBe(401);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', phoneNumber: null, name: 'Deleted user' });
    expect(row!.email).not.toContain('leaving');
    expect(row!.deletedAt).toBeInstanceOf(Date);
    // Other people's numbers, under the names this person gave them, go with the account.
    expect((await t.database.pool.query('select 1 from saved_recipients where user_id = $1', [user.id])).rows).toEqual([]);

    // The email is free again for a new account.
    await new Client(t.app).register({ email: 'leaving@example.com' });
  });
});

describe('data export', () => {
  it('downloads the person’s own data as JSON, with no secrets', async () => {
    const client = new Client(t.app);
    await client.register({ email: 'export@example.com' });
    const response = await client.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="kredi-data-\d{4}-\d{2}-\d{2}\.json"/);
    const body = response.json();
    expect(body.profile).toMatchObject({ email: 'export@example.com', firstName: 'Marie' });
    expect(body.loginHistory).toHaveLength(1);
    expect(response.body).not.toMatch(/argon2|password|secret|token/i);
  });
});

describe('admin rights are decided on the server', () => {
  it('answers 401 to nobody, 403 to a user, 200 to an admin', async () => {
    expect((await new Client(t.app).get('/api/admin/users/summary')).statusCode).toBe(401);
    const client = new Client(t.app);
    const user = await client.register({ email: 'would-be-admin@example.com' });
    expect((await client.get('/api/admin/users/summary')).statusCode).toBe(403);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
    const summary = await client.get('/api/admin/users/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().totalUsers).toBeGreaterThan(0);
  });
});
