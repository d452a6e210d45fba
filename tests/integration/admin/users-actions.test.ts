import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedgerInvariants } from '../../../src/server/ledger';
import { Client, startTestApp, type TestApp } from '../test-app';
import { actingAdmin, person } from './users-kit';
import { keyReused } from '../../../src/server/features/idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const auditOf = async (action: string, targetId: string) =>
  (await t.database.pool.query(`select * from audit_log where action = $1 and target_id = $2`, [action, targetId])).rows;

describe('blocking a person (docs/product-rules.md#blocking)', () => {
  it('ends their sessions at once (cookie and ID token), refuses their sign-in, and unblocking lets them back', async () => {
    const admin = await actingAdmin(t, 'block-admin@example.com');
    const blocked = await person(t, 'block-me@example.com');
    // Both credentials work, and are remembered by the actor cache.
    expect((await blocked.client.get('/api/wallet')).statusCode).toBe(200);
    const bearer = blocked.client.bearer();
    const tokenOnly = new Client(t.app);
    expect((await tokenOnly.get('/api/wallet', bearer)).statusCode).toBe(200);

    const block = await admin.client.post(`/api/admin/users/${blocked.user.id}/block`, { reason: 'Chargeback fraud under review' });
    expect(block.statusCode).toBe(200);
    expect(block.json().user).toMatchObject({ blockedReason: 'Chargeback fraud under review', blockedAt: expect.any(String) });

    expect((await blocked.client.get('/api/wallet')).statusCode).toBe(401);
    expect((await tokenOnly.get('/api/wallet', bearer)).statusCode).toBe(401);
    const refused = await new Client(t.app).signIn('block-me@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_BLOCKED', message: 'This account is blocked. Contact support.' });
    const { rows } = await t.database.pool.query(`select count(*)::int as n from sessions where user_id = $1`, [blocked.user.id]);
    expect(rows[0].n).toBe(0);
    expect(await auditOf('user.block', blocked.user.id)).toMatchObject([
      {
        actor_user_id: admin.user.id,
        reason: 'Chargeback fraud under review',
        before: { blockedAt: null },
        after: { blockedAt: expect.any(String) },
      },
    ]);

    expect((await admin.client.post(`/api/admin/users/${blocked.user.id}/unblock`)).json().user).toMatchObject({ blockedAt: null });
    const again = new Client(t.app);
    expect((await again.signIn('block-me@example.com')).statusCode).toBe(200);
    expect((await again.get('/api/wallet')).statusCode).toBe(200);
    expect(await auditOf('user.unblock', blocked.user.id)).toHaveLength(1);
  });

  it('asks for a reason, refuses blocking oneself, and answers 404 for nobody', async () => {
    const admin = await actingAdmin(t, 'block-admin2@example.com');
    const other = await person(t, 'block-other@example.com');
    expect((await admin.client.post(`/api/admin/users/${other.user.id}/block`, {})).statusCode).toBe(400);
    expect((await admin.client.post(`/api/admin/users/${admin.user.id}/block`, { reason: 'Oops me' })).statusCode).toBe(409);
    expect((await admin.client.post(`/api/admin/users/nobody/block`, { reason: 'Nobody at all' })).statusCode).toBe(404);
    expect((await other.client.get('/api/wallet')).statusCode).toBe(200);
  });

  it('is refused without two-factor (TWO_FACTOR_REQUIRED), changing nothing', async () => {
    const admin = await person(t, 'no-2fa-admin@example.com', { admin: true });
    const other = await person(t, 'no-2fa-target@example.com');
    const calls = [
      admin.client.post(`/api/admin/users/${other.user.id}/block`, { reason: 'Should not happen' }),
      admin.client.call('PUT', `/api/admin/users/${other.user.id}/admin`, { isAdmin: true }),
      admin.client.post(
        `/api/admin/users/${other.user.id}/adjustments`,
        { direction: 'credit', amountCents: 500, reason: 'Should not happen' },
        { 'idempotency-key': 'no-2fa-key-0001' },
      ),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('TWO_FACTOR_REQUIRED');
    }
    expect((await other.client.get('/api/wallet')).json().availableCents).toBe(200);
    expect((await t.database.pool.query(`select count(*)::int as n from audit_log where target_id = $1`, [other.user.id])).rows[0].n).toBe(
      0,
    );
  });
  it('is refused 10 minutes after the session last checked a code (STEP_UP_REQUIRED)', async () => {
    const admin = await actingAdmin(t, 'stale-admin@example.com');
    const other = await person(t, 'stale-target@example.com');
    // The code checked in this session (ADR 0062), eleven minutes ago.
    await t.database.pool.query(
      `update verifications set created_at = now() - interval '11 minutes'
        where identifier in (select 'second-factor:' || id from sessions where user_id = $1)`,
      [admin.user.id],
    );
    const response = await admin.client.post(`/api/admin/users/${other.user.id}/block`, { reason: 'Should not happen' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('STEP_UP_REQUIRED');
    expect((await other.client.get('/api/wallet')).statusCode).toBe(200);
  });
});

describe('admin rights', () => {
  it('grants and revokes, never the last admin; revoking oneself only while another admin remains', async () => {
    const first = await actingAdmin(t, 'rights-first@example.com');
    await t.database.pool.query(`update users set is_admin = false where id <> $1`, [first.user.id]);
    const second = await person(t, 'rights-second@example.com', { twoFactor: true });

    const last = await first.client.call('PUT', `/api/admin/users/${first.user.id}/admin`, { isAdmin: false });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.message).toMatch(/last admin/);
    expect(last.json().error.reason).toBe('lastAdmin');

    expect((await first.client.call('PUT', `/api/admin/users/${second.user.id}/admin`, { isAdmin: true })).json().user.isAdmin).toBe(true);
    expect((await second.client.get('/api/admin/overview')).statusCode).toBe(200);
    expect((await first.client.call('PUT', `/api/admin/users/${first.user.id}/admin`, { isAdmin: false })).statusCode).toBe(200);
    expect((await first.client.get('/api/admin/overview')).statusCode).toBe(403);
    expect((await second.client.call('PUT', `/api/admin/users/${second.user.id}/admin`, { isAdmin: false })).statusCode).toBe(409);
    expect(await auditOf('user.admin.grant', second.user.id)).toHaveLength(1);
    expect(await auditOf('user.admin.revoke', first.user.id)).toHaveLength(1);
  });
});

describe('wallet adjustments', () => {
  it('credits and debits through the ledger, once per Idempotency-Key even ten at once, never overdrawing', async () => {
    const admin = await actingAdmin(t, 'adjust-admin@example.com');
    const someone = await person(t, 'adjust-me@example.com');
    const url = `/api/admin/users/${someone.user.id}/adjustments`;
    const credit = { direction: 'credit', amountCents: 1250, reason: 'Goodwill for a late delivery' };

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.client.post(url, credit, { 'idempotency-key': 'adjust-credit-0001' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().applied)).toHaveLength(1);
    expect((await someone.client.get('/api/wallet')).json().availableCents).toBe(200 + 1250);
    expect(await auditOf('wallet.adjust', someone.user.id)).toHaveLength(1);

    const activity = (await someone.client.get('/api/wallet/transactions')).json().transactions;
    expect(activity[0]).toMatchObject({
      type: 'adjustment',
      direction: 'deposit',
      amountCents: 1250,
      description: null,
    });

    const tooMuch = await admin.client.post(
      url,
      { direction: 'debit', amountCents: 1451, reason: 'Reverse a double credit' },
      { 'idempotency-key': 'adjust-debit-0001' },
    );
    expect(tooMuch.statusCode).toBe(402);
    expect(tooMuch.json().error.code).toBe('INSUFFICIENT_FUNDS');
    const debit = await admin.client.post(
      url,
      { direction: 'debit', amountCents: 450, reason: 'Reverse a double credit' },
      { 'idempotency-key': 'adjust-debit-0002' },
    );
    expect(debit.json()).toMatchObject({ applied: true, availableCents: 1000 });
    expect(await auditOf('wallet.adjust', someone.user.id)).toHaveLength(2);

    // The same key for another amount is a mistake, not a new adjustment.
    const reused = await admin.client.post(url, { ...credit, amountCents: 99 }, { 'idempotency-key': 'adjust-credit-0001' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatchObject({ code: 'CONFLICT', message: keyReused().message });
    expect((await admin.client.post(url, credit)).statusCode).toBe(400);
    expect((await admin.client.post(url, { ...credit, amountCents: 1.5 }, { 'idempotency-key': 'adjust-bad-0001' })).statusCode).toBe(400);
    expect((await admin.client.post(url, { ...credit, reason: '' }, { 'idempotency-key': 'adjust-bad-0002' })).statusCode).toBe(400);
    expect(await checkLedgerInvariants(t.database.pool)).toEqual([]);
  });
});

describe('search, a user page and the overview', () => {
  it('finds people by email, name or phone, shows their page, and counts them in the overview', async () => {
    const admin = await actingAdmin(t, 'search-admin@example.com');
    const found = await person(t, 'findable-person@example.com');
    for (const q of ['findable-person', 'FINDABLE', '305']) {
      const page = (await admin.client.get(`/api/admin/users?q=${encodeURIComponent(q)}`)).json();
      expect(page.users.map((u: { id: string }) => u.id)).toContain(found.user.id);
    }
    expect((await admin.client.get('/api/admin/users?q=%25')).json().users).toEqual([]);
    expect((await admin.client.get('/api/admin/users?page=0')).statusCode).toBe(400);

    const detail = (await admin.client.get(`/api/admin/users/${found.user.id}`)).json();
    expect(detail).toMatchObject({
      user: { email: 'findable-person@example.com', emailVerified: false, isAdmin: false, blockedAt: null },
      wallet: { availableCents: 200, activity: [{ code: 'promotion_bonus', amountCents: 200 }] },
      topups: [],
      signIns: [{ ipAddress: expect.any(String), device: { browser: 'Chrome', os: 'Android' } }],
      referral: { code: expect.any(String), referredBy: null, referralsCount: 0 },
      loyalty: { points: 0, level: expect.any(String) },
    });
    expect((await admin.client.get('/api/admin/users/nobody')).statusCode).toBe(404);

    const resend = await admin.client.post(`/api/admin/users/${found.user.id}/resend-verification`);
    expect(resend.statusCode).toBe(200);
    expect(await auditOf('user.verification.resend', found.user.id)).toHaveLength(1);

    const overview = (await admin.client.get('/api/admin/overview')).json();
    const { rows } = await t.database.pool.query(`select count(*)::int as n from users where deleted_at is null`);
    expect(overview).toMatchObject({
      totalUsers: rows[0].n,
      activeDays: 30,
      revenueCents: 0,
      health: { ledgerInvariantsHold: true, ledgerViolations: [], aggregatorFloat: { status: 'not_configured' }, unconfirmedTopups: 0 },
    });
    expect(overview.activeUsers).toBeGreaterThan(0);
    expect(overview.days).toHaveLength(30);
    expect(overview.days.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('bad input from an admin', () => {
  it('is a clear 400 that changes nothing, never a 5xx', async () => {
    const admin = await actingAdmin(t, 'bad-input-admin@example.com');
    const someone = await person(t, 'bad-input-target@example.com');
    const url = `/api/admin/users/${someone.user.id}`;
    const refused = [
      await admin.client.get(`/api/admin/users?q=${encodeURIComponent('a\u0000b')}`),
      await admin.client.get(`/api/admin/users/${encodeURIComponent('x\u0000')}`),
      await admin.client.post(`${url}/block`, { reason: 'bad\u0000reason' }),
      await admin.client.post(`${url}/block`, { reason: 42 }),
      await admin.client.call('PUT', `${url}/admin`, { isAdmin: 'yes' }),
      await admin.client.post(
        `${url}/adjustments`,
        { direction: 'sideways', amountCents: 100, reason: 'Because' },
        { 'idempotency-key': 'bad-input-0001' },
      ),
      await admin.client.post(
        `${url}/adjustments`,
        { direction: 'credit', amountCents: -5, reason: 'Because' },
        { 'idempotency-key': 'bad-input-0002' },
      ),
      await admin.client.post(
        `${url}/adjustments`,
        { direction: 'credit', amountCents: 100, reason: 'Because' },
        { 'idempotency-key': 'short' },
      ),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual(Array(refused.length).fill(400));
    for (const response of refused) expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect((await admin.client.get(url)).json().user.blockedAt).toBeNull();
    expect((await someone.client.get('/api/wallet')).json().availableCents).toBe(200);
  });
});
