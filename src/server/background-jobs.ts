import type { FastifyInstance } from 'fastify';
import { every } from './jobs/every.js';

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
  /** Copies the aggregator's catalogue and drops the served copy from memory; null without an aggregator. */
  syncCatalogue(): Promise<{ countries: number; operators: number; promotions: number } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: BackgroundJobs;
  }
}

/**
 * Runs each job on its timer until the app closes. Each timer waits for its pass to end before the next
 * (every.ts), so a slow pass never overlaps itself; instances pass each other by row locks.
 */
export function startBackgroundJobs(app: FastifyInstance, jobs: BackgroundJobs, options: { catalogueSyncMinutes: number | null }): void {
  const stops = [
    every(60_000, 'reconcile-fundings', () => jobs.reconcileFundings(), app.log),
    every(1000, 'topup-worker', () => jobs.runTopupWorker(), app.log),
    every(1000, 'send-notifications', () => jobs.sendNotifications(), app.log),
    every(60_000, 'announce-promotions', () => jobs.announcePromotions(), app.log),
    // Automatic top-ups: a day's runs, reminders, and runs whose funds came (a cheap look when nothing is due).
    every(5000, 'topup-schedules', () => jobs.runScheduleWorker(), app.log),
    every(24 * 60 * 60_000, 'reconcile-daily', () => jobs.reconcileDaily(), app.log),
  ];
  if (options.catalogueSyncMinutes !== null) {
    stops.push(
      every(
        options.catalogueSyncMinutes * 60_000,
        'catalogue-sync',
        async () => app.log.info(await jobs.syncCatalogue(), 'catalogue synced'),
        app.log,
      ),
    );
  }
  app.addHook('onClose', async () => stops.forEach((stop) => stop()));
}
