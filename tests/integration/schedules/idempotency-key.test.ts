import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound, personWith, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { weeklySchedule } from './schedules-kit';
import { keyReused } from '../../../src/server/features/idempotency';

/**
 * One Idempotency-Key rule (item 13): an automatic top-up's "set it up", like a top-up, a basket and a
 * redemption, answers the first result when its key comes back with the same body, and 409 with another
 * body, setting nothing up (before, it answered the first schedule whatever the body asked for).
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

describe('setting up an automatic top-up with an Idempotency-Key', () => {
  const body = (schedule: { operatorId: number; recipientNumber: string; amountCents: number }, runDay = 12) => ({
    countryIso: 'HT',
    operatorId: schedule.operatorId,
    recipientNumber: schedule.recipientNumber,
    amountCents: schedule.amountCents,
    frequency: 'monthly',
    runDay,
  });
  const schedulesOf = async (userId: string) =>
    (await t.database.pool.query(`select id, run_day from topup_schedules where user_id = $1 order by created_at`, [userId])).rows;

  it('answers the first schedule for the same body, and 409 for another body, setting nothing up', async () => {
    const { client, user } = await personWith(t, 3000);
    const { schedule } = await weeklySchedule(client);
    const key = { 'idempotency-key': `schedule-digest-${Date.now()}` };

    const first = await client.post('/api/schedules', body(schedule), key);
    expect(first.statusCode, first.body).toBe(200);
    const made = first.json().schedule.id as string;
    const replay = await client.post('/api/schedules', body(schedule), key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().schedule).toMatchObject({ id: made, frequency: 'monthly', runDay: 12 });

    const other = await client.post('/api/schedules', body(schedule, 20), key);
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().error).toMatchObject({ code: 'CONFLICT', message: keyReused().message });
    const another = await client.post('/api/schedules', { ...body(schedule), amountCents: schedule.amountCents + 100 }, key);
    expect(another.statusCode, another.body).toBe(409);
    expect(await schedulesOf(user.id)).toEqual([
      { id: schedule.id, run_day: 5 },
      { id: made, run_day: 12 },
    ]);
    // The same body still answers the first one after the refusals.
    expect((await client.post('/api/schedules', body(schedule), key)).json().schedule.id).toBe(made);
  });

  it('answers the same message a top-up does when its key comes back with another body', async () => {
    const { client } = await personWith(t, 3000);
    const { schedule } = await weeklySchedule(client);
    const key = { 'idempotency-key': `schedule-vs-topup-${Date.now()}` };
    const quote = async () => {
      const q = await client.post('/api/topups/quotes', {
        countryIso: 'HT',
        operatorId: schedule.operatorId,
        recipientNumber: schedule.recipientNumber,
        amountCents: schedule.amountCents,
        paymentMethod: 'wallet',
      });
      expect(q.statusCode, q.body).toBe(200);
      return q.json().id as string;
    };
    expect((await client.post('/api/topups', { quoteId: await quote() }, key)).statusCode).toBe(200);
    const topupRefused = await client.post('/api/topups', { quoteId: await quote() }, key);
    expect(topupRefused.statusCode).toBe(409);

    expect((await client.post('/api/schedules', body(schedule), key)).statusCode).toBe(200);
    const scheduleRefused = await client.post('/api/schedules', body(schedule, 3), key);
    expect(scheduleRefused.statusCode).toBe(409);
    expect(scheduleRefused.json().error.message).toBe(topupRefused.json().error.message);
    await t.work();
  });
});
