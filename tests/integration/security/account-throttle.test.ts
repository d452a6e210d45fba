import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, mailTo, startTestApp, type TestApp } from '../test-app';

/**
 * Password guessing against one account, from as many addresses as the attacker likes (each stranger is a
 * new Client on a new address, so per-address limits never apply here). The sign-in pauses run on a clock
 * the test moves; nothing sleeps.
 */
let t: TestApp;
let now = Date.now();
const advance = (seconds: number) => (now += seconds * 1000);
beforeAll(async () => {
  t = await startTestApp({ clock: () => new Date(now) });
});
afterAll(() => t.close());

const stranger = (email: string, password: string) => new Client(t.app).signIn(email, password);
const ALERT_SUBJECT = 'Wrong passwords were tried on your Kredi account';

async function wrongTimes(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await stranger(email, `wrong-${i}`)).statusCode);
  return statuses;
}

describe('per-account sign-in pauses', () => {
  it('after 5 wrong passwords, refuses even the right one with when to try again, then lets it in; success starts the count afresh', async () => {
    await new Client(t.app).register({ email: 'paused@example.com' });
    expect(await wrongTimes('paused@example.com', 5)).toEqual([401, 401, 401, 401, 401]);

    const refused = await stranger('paused@example.com', 'secret12');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ code: 'SIGN_IN_PAUSED', message: expect.stringMatching(/try again in 1 minute/i) });

    advance(29);
    expect((await stranger('paused@example.com', 'secret12')).headers['retry-after']).toBe('1');
    advance(1);
    expect((await stranger('paused@example.com', 'secret12')).statusCode).toBe(200);

    expect(await wrongTimes('paused@example.com', 5)).toEqual([401, 401, 401, 401, 401]);
    expect((await stranger('paused@example.com', 'secret12')).statusCode).toBe(429);
  });

  it('doubles the pause with each further wrong password up to 15 minutes, never a lock', async () => {
    await new Client(t.app).register({ email: 'doubling@example.com' });
    await wrongTimes('doubling@example.com', 5);
    const pauses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const refused = await stranger('doubling@example.com', 'secret12');
      expect(refused.statusCode).toBe(429);
      pauses.push(Number(refused.headers['retry-after']));
      advance(pauses.at(-1)!);
      expect((await stranger('doubling@example.com', `still-wrong-${i}`)).statusCode).toBe(401);
    }
    expect(pauses).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
    advance(900);
    expect((await stranger('doubling@example.com', 'secret12')).statusCode).toBe(200);
  });

  it('counts guesses sent all at once: 12 in parallel, only 5 reach the password check', async () => {
    await new Client(t.app).register({ email: 'parallel@example.com' });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => stranger('parallel@example.com', `burst-${i}`).then((r) => r.statusCode)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('pauses an email with no account the same way, so a pause tells nobody who has an account', async () => {
    expect(await wrongTimes('no-account@example.com', 5)).toEqual([401, 401, 401, 401, 401]);
    const refused = await stranger('no-account@example.com', 'anything1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('SIGN_IN_PAUSED');
  });
});

describe('the owner is not shut out', () => {
  it('a browser that signed in to the account before still signs in while strangers are paused', async () => {
    const ownPhone = new Client(t.app);
    await ownPhone.register({ email: 'owner@example.com' });
    await wrongTimes('owner@example.com', 5);
    expect((await stranger('owner@example.com', 'secret12')).statusCode).toBe(429);

    expect((await ownPhone.signIn('owner@example.com', 'secret12')).statusCode).toBe(200);
  });

  it('that browser is no way past the pause of another account', async () => {
    const ownPhone = new Client(t.app);
    await ownPhone.register({ email: 'neighbour-a@example.com' });
    await new Client(t.app).register({ email: 'neighbour-b@example.com' });
    await wrongTimes('neighbour-b@example.com', 5);
    expect((await ownPhone.signIn('neighbour-b@example.com', 'secret12')).statusCode).toBe(429);
  });
});

describe('security alert', () => {
  it('emails the owner once per run of wrong passwords, not per attempt', async () => {
    await new Client(t.app).register({ email: 'alerted@example.com' });
    await wrongTimes('alerted@example.com', 5);
    for (let i = 0; i < 3; i++) {
      advance(Number((await stranger('alerted@example.com', 'secret12')).headers['retry-after']));
      await stranger('alerted@example.com', `again-${i}`);
    }
    await t.app.jobs.sendNotifications(); // alerts leave through the outbox (ADR 0042)
    const alerts = (await mailTo(t.mailboxUrl, 'alerted@example.com')).filter((m) => m.subject === ALERT_SUBJECT);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toMatch(/Devices you have already signed in from are not affected/);

    // The right password ends the run; the next run is news again.
    advance(900);
    expect((await stranger('alerted@example.com', 'secret12')).statusCode).toBe(200);
    await wrongTimes('alerted@example.com', 5);
    await t.app.jobs.sendNotifications();
    expect((await mailTo(t.mailboxUrl, 'alerted@example.com')).filter((m) => m.subject === ALERT_SUBJECT)).toHaveLength(2);
  });

  it('respects the owner’s choice of no security emails', async () => {
    const owner = new Client(t.app);
    await owner.register({ email: 'quiet@example.com' });
    expect((await owner.call('PATCH', '/api/account/settings', { securityAlertEmail: false })).statusCode).toBe(200);
    await wrongTimes('quiet@example.com', 5);
    expect((await stranger('quiet@example.com', 'secret12')).statusCode).toBe(429);
    expect((await mailTo(t.mailboxUrl, 'quiet@example.com')).map((m) => m.subject)).not.toContain(ALERT_SUBJECT);
  });
});
