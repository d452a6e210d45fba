import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digicelHaiti, haitiNumber, personWith, quoteAndSend, startTopupApp, type TopupTestApp } from '../topups/topups-kit';
import { seriesOf } from './series';

let t: TopupTestApp;
beforeAll(async () => {
  t = await startTopupApp();
});
afterAll(() => t.close());

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  return seriesOf(response.body);
};

describe('the series an operator watches (ADR 0060)', () => {
  it('follows one top-up: its queue, the aggregator call, its outcome, its receipt in the outbox, and the ledger', async () => {
    const { client } = await personWith(t, 3000);
    const operator = await digicelHaiti(client);
    const { sent } = await quoteAndSend(client, haitiNumber('05'));
    expect(sent.statusCode, sent.body).toBe(200);

    // Ordered, not yet worked: one top-up due.
    const before = await scrape();
    expect(before.get('kredi_queue_depth{queue="topups"}')).toBe(1);
    expect(before.get('kredi_queue_oldest_due_seconds{queue="topups"}')).toBeGreaterThanOrEqual(0);
    for (const queue of ['notifications:email', 'notifications:sms', 'notifications:push', 'schedule_runs', 'promotion_announcements'])
      expect(before.has(`kredi_queue_depth{queue="${queue}"}`), queue).toBe(true);

    expect(await t.app.jobs.runTopupWorker()).toBe(1);
    const after = await scrape();
    expect(after.get('kredi_queue_depth{queue="topups"}')).toBe(0);
    expect(after.get('kredi_queue_oldest_due_seconds{queue="topups"}')).toBe(0);
    expect(after.get(`kredi_topup_outcomes_total{operator="${operator.id}",result="succeeded"}`)).toBe(1);
    expect(after.get('kredi_topup_paid_to_final_seconds_count')).toBe(1);
    expect(after.get('kredi_outside_call_duration_seconds_count{service="topup-provider",operation="POST /topups",outcome="ok"}')).toBe(1);
    // The receipt waits in the outbox until the notifications job sends it.
    expect(after.get('kredi_outbox_backlog{channel="email"}')).toBeGreaterThanOrEqual(1);
    expect(after.get('kredi_queue_depth{queue="notifications:email"}')).toBeGreaterThanOrEqual(1);
    expect(after.get('kredi_ledger_invariant_violations')).toBe(0);
    expect(after.get('kredi_ledger_invariant_check_seconds')).toBeGreaterThanOrEqual(0);

    await t.app.jobs.sendNotifications();
    const sentOut = await scrape();
    expect(sentOut.get('kredi_outbox_backlog{channel="email"}')).toBe(0);
    expect(sentOut.get('kredi_outside_call_duration_seconds_count{service="mail",operation="send",outcome="ok"}')).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('counts what the job runner reports through app.metrics', async () => {
    t.app.metrics.jobs.observeRun('topup-worker', true, 0.2);
    t.app.metrics.jobs.observeRun('topup-worker', false, 1.5);
    const series = await scrape();
    expect(series.get('kredi_job_runs_total{job="topup-worker",result="ok"}')).toBe(1);
    expect(series.get('kredi_job_runs_total{job="topup-worker",result="failed"}')).toBe(1);
    expect(series.get('kredi_job_duration_seconds_count{job="topup-worker"}')).toBe(2);
  });

  it('counts failed sends and given-up notifications per channel', async () => {
    // A kind no renderer knows fails to send; on its last attempt (the 14th) it is given up.
    const { user } = await personWith(t, 200);
    await t.database.pool.query(
      `insert into notification_outbox (id, kind, channel, user_id, payload, attempts) values ($1, 'no-such-kind', 'sms', $2, '{}', 13)`,
      [`metrics-test:${user.id}`, user.id],
    );
    await t.app.jobs.sendNotifications();
    const series = await scrape();
    expect(series.get('kredi_outbox_failures_total{channel="sms"}')).toBe(1);
    expect(series.get('kredi_outbox_given_up_total{channel="sms"}')).toBe(1);
  });
});
