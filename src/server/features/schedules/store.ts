import type { ScheduleRunState, ScheduleStatus } from '../../../shared/api/schedules.js';
import type { ScheduleFrequency } from '../../../shared/schedules.js';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/transaction.js';
import { topupSchedules } from '../../db/schema.js';
import type { Queryable } from '../../ledger/index.js';
import { personColumnSql } from '../identity/index.js';

/** The one module that reads and writes `topup_schedules` and `topup_schedule_runs` (migration 0024). */

export interface ScheduleRow {
  id: string;
  user_id: string;
  country_iso: string;
  operator_id: number;
  operator_name: string;
  recipient_number: string;
  amount_cents: number;
  text_recipient: boolean;
  frequency: ScheduleFrequency;
  run_day: number;
  agreed_total_cents: number;
  agreed_local_amount: string;
  local_currency: string;
  status: ScheduleStatus;
  next_run_on: string;
  created_at: Date;
}

export interface RunRow {
  schedule_id: string;
  run_on: string;
  user_id: string;
  state: ScheduleRunState;
  quote_id: string | null;
  quoted_total_cents: number | null;
  quoted_local_amount: string | null;
  topup_id: string | null;
  reason: string | null;
  attempts: number;
}

// Dates as text (the driver would make them Dates at midnight UTC); bigints arrive as numbers already (db/int8.ts).
const SCHEDULE_COLUMNS = `id, user_id, country_iso, operator_id, operator_name, recipient_number, amount_cents,
  text_recipient, frequency, run_day, agreed_total_cents, agreed_local_amount, local_currency, status,
  to_char(next_run_on, 'YYYY-MM-DD') as next_run_on, created_at`;
const RUN_COLUMNS = `schedule_id, to_char(run_on, 'YYYY-MM-DD') as run_on, user_id, state, quote_id,
  quoted_total_cents, quoted_local_amount, topup_id, reason, attempts`;

const RUN_COLUMNS_OF_R = `r.schedule_id, to_char(r.run_on, 'YYYY-MM-DD') as run_on, r.user_id, r.state, r.quote_id,
  r.quoted_total_cents, r.quoted_local_amount, r.topup_id, r.reason, r.attempts`;

/** A schedule with its person's time zone (null: UTC), read in the statement that locks it. */
export type ZonedScheduleRow = ScheduleRow & { time_zone: string | null };

/** When a schedule's next day begins, and the day before it, in its person's zone (calendar.nextRunTimes). */
interface NextRunInstants {
  next_run_at: Date;
  remind_at: Date;
}

export type NewSchedule = Omit<ScheduleRow, 'status' | 'created_at'> &
  NextRunInstants & {
    idempotency_key: string | null;
    /** A digest of the request that set it up with that key (a retry with another body is refused). */
    request_digest: string | null;
  };

/**
 * The new schedule, if the person has fewer than `max` that are not cancelled: else 'full'. Null when the
 * person already set one up with this Idempotency-Key (read it with scheduleByKey). One person's set-ups
 * queue on a lock of theirs from the count to the insert, so two presses at once cannot pass the limit.
 */
export async function insertScheduleWithinLimit(pool: pg.Pool, s: NewSchedule, max: number): Promise<ScheduleRow | 'full' | null> {
  return inTransaction(pool, async (client) => {
    await client.query(`select pg_advisory_xact_lock(hashtextextended('topup_schedules:' || $1, 0))`, [s.user_id]);
    if (s.idempotency_key && (await scheduleByKey(client, s.user_id, s.idempotency_key))) return null;
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from topup_schedules where user_id = $1 and status <> 'cancelled'`,
      [s.user_id],
    );
    if ((rows[0]?.n ?? 0) >= max) return 'full';
    return insertSchedule(client, s);
  });
}

/** The new schedule; null when the person already set one up with this Idempotency-Key (read it with scheduleByKey). */
async function insertSchedule(client: Queryable, s: NewSchedule): Promise<ScheduleRow | null> {
  const { rows } = await client.query<ScheduleRow>(
    `insert into topup_schedules (id, user_id, country_iso, operator_id, operator_name, recipient_number, amount_cents, text_recipient,
       frequency, run_day, agreed_total_cents, agreed_local_amount, local_currency, next_run_on, idempotency_key, request_digest,
       next_run_at, remind_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     on conflict (user_id, idempotency_key) where idempotency_key is not null do nothing
     returning ${SCHEDULE_COLUMNS}`,
    [
      s.id,
      s.user_id,
      s.country_iso,
      s.operator_id,
      s.operator_name,
      s.recipient_number,
      s.amount_cents,
      s.text_recipient,
      s.frequency,
      s.run_day,
      s.agreed_total_cents,
      s.agreed_local_amount,
      s.local_currency,
      s.next_run_on,
      s.idempotency_key,
      s.request_digest,
      s.next_run_at,
      s.remind_at,
    ],
  );
  return rows[0] ?? null;
}

/** The schedule the person set up with this Idempotency-Key, if any, with the digest of the request that did. */
export async function scheduleByKey(
  client: Queryable,
  userId: string,
  key: string,
): Promise<(ScheduleRow & { request_digest: string | null }) | null> {
  const { rows } = await client.query<ScheduleRow & { request_digest: string | null }>(
    `select ${SCHEDULE_COLUMNS}, request_digest from topup_schedules where user_id = $1 and idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

/** One of the person's own schedules (`lock`: for update); another person's is none. */
export async function ownSchedule(client: Queryable, userId: string, id: string, lock = false): Promise<ScheduleRow | null> {
  const { rows } = await client.query<ScheduleRow>(
    `select ${SCHEDULE_COLUMNS} from topup_schedules where id = $1 and user_id = $2${lock ? ' for update' : ''}`,
    [id, userId],
  );
  return rows[0] ?? null;
}

export async function scheduleById(client: Queryable, id: string, lock = false): Promise<ScheduleRow | null> {
  const { rows } = await client.query<ScheduleRow>(
    `select ${SCHEDULE_COLUMNS} from topup_schedules where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** These schedules (a family pot's members read the owner's), in no particular order. */
export async function schedulesByIds(client: Queryable, ids: readonly string[]): Promise<ScheduleRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await client.query<ScheduleRow>(`select ${SCHEDULE_COLUMNS} from topup_schedules where id = any($1::text[])`, [ids]);
  return rows;
}

/** The run that sent this top-up, if a schedule's run did. */
export async function runOfTopup(client: Queryable, topupId: string): Promise<RunRow | null> {
  const { rows } = await client.query<RunRow>(`select ${RUN_COLUMNS} from topup_schedule_runs where topup_id = $1`, [topupId]);
  return rows[0] ?? null;
}

/** The person's schedules, cancelled ones last and only the latest few of those. */
export async function schedulesOf(client: Queryable, userId: string): Promise<ScheduleRow[]> {
  const { rows } = await client.query<ScheduleRow>(
    `select ${SCHEDULE_COLUMNS} from topup_schedules where user_id = $1
     order by status = 'cancelled', created_at desc limit 50`,
    [userId],
  );
  return rows;
}

export async function updateSchedule(
  client: Queryable,
  id: string,
  change: Partial<
    Pick<ScheduleRow, 'amount_cents' | 'frequency' | 'run_day' | 'agreed_total_cents' | 'agreed_local_amount' | 'status' | 'next_run_on'> &
      NextRunInstants
  >,
): Promise<void> {
  const entries = Object.entries(change);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await client.query(`update topup_schedules set ${sets}, updated_at = now() where id = $1`, [id, ...entries.map(([, v]) => v)]);
}

/** The runs of these schedules still open, then the latest, newest first (at most `perSchedule` each). */
export async function runsOf(client: Queryable, scheduleIds: string[], perSchedule: number): Promise<RunRow[]> {
  if (scheduleIds.length === 0) return [];
  const { rows } = await client.query<RunRow>(
    `select ${RUN_COLUMNS} from (
       select r.*, row_number() over (partition by schedule_id order by run_on desc) as n
         from topup_schedule_runs r where schedule_id = any($1::text[])) r
     where n <= $2 order by run_on desc`,
    [scheduleIds, perSchedule],
  );
  return rows;
}

export async function runOf(client: Queryable, scheduleId: string, runOn: string, lock = false): Promise<RunRow | null> {
  const { rows } = await client.query<RunRow>(
    `select ${RUN_COLUMNS} from topup_schedule_runs where schedule_id = $1 and run_on = $2${lock ? ' for update' : ''}`,
    [scheduleId, runOn],
  );
  return rows[0] ?? null;
}

// The person's zone comes with the schedule, read in the statement that locks it (ADR 0065: the one column
// of identity's users table these statements read, through identity's front door, ADR 0072, so a pass asks no
// second connection inside its transaction).
const ZONED_COLUMNS = `${SCHEDULE_COLUMNS}, ${personColumnSql('time_zone', 'topup_schedules.user_id')} as time_zone`;

/** Active schedules whose run day has begun where their person lives, locked so one worker turns each into its run. */
export async function lockDueSchedules(client: Queryable, now: Date, limit: number): Promise<ZonedScheduleRow[]> {
  const { rows } = await client.query<ZonedScheduleRow>(
    `select ${ZONED_COLUMNS} from topup_schedules where status = 'active' and next_run_at <= $1
     order by next_run_at limit $2 for update skip locked`,
    [now, limit],
  );
  return rows;
}

/** The run of (schedule, day): its key makes it once, however many workers get here. `endsAt`: when that day ends for its person. */
export async function insertRun(client: Queryable, s: Pick<ScheduleRow, 'id' | 'user_id' | 'next_run_on'>, endsAt: Date): Promise<void> {
  await client.query(
    `insert into topup_schedule_runs (schedule_id, run_on, user_id, ends_at) values ($1, $2, $3, $4) on conflict do nothing`,
    [s.id, s.next_run_on, s.user_id, endsAt],
  );
}

/**
 * Active schedules whose run is tomorrow where their person lives (the day before it has begun, the run's
 * day not yet), not yet reminded of that run, locked so one worker reminds each.
 */
export async function lockToRemind(client: Queryable, now: Date, limit: number): Promise<ScheduleRow[]> {
  const { rows } = await client.query<ScheduleRow>(
    `select ${SCHEDULE_COLUMNS} from topup_schedules
     where status = 'active' and remind_at <= $1 and next_run_at > $1 and reminded_for is distinct from next_run_on
     limit $2 for update skip locked`,
    [now, limit],
  );
  return rows;
}

/** The person's schedules not cancelled, locked: their next instants move with the person's time zone. */
export async function lockLiveSchedulesOf(client: Queryable, userId: string): Promise<Pick<ScheduleRow, 'id' | 'next_run_on'>[]> {
  const { rows } = await client.query<Pick<ScheduleRow, 'id' | 'next_run_on'>>(
    `select id, to_char(next_run_on, 'YYYY-MM-DD') as next_run_on from topup_schedules
      where user_id = $1 and status <> 'cancelled' for update`,
    [userId],
  );
  return rows;
}

export async function markReminded(client: Queryable, id: string, runOn: string): Promise<void> {
  await client.query(`update topup_schedules set reminded_for = $2 where id = $1`, [id, runOn]);
}

/**
 * Claims due runs, and runs whose worker's lease ran out (it crashed mid-run): each is one worker's until
 * `leaseUntil`. Rows another worker is claiming right now are skipped, never waited for.
 */
export async function claimDueRuns(client: Queryable, now: Date, leaseUntil: Date, limit: number): Promise<RunRow[]> {
  const { rows } = await client.query<RunRow>(
    `update topup_schedule_runs r set state = 'running', lease_until = $2, attempts = attempts + 1, updated_at = now()
     from (select schedule_id, run_on from topup_schedule_runs
           where state = 'due' or (state = 'running' and lease_until < $1)
           order by run_on limit $3 for update skip locked) due
     where r.schedule_id = due.schedule_id and r.run_on = due.run_on
     returning ${RUN_COLUMNS_OF_R}`,
    [now, leaseUntil, limit],
  );
  return rows;
}

/** Runs waiting for funds whose day (their person's) is not over. */
export async function waitingRuns(client: Queryable, now: Date, limit: number): Promise<RunRow[]> {
  const { rows } = await client.query<RunRow>(
    `select ${RUN_COLUMNS} from topup_schedule_runs where state = 'waiting_funds' and ends_at > $1 order by updated_at limit $2`,
    [now, limit],
  );
  return rows;
}

/** Claims one run in a given state (waiting for funds, when they came): only one worker's update changes it. */
export async function claimRunIn(
  client: Queryable,
  run: Pick<RunRow, 'schedule_id' | 'run_on'>,
  from: ScheduleRunState,
  leaseUntil: Date,
): Promise<RunRow | null> {
  const { rows } = await client.query<RunRow>(
    `update topup_schedule_runs set state = 'running', lease_until = $4, attempts = attempts + 1, updated_at = now()
     where schedule_id = $1 and run_on = $2 and state = $3 returning ${RUN_COLUMNS}`,
    [run.schedule_id, run.run_on, from, leaseUntil],
  );
  return rows[0] ?? null;
}

/** Runs left waiting (funds, a confirmation) when their day is over where their person lives: missed. */
export async function closeStaleRuns(client: Queryable, now: Date): Promise<void> {
  await client.query(
    `update topup_schedule_runs set state = 'missed', lease_until = null, updated_at = now()
     where state in ('waiting_funds', 'needs_confirmation') and ends_at <= $1`,
    [now],
  );
}

export interface RunChange {
  state: ScheduleRunState;
  quoteId?: string | null;
  quotedTotalCents?: number | null;
  quotedLocalAmount?: string | null;
  topupId?: string | null;
  reason?: string | null;
}

/** Moves a run on; `from` guards it (false when the run was no longer in that state). */
export async function setRun(
  client: Queryable,
  run: Pick<RunRow, 'schedule_id' | 'run_on'>,
  change: RunChange,
  from: ScheduleRunState = 'running',
): Promise<boolean> {
  const columns: [string, unknown][] = [['state', change.state]];
  if (change.quoteId !== undefined) columns.push(['quote_id', change.quoteId]);
  if (change.quotedTotalCents !== undefined) columns.push(['quoted_total_cents', change.quotedTotalCents]);
  if (change.quotedLocalAmount !== undefined) columns.push(['quoted_local_amount', change.quotedLocalAmount]);
  if (change.topupId !== undefined) columns.push(['topup_id', change.topupId]);
  if (change.reason !== undefined) columns.push(['reason', change.reason]);
  const sets = columns.map(([column], i) => `${column} = $${i + 4}`).join(', ');
  const { rowCount } = await client.query(
    `update topup_schedule_runs set ${sets}, lease_until = null, updated_at = now()
     where schedule_id = $1 and run_on = $2 and state = $3`,
    [run.schedule_id, run.run_on, from, ...columns.map(([, v]) => v)],
  );
  return rowCount === 1;
}

/** Keeps the quote a run is about to send with, so a worker that takes it over after a crash sends that one. */
export async function setRunQuote(client: Queryable, run: Pick<RunRow, 'schedule_id' | 'run_on'>, quote: RunChange): Promise<void> {
  await client.query(
    `update topup_schedule_runs set quote_id = $3, quoted_total_cents = $4, quoted_local_amount = $5, updated_at = now()
     where schedule_id = $1 and run_on = $2 and state = 'running'`,
    [run.schedule_id, run.run_on, quote.quoteId, quote.quotedTotalCents, quote.quotedLocalAmount],
  );
}

/** A deleted account's schedules go with it (their runs by cascade): nothing runs for a person who left. */
export async function forgetSchedulesOf(tx: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await tx.delete(topupSchedules).where(eq(topupSchedules.userId, userId));
}

/**
 * Automatic top-up runs due (for the metrics, ADR 0060): runs to start or taken over from a worker that
 * died, and schedules whose day came but are not runs yet; the oldest counted from when its day began for
 * its person (a run's: a day before its end, near enough on the two days a year that are 23 or 25 hours).
 */
export async function dueStats(pool: Queryable): Promise<{ depth: number; oldestDueSeconds: number }> {
  const { rows } = await pool.query<{ depth: number; oldest: number }>(
    `with due as (
       select ends_at - interval '1 day' as since from topup_schedule_runs
        where state = 'due' or (state = 'running' and lease_until < now())
       union all
       select next_run_at from topup_schedules where status = 'active' and next_run_at <= now())
     select count(*)::int as depth, coalesce(extract(epoch from now() - min(since)), 0)::float8 as oldest from due`,
  );
  return { depth: rows[0]!.depth, oldestDueSeconds: rows[0]!.oldest };
}
