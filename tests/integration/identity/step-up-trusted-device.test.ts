import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/server/features/identity/authenticate';
import { assertSteppedUp, recordSecondFactor, STEP_UP_MINUTES } from '../../../src/server/features/identity/step-up';
import { checkLedgerInvariants } from '../../../src/server/ledger';
import { authenticatorCode } from '../../e2e/totp';
import { person } from '../admin/users-kit';
import { Client, startTestApp, type TestApp } from '../test-app';

/**
 * Staff step-up on a trusted browser (item 12, ADR 0062): "trust this device" lets a sign-in through without
 * a code for 30 days, and such a session began minutes ago, but it has not checked a second factor. A wallet
 * adjustment from it is refused (step-up) and moves nothing; the same session, after a code, may do it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const walletOf = async (client: Client) => (await client.get('/api/wallet')).json().availableCents as number;

describe('a staff action from a browser trusted for two-factor', () => {
  it('is refused until a code is checked in this session, then passes', async () => {
    const email = `trusted-admin-${randomUUID().slice(0, 8)}@example.com`;
    const admin = await person(t, email, { admin: true });
    const someone = await person(t, `trusted-target-${randomUUID().slice(0, 8)}@example.com`);
    const before = await walletOf(someone.client);

    // Two-factor turned on with the authenticator app, as the Security settings do.
    const enabled = await admin.client.post('/api/identity/two-factor/enable', { password: 'secret12' });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const secret = new URL(enabled.json().totpURI).searchParams.get('secret')!;
    expect((await admin.client.post('/api/identity/two-factor/verify-totp', { code: authenticatorCode(secret) })).statusCode).toBe(200);

    // On a browser: signed in with a code and "trust this device", then signed out.
    const browser = new Client(t.app);
    const challenged = await browser.signIn(email);
    expect(challenged.json()).toMatchObject({ twoFactorRedirect: true });
    const trusted = await browser.post('/api/identity/two-factor/verify-totp', { code: authenticatorCode(secret), trustDevice: true });
    expect(trusted.statusCode, trusted.body).toBe(200);
    expect((await browser.post('/api/identity/sign-out', {})).statusCode).toBe(200);

    // A fresh sign-in on that browser needs no code: the session is new, but no second factor was checked in it.
    const again = await browser.signIn(email);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().twoFactorRedirect).toBeUndefined();
    expect((await browser.get('/api/admin/users?search=trusted')).statusCode).toBe(200);

    const url = `/api/admin/users/${someone.user.id}/adjustments`;
    const credit = { direction: 'credit', amountCents: 700, reason: 'Goodwill for a late delivery' };
    const refused = await browser.post(url, credit, { 'idempotency-key': `trusted-adjust-${randomUUID()}` });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(await walletOf(someone.client)).toBe(before);
    const { rows } = await t.database.pool.query(
      `select count(*)::int as n from audit_log where action = 'wallet.adjust' and target_id = $1`,
      [someone.user.id],
    );
    expect(rows[0].n).toBe(0);

    // A wrong code checks nothing; the right one, entered in this session, is the step-up.
    const wrong = await browser.post('/api/identity/two-factor/verify-totp', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect((await browser.post(url, credit, { 'idempotency-key': `trusted-adjust-${randomUUID()}` })).statusCode).toBe(403);
    const code = await browser.post('/api/identity/two-factor/verify-totp', { code: authenticatorCode(secret) });
    expect(code.statusCode, code.body).toBe(200);
    const applied = await browser.post(url, credit, { 'idempotency-key': `trusted-adjust-${randomUUID()}` });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: true });
    expect(await walletOf(someone.client)).toBe(before + 700);
    expect(await checkLedgerInvariants(t.database.pool)).toEqual([]);
  });

  it('a session whose code was checked more than ten minutes ago steps up again', async () => {
    const admin = await person(t, `stale-admin-${randomUUID().slice(0, 8)}@example.com`, { admin: true });
    const { rows } = await t.database.pool.query(`select id from sessions where user_id = $1`, [admin.user.id]);
    const actor = { user: { id: admin.user.id, twoFactorEnabled: true }, sessionId: rows[0].id as string } as unknown as Actor;
    const then = new Date(Date.now() - (STEP_UP_MINUTES * 60 + 5) * 1000);
    await recordSecondFactor(t.database.db, actor.sessionId, then);
    await expect(assertSteppedUp(t.database.db, actor)).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    await recordSecondFactor(t.database.db, actor.sessionId);
    await expect(assertSteppedUp(t.database.db, actor)).resolves.toBeUndefined();
  });
});
