import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayStart } from '../../../src/server/features/schedules/calendar';
import {
  digicelHaiti,
  expectLedgerSound,
  haitiNumber,
  personWith,
  quoteAndSend,
  recountSendingTotals,
  startTopupApp,
  type TopupTestApp,
} from '../topups/topups-kit';
import { adminOf } from './settings-kit';

/**
 * docs/product-rules.md#own-day (ADR 0065): a person's time zone, kept from their browser and changed in Settings, and
 * the daily sending limit counted from their own midnight.
 */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const zoneOf = async (userId: string) =>
  (await t.database.pool.query<{ time_zone: string | null }>(`select time_zone from users where id = $1`, [userId])).rows[0]!.time_zone;

async function weeklySchedule(client: Awaited<ReturnType<typeof personWith>>['client']) {
  const operator = await digicelHaiti(client);
  const created = await client.post('/api/schedules', {
    countryIso: 'HT',
    operatorId: operator.id,
    recipientNumber: haitiNumber('05'),
    amountCents: operator.denominationType === 'FIXED' ? operator.fixedAmountsCents[0]! : Math.max(operator.minCents, 500),
    frequency: 'weekly',
    runDay: 2,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().schedule as { id: string; upcoming: string[] };
}

const nextRunAt = async (scheduleId: string) =>
  (await t.database.pool.query<{ at: Date }>(`select next_run_at as at from topup_schedules where id = $1`, [scheduleId])).rows[0]!.at;

describe('a person’s time zone', () => {
  it('is kept from the browser when none is set, and never overwrites one already set', async () => {
    const { client, user } = await personWith(t, 1000);
    // The test browser says America/New_York on every request (x-timezone), as the web app does.
    expect(await zoneOf(user.id)).toBe('America/New_York');
    // A person from before (no zone yet) gets the browser's at their next signed-in load, and their
    // schedules' next run follows it.
    const schedule = await weeklySchedule(client);
    await t.database.pool.query(`update users set time_zone = null where id = $1`, [user.id]);
    const login = await client.post('/api/auth/login', { idToken: client.idToken }, { 'x-timezone': 'Europe/Paris' });
    expect(login.statusCode, login.body).toBe(200);
    expect(await zoneOf(user.id)).toBe('Europe/Paris');
    expect(await nextRunAt(schedule.id)).toEqual(dayStart(schedule.upcoming[0]!, 'Europe/Paris'));
    // Once set, another browser's zone changes nothing: only Settings does.
    await client.post('/api/auth/login', { idToken: client.idToken }, { 'x-timezone': 'Asia/Tokyo' });
    expect(await zoneOf(user.id)).toBe('Europe/Paris');
    // A header that is no zone is ignored.
    await t.database.pool.query(`update users set time_zone = null where id = $1`, [user.id]);
    expect((await client.post('/api/auth/login', { idToken: client.idToken }, { 'x-timezone': 'Mars/Olympus' })).statusCode).toBe(200);
    expect(await zoneOf(user.id)).toBeNull();
    expect((await client.get('/api/account/settings')).json().timeZone).toBeNull();
  });

  it('is changed in Settings (its schedules follow), and a zone that is not one is refused with 400, changing nothing', async () => {
    const { client, user } = await personWith(t, 1000);
    const schedule = await weeklySchedule(client);
    const changed = await client.call('PATCH', '/api/account/settings', { timeZone: 'asia/tokyo' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ timeZone: 'Asia/Tokyo', notifyEmail: true });
    expect(await nextRunAt(schedule.id)).toEqual(dayStart(schedule.upcoming[0]!, 'Asia/Tokyo'));
    expect((await client.get('/api/schedules')).json().timeZone).toBe('Asia/Tokyo');

    const before = (await client.get('/api/account/settings')).json();
    for (const timeZone of ['Mars/Olympus_Mons', '+05:00', 'Tokyo', '', 'America/New_York; drop table users', 42, null]) {
      const refused = await client.call('PATCH', '/api/account/settings', { timeZone, notifySms: !before.notifySms });
      expect(refused.statusCode, `${String(timeZone)}: ${refused.body}`).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await client.get('/api/account/settings')).json()).toEqual(before);
    expect(await zoneOf(user.id)).toBe('Asia/Tokyo');
    expect(await nextRunAt(schedule.id)).toEqual(dayStart(schedule.upcoming[0]!, 'Asia/Tokyo'));
  });
});

describe('the daily sending limit', () => {
  const LIMITS = { unverified: { dailyCents: 1000, monthlyCents: 50_000 }, verified: { dailyCents: 3000, monthlyCents: 100_000 } };

  it('counts the person’s own day: what was sent before their midnight no longer counts after it', async () => {
    expect((await (await adminOf(t)).put('/api/admin/settings/sendingLimits', { value: LIMITS })).statusCode).toBe(200);
    const { client, user } = await personWith(t, 5000);
    // A zone whose midnight fell earlier in this UTC day (at h:00 UTC), so "before their midnight" and "now"
    // are the same UTC day; in the first hour of a UTC day no zone has that, and the check turns around:
    // a zone whose day began yesterday (12:00 UTC), so what was sent yesterday in UTC is today for them.
    const now = new Date();
    const h = now.getUTCHours();
    const timeZone = h === 0 ? 'Etc/GMT+12' : h <= 12 ? `Etc/GMT+${h}` : `Etc/GMT-${24 - h}`;
    expect((await client.call('PATCH', '/api/account/settings', { timeZone })).statusCode).toBe(200);

    for (let i = 0; i < 2; i++) expect((await quoteAndSend(client, haitiNumber('05'), { amountCents: 500 })).sent.statusCode).toBe(200);
    expect((await quoteAndSend(client, haitiNumber('05'), { amountCents: 500 })).sent.statusCode).toBe(422);
    expect((await client.get('/api/topups/limits')).json()).toMatchObject({ sentTodayCents: 1000 });

    const today = now.toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    const sentAt =
      h === 0
        ? new Date(`${yesterday}T13:00:00Z`)
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), h) - 1_800_000);
    expect(sentAt.toISOString().slice(0, 10)).toBe(h === 0 ? yesterday : today);
    await t.database.pool.query(`update topup_orders set created_at = $2 where user_id = $1`, [user.id, sentAt]);
    await recountSendingTotals(t, user.id);

    const again = await quoteAndSend(client, haitiNumber('05'), { amountCents: 500 });
    if (h === 0) {
      // Yesterday 13:00 UTC is this morning for them: still today's, so still over the limit.
      expect(again.sent.statusCode).toBe(422);
      expect((await client.get('/api/topups/limits')).json()).toMatchObject({ sentTodayCents: 1000 });
    } else {
      // Half an hour before their midnight, the same UTC day: yesterday's for them, so the day starts again.
      expect(again.sent.statusCode, again.sent.body).toBe(200);
      expect((await client.get('/api/topups/limits')).json()).toMatchObject({ sentTodayCents: 500 });
    }
  });
});
