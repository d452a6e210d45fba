/** docs/product-rules.md#reconciliation: each aggregator call of a top-up, and reconciliation with the aggregator and PayPal (ADR 0032). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { topupOrders } from './topups.js';

/** One aggregator call of a top-up and what it answered, written by the worker (one insert per call). */
export const topupAttempts = pgTable(
  'topup_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topupId: text('topup_id')
      .notNull()
      .references(() => topupOrders.id),
    call: text('call').$type<'send' | 'lookup'>().notNull(),
    /** succeeded | failed | unknown | processing | not-found | error */
    outcome: text('outcome').notNull(),
    transactionId: text('transaction_id'),
    /** The error code, the reason an outcome is unknown, or the operator's reference. */
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('topup_attempts_topup_idx').on(t.topupId, t.createdAt),
    check('topup_attempts_call_check', sql`call in ('send', 'lookup')`),
  ],
);

/** One comparison of a window of our records with the aggregator's report and PayPal's captures. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: text('id').primaryKey(),
    trigger: text('trigger').$type<'daily' | 'manual'>().notNull(),
    /** The admin who pressed the button; null for the daily job. */
    startedBy: text('started_by'),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull().default('running'),
    checkedTopups: integer('checked_topups').notNull().default(0),
    checkedFundings: integer('checked_fundings').notNull().default(0),
    mismatches: integer('mismatches').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('reconciliation_runs_started_idx').on(t.startedAt),
    check('reconciliation_runs_trigger_check', sql`trigger in ('daily', 'manual')`),
    check('reconciliation_runs_status_check', sql`status in ('running', 'done', 'failed')`),
  ],
);

/**
 * A mismatch, kept once by its key (`aggregator:ours_only:<topupId>`): found again by a later run, it is
 * the same item, still open or already resolved with an admin's note.
 */
export const reconciliationItems = pgTable(
  'reconciliation_items',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => reconciliationRuns.id),
    mismatchKey: text('mismatch_key').notNull(),
    source: text('source').$type<'aggregator' | 'paypal'>().notNull(),
    kind: text('kind').$type<'ours_only' | 'theirs_only' | 'amounts_differ'>().notNull(),
    /** Our top-up or funding id. */
    ourRef: text('our_ref'),
    /** The aggregator's transaction id or PayPal's capture id. */
    theirRef: text('their_ref'),
    ourAmountCents: bigint('our_amount_cents', { mode: 'number' }),
    theirAmountCents: bigint('their_amount_cents', { mode: 'number' }),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    uniqueIndex('reconciliation_items_key_idx').on(t.mismatchKey),
    index('reconciliation_items_open_idx')
      .on(t.createdAt)
      .where(sql`resolved_at is null`),
    check('reconciliation_items_source_check', sql`source in ('aggregator', 'paypal')`),
    check('reconciliation_items_kind_check', sql`kind in ('ours_only', 'theirs_only', 'amounts_differ')`),
  ],
);
