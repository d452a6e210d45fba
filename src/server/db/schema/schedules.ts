/** Automatic top-ups (docs/product-rules.md#automatic-topups, ADR 0034): schedules and their runs (migration 0024). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './identity.js';
import type { ScheduleRunState, ScheduleStatus } from '../../../shared/api/schedules.js';
import type { ScheduleFrequency } from '../../../shared/schedules.js';

/** One top-up repeated: what to send, how often, and the price the person agreed to (for the tolerance). */
export const topupSchedules = pgTable(
  'topup_schedules',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryIso: text('country_iso').notNull(),
    operatorId: integer('operator_id').notNull(),
    operatorName: text('operator_name').notNull(),
    recipientNumber: text('recipient_number').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    textRecipient: boolean('text_recipient').notNull().default(false),
    frequency: text('frequency').$type<ScheduleFrequency>().notNull(),
    /** Weekly and every two weeks: the weekday (0 Sunday … 6 Saturday); monthly: the day of the month (1–28). */
    runDay: integer('run_day').notNull(),
    agreedTotalCents: bigint('agreed_total_cents', { mode: 'number' }).notNull(),
    agreedLocalAmount: text('agreed_local_amount').notNull(),
    localCurrency: text('local_currency').notNull(),
    status: text('status').$type<ScheduleStatus>().notNull().default('active'),
    /** The day of the next run, in the person's time zone (ADR 0065). */
    nextRunOn: date('next_run_on', { mode: 'string' }).notNull(),
    /** When that day begins in the person's zone: the run is due from then (migration 0033). */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    /** When the day before it begins in the person's zone: the reminder goes out from then. */
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    /** The run day the day-before reminder was sent for. */
    remindedFor: date('reminded_for', { mode: 'string' }),
    /** The Idempotency-Key it was set up with: a retried "set it up" finds this one (migration 0029). */
    idempotencyKey: text('idempotency_key'),
    /** A digest of what that set-up asked for: the same key with another body is refused (migration 0032). */
    requestDigest: text('request_digest'),
    ...timestamps,
  },
  (t) => [
    index('topup_schedules_user_idx').on(t.userId, t.createdAt),
    index('topup_schedules_due_idx').on(t.status, t.nextRunAt),
    uniqueIndex('topup_schedules_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('topup_schedules_frequency_check', sql`${t.frequency} in ('weekly', 'biweekly', 'monthly')`),
    check('topup_schedules_status_check', sql`${t.status} in ('active', 'paused', 'cancelled')`),
    check('topup_schedules_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** One run of a schedule on one day: its key is the run's idempotency key, the row the worker's claim. */
export const topupScheduleRuns = pgTable(
  'topup_schedule_runs',
  {
    scheduleId: text('schedule_id')
      .notNull()
      .references(() => topupSchedules.id, { onDelete: 'cascade' }),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    userId: text('user_id').notNull(),
    state: text('state').$type<ScheduleRunState>().notNull().default('due'),
    quoteId: text('quote_id'),
    quotedTotalCents: bigint('quoted_total_cents', { mode: 'number' }),
    quotedLocalAmount: text('quoted_local_amount'),
    topupId: text('topup_id'),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** When the run's day ends in its person's zone: a run still waiting then is missed (migration 0033). */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'topup_schedule_runs_pk', columns: [t.scheduleId, t.runOn] }),
    index('topup_schedule_runs_open_idx').on(t.state, t.runOn),
    index('topup_schedule_runs_user_idx').on(t.userId, t.runOn),
    /** A failed top-up finds the run that sent it (a family pot's shares go back, migration 0040). */
    index('topup_schedule_runs_topup_idx')
      .on(t.topupId)
      .where(sql`${t.topupId} is not null`),
  ],
);

/** A family pot's member (ADR 0074, migration 0040): the owner is the schedule's person; members pay a share of each run. */
export const familyPotMembers = pgTable(
  'family_pot_members',
  {
    scheduleId: text('schedule_id')
      .notNull()
      .references(() => topupSchedules.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A whole percentage of each run's price; the owner pays what the members' shares leave. */
    sharePercent: integer('share_percent').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Left the pot: their share falls back to the owner from the next run. */
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'family_pot_members_pk', columns: [t.scheduleId, t.userId] }),
    index('family_pot_members_user_idx')
      .on(t.userId)
      .where(sql`${t.leftAt} is null`),
    check('family_pot_members_share_check', sql`${t.sharePercent} between 1 and 99`),
  ],
);

/** An invitation to a pot: its link's token kept only as a SHA-256 digest, good once and for a week. */
export const familyPotInvites = pgTable(
  'family_pot_invites',
  {
    id: text('id').primaryKey(),
    scheduleId: text('schedule_id')
      .notNull()
      .references(() => topupSchedules.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    sharePercent: integer('share_percent').notNull(),
    /** The owner's Idempotency-Key: a retried "invite" answers the invitation the first made. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_pot_invites_token_idx').on(t.tokenHash),
    index('family_pot_invites_schedule_idx').on(t.scheduleId),
    uniqueIndex('family_pot_invites_idempotency_idx')
      .on(t.scheduleId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('family_pot_invites_share_check', sql`${t.sharePercent} between 1 and 99`),
  ],
);
