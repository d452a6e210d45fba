import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per periodic job of the cluster (ADR 0057): when its next period is due, and which instance holds
 * the lease on the current run. An instance runs a period only after winning its row; it renews the lease
 * while it runs, and a lease that lapses (the instance died) is won by another, which runs the period again.
 * Money is never claimed here: each job's own rows keep their exactly-once claims (ADR 0008).
 */
export const periodicJobs = pgTable('periodic_jobs', {
  name: text('name').primaryKey(),
  /** The start of the next period not yet run; a run is due once now() passes it. */
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  /** The instance running the job now, and until when its lease holds without a renewal. */
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  /** The period the running (or last) run is for: the dueAt it won. */
  runningPeriod: timestamp('running_period', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
  failures: bigint('failures', { mode: 'number' }).notNull().default(0),
});
