import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { every } from './jobs/every.js';
import { startPeriodicJobs, type PeriodicJob } from './jobs/periodic.js';

/** The background jobs, by name: `npm start` runs them on timers; tests run a pass when they choose. */
export interface BackgroundJobs {
  /** One pass of the PayPal reconciler; `now` moves its clock (tests). */
  reconcileFundings(now?: Date): Promise<{ looked: number; settled: number }>;
  /** The top-up worker, pass after pass until nothing is due; returns how many orders it looked at. */
  runTopupWorker(): Promise<number>;
  /** Sends the notifications due (receipts), batch after batch; returns how many were sent. */
  sendNotifications(): Promise<number>;
  /** Tells everyone of promotions that started (ADR 0042), a batch at a time; returns how many people were told. */
  announcePromotions(): Promise<number>;
  /** Reconciles yesterday (UTC) with the aggregator's report and PayPal's captures; `now` moves its clock (tests). */
  reconcileDaily(now?: Date): Promise<{ id: string; mismatches: number; status: string }>;
  /** One pass of the automatic top-ups' worker (ADR 0034); `now` moves its clock (tests). */
  runScheduleWorker(now?: Date): Promise<number>;
  /** One pass of the saved recipients' alerts (ADR 0073); returns how many were sent; `now` moves its clock (tests). */
  checkRecipientAlerts(now?: Date): Promise<number>;
  /** Copies the aggregator's catalogue and drops the served copy from memory; null without an aggregator. */
  syncCatalogue(): Promise<{ countries: number; operators: number; promotions: number } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: BackgroundJobs;
  }
}

/** The hour (UTC) the daily reconciliation runs: the aggregator's and PayPal's reports of yesterday are complete by then. */
const RECONCILE_DAILY_HOUR_UTC = 1;
/** How often the saved recipients' alerts are looked for (ADR 0073): a catalogue copy's news within minutes. */
const RECIPIENT_ALERTS_SECONDS = 300;

export interface BackgroundJobOptions {
  pool: pg.Pool;
  /** Minutes between catalogue copies; null without an aggregator (no copy job). */
  catalogueSyncMinutes: number | null;
  /** How long a periodic job's lease holds without renewal (periodic.ts). */
  leaseSeconds: number;
  /** After each run of a job: its outcome and duration (the job metrics). */
  onRun?: (job: string, ok: boolean, seconds: number) => void;
}

/**
 * Runs the background jobs until the app closes (ADR 0057). Two kinds:
 * - queues (due top-ups, due notifications) drain on every worker instance: each pass claims its own rows
 *   (`for update skip locked`), so more instances deliver more;
 * - periodic jobs run once per period across the whole cluster, on whichever instance leases the period.
 */
export async function startBackgroundJobs(app: FastifyInstance, jobs: BackgroundJobs, options: BackgroundJobOptions): Promise<void> {
  const drains = [
    every(1000, 'topup-worker', () => timed('topup-worker', jobs.runTopupWorker, options.onRun), app.log),
    every(1000, 'send-notifications', () => timed('send-notifications', jobs.sendNotifications, options.onRun), app.log),
  ];
  const periodic: PeriodicJob[] = [
    { name: 'reconcile-fundings', period: { everySeconds: 60 }, run: () => jobs.reconcileFundings() },
    { name: 'announce-promotions', period: { everySeconds: 60 }, run: () => jobs.announcePromotions() },
    // Automatic top-ups: a day's runs, reminders, and runs whose funds came (a cheap look when nothing is due).
    { name: 'topup-schedules', period: { everySeconds: 5 }, run: () => jobs.runScheduleWorker() },
    // Alerts about saved recipients (ADR 0073): a bonus or a rate crossing is news for hours, not seconds.
    { name: 'recipient-alerts', period: { everySeconds: RECIPIENT_ALERTS_SECONDS }, run: () => jobs.checkRecipientAlerts() },
    { name: 'reconcile-daily', period: { dailyAtHourUtc: RECONCILE_DAILY_HOUR_UTC }, run: () => jobs.reconcileDaily() },
  ];
  if (options.catalogueSyncMinutes !== null) {
    periodic.push({
      name: 'catalogue-sync',
      period: { everySeconds: options.catalogueSyncMinutes * 60 },
      run: async () => app.log.info(await jobs.syncCatalogue(), 'catalogue synced'),
    });
  }
  const stopPeriodic = await startPeriodicJobs(options.pool, periodic, {
    leaseSeconds: options.leaseSeconds,
    onRun: options.onRun,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    drains.forEach((stop) => stop());
    await stopPeriodic();
  });
}

/** Runs one pass of a queue, telling `onRun` its outcome and duration. */
async function timed(job: string, pass: () => Promise<unknown>, onRun: BackgroundJobOptions['onRun']): Promise<void> {
  const started = performance.now();
  try {
    await pass();
    onRun?.(job, true, (performance.now() - started) / 1000);
  } catch (error) {
    onRun?.(job, false, (performance.now() - started) / 1000);
    throw error;
  }
}
