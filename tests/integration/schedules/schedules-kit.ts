import { expect } from 'vitest';
import type { Schedule } from '../../../src/shared/api/schedules';
import type { Client } from '../test-app';
import { digicelHaiti, haitiNumber, type TopupTestApp } from '../topups/topups-kit';

/** Sets up a weekly automatic top-up of Digicel Haiti's first amount; answers it and the day of its first run. */
export async function weeklySchedule(client: Client, lastTwo = '05'): Promise<{ schedule: Schedule; runOn: string }> {
  const operator = await digicelHaiti(client);
  const amountCents = operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, 500);
  const created = await client.post('/api/schedules', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: haitiNumber(lastTwo),
    amountCents,
    frequency: 'weekly',
    runDay: 5,
  });
  expect(created.statusCode, created.body).toBe(200);
  const schedule = created.json().schedule as Schedule;
  return { schedule, runOn: schedule.upcoming[0]! };
}

/** An instant on a UTC day (the worker's clock is moved there, as the days pass). */
export const at = (day: string, time = '09:00:00') => new Date(`${day}T${time}Z`);

/** The top-ups made under a run's key (the run's idempotency key): exactly-once is one row. */
export async function ordersOfRun(t: TopupTestApp, scheduleId: string, runOn: string) {
  const { rows } = await t.database.pool.query<{ id: string; state: string }>(
    `select id, state from topup_orders where idempotency_key = $1`,
    [`schedule:${scheduleId}:${runOn}`],
  );
  return rows;
}

export async function runOf(t: TopupTestApp, scheduleId: string, runOn: string) {
  const { rows } = await t.database.pool.query<{ state: string; topup_id: string | null; quote_id: string | null }>(
    `select state, topup_id, quote_id from topup_schedule_runs where schedule_id = $1 and run_on = $2`,
    [scheduleId, runOn],
  );
  return rows[0] ?? null;
}

export async function notificationsOf(client: Client) {
  return (await client.get('/api/notifications')).json().notifications as { id: string; title: string; message: string }[];
}
