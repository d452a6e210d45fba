import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimDueRuns, insertRun } from '../../../src/server/features/schedules/store';
import { startAnotherInstance } from '../test-app';
import { availableOf, expectLedgerSound, personWith, startTopupApp, topupOf, type TopupTestApp } from '../topups/topups-kit';
import { at, ordersOfRun, runOf, weeklySchedule } from './schedules-kit';

/**
 * A schedule's run is sent exactly once (docs/product-rules.md#automatic-topups): two servers' workers racing for it, and a worker that
 * dies mid-run, make one top-up. The run's row is the claim (a lease another worker may take over when it
 * ends); the top-up is sent with the run's key `schedule:<id>:<day>`, so a takeover replays, never resends.
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

describe('a due automatic top-up', () => {
  it('is sent once when two servers’ workers race for it, and the wallet pays once', async () => {
    const { client } = await personWith(t, 3000);
    const { schedule, runOn } = await weeklySchedule(client);
    // The day before nothing is sent (a reminder only); on the day, two workers at once.
    expect(await t.app.jobs.runScheduleWorker(new Date(at(runOn).getTime() - 86_400_000))).toBe(0);
    expect(await ordersOfRun(t, schedule.id, runOn)).toEqual([]);
    const passes = await Promise.all([
      t.app.jobs.runScheduleWorker(at(runOn)),
      other.jobs.runScheduleWorker(at(runOn)),
      t.app.jobs.runScheduleWorker(at(runOn)),
      other.jobs.runScheduleWorker(at(runOn)),
    ]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    const orders = await ordersOfRun(t, schedule.id, runOn);
    expect(orders).toHaveLength(1);
    expect(await runOf(t, schedule.id, runOn)).toMatchObject({ state: 'sent', topup_id: orders[0]!.id });

    await t.work();
    expect(await topupOf(client, orders[0]!.id)).toMatchObject({ status: 'completed', totalCents: schedule.agreedTotalCents });
    // Later passes that day, on either server, send nothing more.
    await Promise.all([t.app.jobs.runScheduleWorker(at(runOn, '18:00:00')), other.jobs.runScheduleWorker(at(runOn, '18:00:00'))]);
    expect(await ordersOfRun(t, schedule.id, runOn)).toHaveLength(1);
    expect(await availableOf(client)).toBe(3000 - schedule.agreedTotalCents);

    const listed = (await client.get('/api/schedules')).json().schedules[0];
    expect(listed.runs[0]).toMatchObject({ runOn, state: 'sent', topupId: orders[0]!.id });
    expect(listed.upcoming[0] > runOn).toBe(true);
  });

  it('is sent once when its worker dies after claiming it: another takes it over when the lease ends', async () => {
    const { client, user } = await personWith(t, 3000);
    const { schedule, runOn } = await weeklySchedule(client);
    const pool = t.database.pool;
    // A worker claimed the run (its 60 s lease) and died before pricing or sending anything.
    await pool.query(
      `update topup_schedules set next_run_on = next_run_on + 7, next_run_at = next_run_at + interval '7 days',
         remind_at = remind_at + interval '7 days' where id = $1`,
      [schedule.id],
    );
    await insertRun(pool, { id: schedule.id, user_id: user.id, next_run_on: runOn }, at(runOn, '24:00:00'));
    expect(await claimDueRuns(pool, at(runOn), new Date(at(runOn).getTime() + 60_000), 20)).toHaveLength(1);

    // While the lease holds, other workers leave it alone; after it, one takes it over and sends it.
    expect(await other.jobs.runScheduleWorker(at(runOn, '09:00:30'))).toBe(0);
    expect(await ordersOfRun(t, schedule.id, runOn)).toEqual([]);
    expect(await other.jobs.runScheduleWorker(at(runOn, '09:01:01'))).toBe(1);
    const orders = await ordersOfRun(t, schedule.id, runOn);
    expect(orders).toHaveLength(1);
    await t.work();
    expect(await availableOf(client)).toBe(3000 - schedule.agreedTotalCents);
  });

  it('is sent once when its worker dies after the top-up was made but before the run was marked sent', async () => {
    const { client } = await personWith(t, 3000);
    const { schedule, runOn } = await weeklySchedule(client);
    expect(await t.app.jobs.runScheduleWorker(at(runOn))).toBe(1);
    const [order] = await ordersOfRun(t, schedule.id, runOn);
    // As the dead worker left it: claimed, its quote kept, the top-up committed, the run never marked.
    await t.database.pool.query(
      `update topup_schedule_runs set state = 'running', topup_id = null, lease_until = $3 where schedule_id = $1 and run_on = $2`,
      [schedule.id, runOn, new Date(at(runOn).getTime() + 60_000)],
    );
    expect(await other.jobs.runScheduleWorker(at(runOn, '09:02:00'))).toBe(1);
    // The takeover sent the same quote under the same key: the top-up already made is answered, not made again.
    expect(await ordersOfRun(t, schedule.id, runOn)).toEqual([order]);
    expect(await runOf(t, schedule.id, runOn)).toMatchObject({ state: 'sent', topup_id: order!.id });
    await t.work();
    expect(await availableOf(client)).toBe(3000 - schedule.agreedTotalCents);
  });
});

describe('setting one up', () => {
  const body = (schedule: { operatorId: number; recipientNumber: string; amountCents: number }) => ({
    countryIso: 'HT',
    operatorId: schedule.operatorId,
    recipientNumber: schedule.recipientNumber,
    amountCents: schedule.amountCents,
    frequency: 'monthly',
    runDay: 12,
  });
  const schedulesOf = async (userId: string) =>
    (await t.database.pool.query(`select id from topup_schedules where user_id = $1`, [userId])).rows.map((row) => row.id as string);

  it('retried with its Idempotency-Key (an answer that never came), or twice at once, makes one schedule', async () => {
    const { client, user } = await personWith(t, 3000);
    const { schedule: first } = await weeklySchedule(client);
    const key = { 'idempotency-key': `schedule-press-${Date.now()}` };
    const [a, b] = await Promise.all([client.post('/api/schedules', body(first), key), client.post('/api/schedules', body(first), key)]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([200, 200]);
    const retried = await client.post('/api/schedules', body(first), key);
    expect(retried.statusCode).toBe(200);
    const made = a.json().schedule.id as string;
    expect(b.json().schedule.id).toBe(made);
    expect(retried.json().schedule).toMatchObject({ id: made, frequency: 'monthly', runDay: 12 });
    expect((await schedulesOf(user.id)).sort()).toEqual([first.id, made].sort());

    // Without a key, each press is its own schedule (as before); another person's key is theirs alone.
    expect((await client.post('/api/schedules', body(first))).statusCode).toBe(200);
    expect(await schedulesOf(user.id)).toHaveLength(3);
    const { client: someoneElse, user: them } = await personWith(t, 3000);
    const theirs = await someoneElse.post('/api/schedules', body(first), key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().schedule.id).not.toBe(made);
    expect(await schedulesOf(them.id)).toEqual([theirs.json().schedule.id]);
  });

  it('keeps the limit of 20 when presses come at once: the ones past it are refused and set nothing up', async () => {
    const { client, user } = await personWith(t, 3000);
    const { schedule } = await weeklySchedule(client);
    // Eighteen more like the first, written directly: the limit counts what is not cancelled.
    await t.database.pool.query(
      `insert into topup_schedules (id, user_id, country_iso, operator_id, operator_name, recipient_number, amount_cents, text_recipient,
         frequency, run_day, agreed_total_cents, agreed_local_amount, local_currency, next_run_on, next_run_at, remind_at)
       select gen_random_uuid()::text, user_id, country_iso, operator_id, operator_name, recipient_number, amount_cents, text_recipient,
              frequency, run_day, agreed_total_cents, agreed_local_amount, local_currency, next_run_on, next_run_at, remind_at
         from topup_schedules, generate_series(1, 18) where id = $1`,
      [schedule.id],
    );
    expect(await schedulesOf(user.id)).toHaveLength(19);

    const presses = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/schedules', body(schedule))));
    expect(presses.map((press) => press.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const refused = presses.find((press) => press.statusCode === 409)!;
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      reason: 'scheduleLimitReached',
      message: 'You have 20 automatic top-ups already. Cancel one to add another.',
    });
    expect(await schedulesOf(user.id)).toHaveLength(20);

    // A cancelled one frees its place.
    expect((await client.call('DELETE', `/api/schedules/${schedule.id}`)).statusCode).toBe(200);
    expect((await client.post('/api/schedules', body(schedule))).statusCode).toBe(200);
    expect(await schedulesOf(user.id)).toHaveLength(21);
  });

  it('refuses a key too short to be one, and sets nothing up', async () => {
    const { client, user } = await personWith(t, 3000);
    const { schedule } = await weeklySchedule(client);
    const refused = await client.post('/api/schedules', body(schedule), { 'idempotency-key': 'short' });
    expect(refused.statusCode).toBe(400);
    expect(await schedulesOf(user.id)).toEqual([schedule.id]);
  });
});
