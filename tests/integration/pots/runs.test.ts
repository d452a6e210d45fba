import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimDueRuns, insertRun } from '../../../src/server/features/schedules/store';
import { startAnotherInstance } from '../test-app';
import { availableOf, expectLedgerSound, startTopupApp, topupOf, type TopupTestApp } from '../topups/topups-kit';
import { at, notificationsOf, runOf } from '../schedules/schedules-kit';
import { addFunds, potAsSeenBy, potOf, sharesMoved } from './pots-kit';

/**
 * A family pot's run (docs/product-rules.md#family-pots, ADR 0074): every share and the top-up in one commit,
 * exactly once under two servers and a worker that dies; a member short holds the whole run (nobody pays)
 * until they add funds that day; a failed top-up gives each member's share back. The ledger balances after
 * every test.
 */
let t: TopupTestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTopupApp();
  other = await startAnotherInstance(t);
});
afterEach(() => expectLedgerSound(t));
afterAll(async () => {
  await other.close();
  await t.close();
});

const ordersOfPot = async (scheduleId: string, runOn: string) => {
  const run = await runOf(t, scheduleId, runOn);
  return run?.topup_id ? [run.topup_id] : [];
};

describe('a family pot of three', () => {
  it('pays one run once when two servers race: each member their share, the owner the rest', async () => {
    const { owner, people, schedule, runOn } = await potOf(t, 3000, [
      { cents: 1000, sharePercent: 30 },
      { cents: 1000, sharePercent: 25 },
    ]);
    const total = schedule.agreedTotalCents;
    const shares = people.map((p) => Math.floor((total * p.sharePercent) / 100));
    const passes = await Promise.all([
      t.app.jobs.runScheduleWorker(at(runOn)),
      other.jobs.runScheduleWorker(at(runOn)),
      t.app.jobs.runScheduleWorker(at(runOn)),
      other.jobs.runScheduleWorker(at(runOn)),
    ]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runOf(t, schedule.id, runOn)).toMatchObject({ state: 'sent' });
    const moved = await sharesMoved(t, schedule.id, runOn);
    expect(moved.map((m) => [m.user_id, m.amount_cents]).sort()).toEqual(people.map((p, i) => [p.user.id, shares[i]]).sort());

    await t.work();
    const [topupId] = await ordersOfPot(schedule.id, runOn);
    expect(await topupOf(owner.client, topupId!)).toMatchObject({ status: 'completed', totalCents: total });
    expect(await availableOf(people[0]!.client)).toBe(1000 - shares[0]!);
    expect(await availableOf(people[1]!.client)).toBe(1000 - shares[1]!);
    expect(await availableOf(owner.client)).toBe(3000 - (total - shares[0]! - shares[1]!));

    // Later passes that day send nothing more; everyone sees who paid and until when the recipient is covered.
    await Promise.all([t.app.jobs.runScheduleWorker(at(runOn, '18:00:00')), other.jobs.runScheduleWorker(at(runOn, '18:00:00'))]);
    expect(await sharesMoved(t, schedule.id, runOn)).toHaveLength(2);
    const seen = await potAsSeenBy(people[0]!.client, schedule.id);
    expect(seen.members.map((m) => m.paidLatest)).toEqual([true, true, true]);
    expect(seen.coveredUntil).not.toBeNull();
    expect(seen.coveredUntil! > runOn).toBe(true);
    expect(seen.latestRun).toEqual({ runOn, state: 'sent' });
    const told = await notificationsOf(people[1]!.client);
    expect(told.filter((n) => n.id === `pot:${schedule.id}:${runOn}:paid:${people[1]!.user.id}`)).toHaveLength(1);
    const wallet = (await people[0]!.client.get('/api/wallet/transactions')).json().transactions;
    expect(wallet[0]).toMatchObject({ type: 'family_share', direction: 'withdrawal', amountCents: shares[0] });
  });

  it('waits when a member is short: nobody pays, they are asked, the others told; their funds send it once', async () => {
    const { owner, people, schedule, runOn } = await potOf(t, 3000, [
      { cents: 1000, sharePercent: 30 },
      { cents: 200, sharePercent: 60 },
    ]);
    const short = people[1]!;
    const before = await Promise.all([owner.client, people[0]!.client, short.client].map(availableOf));
    await t.app.jobs.runScheduleWorker(at(runOn));
    expect(await runOf(t, schedule.id, runOn)).toMatchObject({ state: 'waiting_funds', topup_id: null });
    expect(await sharesMoved(t, schedule.id, runOn)).toEqual([]);
    expect(await Promise.all([owner.client, people[0]!.client, short.client].map(availableOf))).toEqual(before);

    const asked = (await notificationsOf(short.client)).find((n) => n.id === `pot:${schedule.id}:${runOn}:short:${short.user.id}`);
    expect(asked?.title).toBe('Your share is missing');
    for (const someone of [owner, people[0]!]) {
      const told = (await notificationsOf(someone.client)).find((n) => n.id === `pot:${schedule.id}:${runOn}:waits:${someone.user.id}`);
      expect(told?.message).toContain('waits for');
    }
    const seen = await potAsSeenBy(short.client, schedule.id);
    const mine = seen.members.find((m) => m.you)!;
    expect(mine).toMatchObject({ nextRun: 'short' });
    expect(mine.shortCents).toBe(mine.shareCents - 200);
    expect((await potAsSeenBy(owner.client, schedule.id)).members.find((m) => !m.you && m.nextRun === 'short')!.shortCents).toBeNull();

    // Nothing while the member is short, at any later pass; once their funds come, one pass sends it, once.
    expect(await t.app.jobs.runScheduleWorker(at(runOn, '10:00:00'))).toBe(0);
    await addFunds(t, short.user.id, 2000, 'later');
    const passes = await Promise.all([
      t.app.jobs.runScheduleWorker(at(runOn, '11:00:00')),
      other.jobs.runScheduleWorker(at(runOn, '11:00:00')),
    ]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await runOf(t, schedule.id, runOn)).toMatchObject({ state: 'sent' });
    expect(await sharesMoved(t, schedule.id, runOn)).toHaveLength(2);
    await t.work();
  });

  it('is sent once when its worker dies after claiming it: another takes it over when the lease ends', async () => {
    const { people, schedule, runOn } = await potOf(t, 3000, [{ cents: 1000, sharePercent: 50 }]);
    const pool = t.database.pool;
    await pool.query(
      `update topup_schedules set next_run_on = next_run_on + 7, next_run_at = next_run_at + interval '7 days',
         remind_at = remind_at + interval '7 days' where id = $1`,
      [schedule.id],
    );
    const { rows } = await pool.query<{ user_id: string }>(`select user_id from topup_schedules where id = $1`, [schedule.id]);
    await insertRun(pool, { id: schedule.id, user_id: rows[0]!.user_id, next_run_on: runOn }, at(runOn, '24:00:00'));
    expect(await claimDueRuns(pool, at(runOn), new Date(at(runOn).getTime() + 60_000), 20)).toHaveLength(1);
    expect(await other.jobs.runScheduleWorker(at(runOn, '09:00:30'))).toBe(0);
    expect(await sharesMoved(t, schedule.id, runOn)).toEqual([]);
    expect(await other.jobs.runScheduleWorker(at(runOn, '09:01:01'))).toBe(1);
    expect(await sharesMoved(t, schedule.id, runOn)).toHaveLength(1);
    await t.work();
    expect(await availableOf(people[0]!.client)).toBe(1000 - Math.floor(schedule.agreedTotalCents / 2));
  });

  it('gives every share back when the top-up fails, once, whatever replays', async () => {
    // The sandbox fails a number ending 90 at once (a definite failure, refunded).
    const { owner, people, schedule, runOn } = await potOf(t, 3000, [{ cents: 1000, sharePercent: 40 }], '90');
    const share = Math.floor((schedule.agreedTotalCents * 40) / 100);
    await t.app.jobs.runScheduleWorker(at(runOn));
    expect(await availableOf(people[0]!.client)).toBe(1000 - share);
    await t.work();
    await t.work();
    const [topupId] = await ordersOfPot(schedule.id, runOn);
    expect(await topupOf(owner.client, topupId!)).toMatchObject({ refunded: true });
    expect(await availableOf(people[0]!.client)).toBe(1000);
    expect(await availableOf(owner.client)).toBe(3000);
    const moved = await sharesMoved(t, schedule.id, runOn);
    expect(moved.map((m) => m.code).sort()).toEqual(['family_share', 'family_share_returned']);
    const seen = await potAsSeenBy(owner.client, schedule.id);
    expect(seen.coveredUntil).toBeNull();
    expect(seen.members.every((m) => !m.paidLatest)).toBe(true);
    const told = (await notificationsOf(people[0]!.client)).filter((n) => n.id.endsWith(`:returned:${people[0]!.user.id}`));
    expect(told).toHaveLength(1);
  });
});
