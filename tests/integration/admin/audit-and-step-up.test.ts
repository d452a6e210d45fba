import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../../src/server/db/schema';
import { createAuditLog } from '../../../src/server/features/audit/service';
import { assertSteppedUp, recordSecondFactor, STEP_UP_MINUTES } from '../../../src/server/features/identity/step-up';
import { Client, startTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

async function person(email: string, admin = false) {
  const client = new Client(t.app);
  const user = await client.register({ email });
  if (admin) await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
  return { client, user };
}

describe('the audit log (docs/product-rules.md#audit-log)', () => {
  it('lists what staff did, newest first, filtered and paged; admins only', async () => {
    const admin = await person('audit-admin@example.com', true);
    const someone = await person('audit-user@example.com');
    const audit = createAuditLog({ pool: t.database.pool });
    for (const [i, action] of ['user.block', 'user.unblock', 'wallet.adjust'].entries())
      await audit.record(t.database.pool, {
        actorUserId: admin.user.id,
        action,
        targetType: 'user',
        targetId: someone.user.id,
        before: { step: i },
        after: { step: i + 1 },
        reason: action === 'wallet.adjust' ? 'Goodwill after a late delivery' : null,
        ipAddress: '203.0.113.9',
      });

    const all = (await admin.client.get('/api/admin/audit')).json();
    expect(all.entries.map((e: { action: string }) => e.action)).toEqual(['wallet.adjust', 'user.unblock', 'user.block']);
    expect(all.entries[0]).toMatchObject({
      actorUserId: admin.user.id,
      actorEmail: 'audit-admin@example.com',
      targetType: 'user',
      targetId: someone.user.id,
      before: { step: 2 },
      after: { step: 3 },
      reason: 'Goodwill after a late delivery',
      ipAddress: '203.0.113.9',
    });

    const filtered = (await admin.client.get('/api/admin/audit?action=user.block')).json();
    expect(filtered.entries).toHaveLength(1);
    const first = (await admin.client.get('/api/admin/audit?limit=2')).json();
    expect(first.entries).toHaveLength(2);
    const second = (await admin.client.get(`/api/admin/audit?limit=2&before=${first.nextBefore}`)).json();
    expect(second).toMatchObject({ entries: [{ action: 'user.block' }], nextBefore: null });

    expect((await admin.client.get('/api/admin/audit?limit=0')).statusCode).toBe(400);
    expect((await someone.client.get('/api/admin/audit')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/admin/audit')).statusCode).toBe(401);
  });

  it('refuses UPDATE, DELETE and TRUNCATE: nothing can rewrite the trail', async () => {
    const { pool } = t.database;
    await pool.query(`insert into audit_log (actor_user_id, action, target_type) values ('someone', 'settings.update', 'setting')`);
    await expect(pool.query(`update audit_log set action = 'nothing'`)).rejects.toThrow(/append-only/);
    await expect(pool.query(`delete from audit_log`)).rejects.toThrow(/append-only/);
    await expect(pool.query(`truncate audit_log`)).rejects.toThrow(/append-only/);
    const { rows } = await pool.query(`select count(*)::int as n from audit_log where action = 'settings.update'`);
    expect(rows[0].n).toBe(1);
  });

  it('an entry written in a rolled-back action is gone with it', async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await createAuditLog({ pool: t.database.pool }).record(client, { actorUserId: 'x', action: 'topup.refund', targetType: 'topup' });
      await client.query('rollback');
    } finally {
      client.release();
    }
    const { rows } = await t.database.pool.query(`select count(*)::int as n from audit_log where action = 'topup.refund'`);
    expect(rows[0].n).toBe(0);
  });
});

describe('step-up before a sensitive staff action', () => {
  it('asks an admin without two-factor to turn it on, then for a code checked in this session recently', async () => {
    const admin = await person('step-up-admin@example.com', true);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.userId, admin.user.id)).limit(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    const actor = { user: row!, sessionId: session!.id };

    await expect(assertSteppedUp(t.database.db, actor)).rejects.toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });

    // A session just begun is not enough (a trusted browser begins one without a code, ADR 0062): a code checked in it is.
    const withTwoFactor = { ...actor, user: { ...row!, twoFactorEnabled: true } };
    await expect(assertSteppedUp(t.database.db, withTwoFactor)).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    const checkedAt = new Date();
    await recordSecondFactor(t.database.db, session!.id, checkedAt);
    await expect(assertSteppedUp(t.database.db, withTwoFactor)).resolves.toBeUndefined();
    const later = new Date(checkedAt.getTime() + (STEP_UP_MINUTES * 60 + 1) * 1000);
    await expect(assertSteppedUp(t.database.db, withTwoFactor, later)).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
    // Another person's session id never counts.
    const other = await person('step-up-other@example.com');
    const [otherSession] = await t.database.db.select().from(sessions).where(eq(sessions.userId, other.user.id)).limit(1);
    await expect(assertSteppedUp(t.database.db, { ...withTwoFactor, sessionId: otherSession!.id })).rejects.toMatchObject({
      code: 'STEP_UP_REQUIRED',
    });
  });
});
