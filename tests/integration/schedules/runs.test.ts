import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dayIn, dayStart } from '../../../src/server/features/schedules/calendar';
import { Client } from '../test-app';
import { availableOf, expectLedgerSound, fundWallet, personWith, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { at, notificationsOf, ordersOfRun, runOf, weeklySchedule } from './schedules-kit';

/** What a run does besides sending: a short wallet, a moved price, the reminder, pausing, and who may touch it. */
let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterEach(() => expectLedgerSound(t));
afterAll(() => t.close());

const dayAfter = (day: string) => new Date(at(day).getTime() + 86_400_000);

describe('a run the wallet cannot pay', () => {
  it('is not sent, notifies the person once, and is sent the same day when funds arrive', async () => {
    const { client, user } = await personWith(t, 200);
    const { schedule, runOn } = await weeklySchedule(client);
    expect(schedule.agreedTotalCents).toBeGreaterThan(200);
    await t.app.jobs.runScheduleWorker(at(runOn));
    await t.app.jobs.runScheduleWorker(at(runOn, '09:05:00'));
    expect(await ordersOfRun(t, schedule.id, runOn)).toEqual([]);
    expect(await runOf(t, schedule.id, runOn)).toMatchObject({ state: 'waiting_funds' });
    expect(await availableOf(client)).toBe(200);
    const asked = (await notificationsOf(client)).filter((n) => n.id === `schedule:${schedule.id}:${runOn}:funds`);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.title).toBe('Automatic top-up not sent');
    const listed = (await client.get('/api/schedules')).json().schedules[0];
    expect(listed.runs[0]).toMatchObject({ state: 'waiting_funds', shortfallCents: schedule.agreedTotalCents - 200 });

    // Funds arrive later that day (as a PayPal payment credits them): the next pass sends it, once.
    await fundWallet(t.database, user.id, 3000);
    expect(await t.app.jobs.runScheduleWorker(at(runOn, '15:00:00'))).toBe(1);
    expect(await ordersOfRun(t, schedule.id, runOn)).toHaveLength(1);
    await t.work();
    expect(await availableOf(client)).toBe(3200 - schedule.agreedTotalCents);
  });

  it('is missed when the day ends without funds, and the next run is its own', async () => {
    const { client } = await personWith(t, 200);
    const { schedule, runOn } = await weeklySchedule(client);
    await t.app.jobs.runScheduleWorker(at(runOn));
    await t.app.jobs.runScheduleWorker(dayAfter(runOn));
    expect(await runOf(t, schedule.id, runOn)).toMatchObject({ state: 'missed' });
    expect(await ordersOfRun(t, schedule.id, runOn)).toEqual([]);
    expect(await availableOf(client)).toBe(200);
  });
});

describe('a run whose price moved beyond the tolerance', () => {
  it('asks first, and is sent once the person confirms today’s price', async () => {
    const { client } = await personWith(t, 3000);
    const { schedule } = await weeklySchedule(client);
    // Confirming is for today's run, by the app's real clock: the run's day is moved to today, and the
    // price agreed to weeks ago is made 10 % lower than today's.
    // Today is the person's own (their browser's time zone, kept at sign-up: ADR 0065).
    const now = new Date();
    const zone = (await client.get('/api/account/settings')).json().timeZone as string;
    const runOn = dayIn(now, zone);
    await t.database.pool.query(
      `update topup_schedules set next_run_on = $2, next_run_at = $3, agreed_total_cents = round(agreed_total_cents / 1.1) where id = $1`,
      [schedule.id, runOn, dayStart(runOn, zone)],
    );
    await t.app.jobs.runScheduleWorker(now);
    expect(await runOf(t, schedule.id, runOn)).toMatchObject({ state: 'needs_confirmation' });
    expect(await ordersOfRun(t, schedule.id, runOn)).toEqual([]);
    expect((await notificationsOf(client)).some((n) => n.id === `schedule:${schedule.id}:${runOn}:price`)).toBe(true);
    const asking = (await client.get('/api/schedules')).json().schedules[0];
    expect(asking.runs[0]).toMatchObject({ runOn, state: 'needs_confirmation', quotedTotalCents: schedule.agreedTotalCents });

    const stranger = new Client(t.app);
    await stranger.register({ email: `stranger-${Date.now()}@example.com` });
    expect((await stranger.post(`/api/schedules/${schedule.id}/runs/${runOn}/confirm`)).statusCode).toBe(404);
    const confirmed = await client.post(`/api/schedules/${schedule.id}/runs/${runOn}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().schedule.agreedTotalCents).toBe(schedule.agreedTotalCents);
    expect((await client.post(`/api/schedules/${schedule.id}/runs/${runOn}/confirm`)).statusCode).toBe(409);
    expect(await t.app.jobs.runScheduleWorker(now)).toBe(1);
    expect(await ordersOfRun(t, schedule.id, runOn)).toHaveLength(1);
    await t.work();
  });
});

describe('reminders, pausing and ownership', () => {
  it('reminds the day before, once however many passes', async () => {
    const { client } = await personWith(t, 3000);
    const { schedule, runOn } = await weeklySchedule(client);
    const dayBefore = new Date(at(runOn).getTime() - 86_400_000);
    await t.app.jobs.runScheduleWorker(dayBefore);
    await t.app.jobs.runScheduleWorker(new Date(dayBefore.getTime() + 3_600_000));
    const reminders = (await notificationsOf(client)).filter((n) => n.id === `schedule:${schedule.id}:${runOn}:reminder`);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.message).toContain('Tomorrow we send');
  });

  it('sends nothing while paused; resumed, it runs from its next day; cancelled, never again', async () => {
    const { client } = await personWith(t, 3000);
    const { schedule, runOn } = await weeklySchedule(client);
    expect((await client.post(`/api/schedules/${schedule.id}/pause`)).json().schedule).toMatchObject({ status: 'paused', upcoming: [] });
    await t.app.jobs.runScheduleWorker(at(runOn));
    expect(await runOf(t, schedule.id, runOn)).toBeNull();
    expect((await client.post(`/api/schedules/${schedule.id}/pause`)).statusCode).toBe(409);
    const resumed = (await client.post(`/api/schedules/${schedule.id}/resume`)).json().schedule;
    expect(resumed).toMatchObject({ status: 'active' });
    const edited = await client.call('PUT', `/api/schedules/${schedule.id}`, {
      amountCents: schedule.amountCents,
      frequency: 'monthly',
      runDay: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().schedule.upcoming[0]).toMatch(/-03$/);
    expect((await client.call('DELETE', `/api/schedules/${schedule.id}`)).json().schedule.status).toBe('cancelled');
    expect((await client.post(`/api/schedules/${schedule.id}/resume`)).statusCode).toBe(409);
  });

  it('refuses bad input with the field named, and another person’s schedule is 404', async () => {
    const { client } = await personWith(t, 3000);
    const { schedule } = await weeklySchedule(client);
    const bad = await client.post('/api/schedules', {
      countryIso: 'HT',
      operatorId: schedule.operatorId,
      recipientNumber: schedule.recipientNumber,
      amountCents: schedule.amountCents,
      frequency: 'weekly',
      runDay: 9,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('runDay');
    const stranger = new Client(t.app);
    await stranger.register({ email: `other-${Date.now()}@example.com` });
    expect((await stranger.post(`/api/schedules/${schedule.id}/pause`)).statusCode).toBe(404);
    expect((await stranger.get('/api/schedules')).json().schedules).toEqual([]);
  });

  it('a deleted account takes its schedules with it: nothing is sent for a person who left', async () => {
    const { client } = await personWith(t, 3000);
    const { schedule, runOn } = await weeklySchedule(client);
    expect((await client.post('/api/account/delete', { password: 'secret12' })).statusCode).toBe(200);
    await t.app.jobs.runScheduleWorker(at(runOn));
    expect(await runOf(t, schedule.id, runOn)).toBeNull();
    const { rows } = await t.database.pool.query(`select 1 from topup_schedules where id = $1`, [schedule.id]);
    expect(rows).toEqual([]);
  });
});
