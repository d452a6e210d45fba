import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '../../../src/shared/api/schedules';
import { addDays, nextRunTimes } from '../../../src/server/features/schedules/calendar';
import type { Client } from '../test-app';
import { digicelHaiti, expectLedgerSound, haitiNumber, personWith, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { notificationsOf, ordersOfRun, runOf } from './schedules-kit';

/**
 * docs/product-rules.md#own-day (ADR 0065): a schedule's days are its person's. The test client's browser is in
 * America/New_York (its x-timezone header), kept at sign-up: a weekly "Tuesday" run goes out on Tuesday
 * there, not on Monday at 19:00, and the days the clocks change each have one run, at local midnight.
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const NEW_YORK = 'America/New_York';

async function weeklyOn(client: Client, runDay: number): Promise<Schedule> {
  const operator = await digicelHaiti(client);
  const created = await client.post('/api/schedules', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: haitiNumber('05'),
    amountCents: operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, 500),
    frequency: 'weekly',
    runDay,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().schedule as Schedule;
}

const runDaysOf = async (scheduleId: string) =>
  (
    await t.database.pool.query<{ run_on: string }>(
      `select to_char(run_on, 'YYYY-MM-DD') as run_on from topup_schedule_runs where schedule_id = $1 order by run_on`,
      [scheduleId],
    )
  ).rows.map((r) => r.run_on);

describe('a weekly run in New York', () => {
  it('goes out on Tuesday in New York, not on Monday evening when Tuesday begins in UTC', async () => {
    const { client } = await personWith(t, 3000);
    expect((await client.get('/api/account/settings')).json().timeZone).toBe(NEW_YORK);
    const schedule = await weeklyOn(client, 2);
    const listed = (await client.get('/api/schedules')).json();
    expect(listed.timeZone).toBe(NEW_YORK);
    const runOn = schedule.upcoming[0]!;
    expect(new Date(`${runOn}T12:00:00Z`).getUTCDay()).toBe(2);
    const monday = addDays(runOn, -1);

    // Sunday 23:59 in New York: Monday in UTC, but not yet the day before the run where she lives.
    await t.app.jobs.runScheduleWorker(new Date(`${monday}T04:59:00Z`));
    const reminder = `schedule:${schedule.id}:${runOn}:reminder`;
    expect((await notificationsOf(client)).some((n) => n.id === reminder)).toBe(false);
    await t.app.jobs.runScheduleWorker(new Date(`${monday}T05:00:00Z`));
    expect((await notificationsOf(client)).filter((n) => n.id === reminder)).toHaveLength(1);

    // Monday 23:30 in New York is Tuesday 04:30 UTC: nothing goes out yet.
    expect(await t.app.jobs.runScheduleWorker(new Date(`${runOn}T04:30:00Z`))).toBe(0);
    expect(await runOf(t, schedule.id, runOn)).toBeNull();
    expect(await ordersOfRun(t, schedule.id, runOn)).toEqual([]);

    // Tuesday 00:00 in New York (05:00 UTC in winter): the run is made and sent, once.
    expect(await t.app.jobs.runScheduleWorker(new Date(`${runOn}T05:00:00Z`))).toBe(1);
    expect(await runOf(t, schedule.id, runOn)).toMatchObject({ state: 'sent' });
    expect(await ordersOfRun(t, schedule.id, runOn)).toHaveLength(1);
    await t.work();
    const after = (await client.get('/api/schedules')).json().schedules[0] as Schedule;
    expect(after.runs[0]).toMatchObject({ runOn, state: 'sent' });
    expect(after.upcoming[0]).toBe(addDays(runOn, 7));
  });
});

describe('the days the clocks change in New York', () => {
  /**
   * A weekly Sunday schedule whose next run is the Sunday before the change, walked by a pass every 30
   * minutes around each of three Sundays (Saturday 18:00 UTC to Monday 12:00 UTC: all of the New York
   * Sunday, the changed hour included) and one pass at noon each day between: each Sunday has one run,
   * made at the pass of that Sunday's local midnight.
   */
  async function walkAround(change: string): Promise<{ runs: string[]; madeAt: Map<string, string>; scheduleId: string }> {
    const { client } = await personWith(t, 5000);
    const schedule = await weeklyOn(client, 0);
    const first = addDays(change, -7);
    // Its next run moved back to the Sunday before the change, as the product itself keeps it.
    const { next_run_at, remind_at } = nextRunTimes(first, NEW_YORK);
    await t.database.pool.query(`update topup_schedules set next_run_on = $2, next_run_at = $3, remind_at = $4 where id = $1`, [
      schedule.id,
      first,
      next_run_at,
      remind_at,
    ]);
    const passes = new Set<number>();
    for (const sunday of [first, change, addDays(change, 7)]) {
      const until = new Date(`${addDays(sunday, 1)}T12:00:00Z`).getTime();
      for (let at = new Date(`${addDays(sunday, -1)}T18:00:00Z`).getTime(); at <= until; at += 30 * 60_000) passes.add(at);
    }
    for (let day = 1; day < 14; day++) passes.add(new Date(`${addDays(first, day)}T12:00:00Z`).getTime());
    const madeAt = new Map<string, string>();
    for (const at of [...passes].sort((x, y) => x - y)) {
      await t.app.jobs.runScheduleWorker(new Date(at));
      for (const day of await runDaysOf(schedule.id)) if (!madeAt.has(day)) madeAt.set(day, new Date(at).toISOString());
    }
    await t.work();
    return { runs: await runDaysOf(schedule.id), madeAt, scheduleId: schedule.id };
  }

  it('spring forward (Sunday 2026-03-08, a 23-hour day): one run that day, at midnight EST; the next at midnight EDT', async () => {
    const { runs, madeAt, scheduleId } = await walkAround('2026-03-08');
    expect(runs).toEqual(['2026-03-01', '2026-03-08', '2026-03-15']);
    expect(Object.fromEntries(madeAt)).toEqual({
      '2026-03-01': '2026-03-01T05:00:00.000Z',
      '2026-03-08': '2026-03-08T05:00:00.000Z',
      '2026-03-15': '2026-03-15T04:00:00.000Z',
    });
    for (const day of runs) expect(await ordersOfRun(t, scheduleId, day), day).toHaveLength(1);
  }, 120_000);

  it('fall back (Sunday 2026-11-01, a 25-hour day, 01:00–02:00 twice): one run that day, none in the repeated hour', async () => {
    const { runs, madeAt, scheduleId } = await walkAround('2026-11-01');
    expect(runs).toEqual(['2026-10-25', '2026-11-01', '2026-11-08']);
    expect(Object.fromEntries(madeAt)).toEqual({
      '2026-10-25': '2026-10-25T04:00:00.000Z',
      '2026-11-01': '2026-11-01T04:00:00.000Z',
      '2026-11-08': '2026-11-08T05:00:00.000Z',
    });
    for (const day of runs) expect(await ordersOfRun(t, scheduleId, day), day).toHaveLength(1);
  }, 120_000);
});
