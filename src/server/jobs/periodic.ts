import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type pg from 'pg';
import { isDatabaseUnavailable, outsideServiceOf } from '../db/unavailable.js';

/**
 * Periodic jobs that run once per cluster (ADR 0057). Each job has a row in `periodic_jobs` with the start
 * of its next period (`due_at`). Every worker instance looks once a second for due rows it can lease; the
 * one whose UPDATE wins runs that period, renews its lease while it runs, then moves `due_at` to the next
 * period. An instance that dies mid-run stops renewing: once its lease lapses another instance wins the row
 * and runs the period again, which is safe because every job is idempotent and money stays claimed in its
 * own rows (ADR 0008). Rows, not advisory locks: the embedded engine shares one session, and a
 * transaction-mode pooler (PgBouncer) cannot hold a session lock.
 */

/** When a job's periods start. */
export type Period =
  /** Every `seconds`, on boundaries counted from the Unix epoch (so all instances agree on them). */
  | { everySeconds: number }
  /** Once a day at this hour, UTC. */
  | { dailyAtHourUtc: number };

export interface PeriodicJob {
  name: string;
  period: Period;
  run: () => Promise<unknown>;
}

export interface PeriodicRunnerOptions {
  /** How long a lease holds without renewal: how soon another instance takes over a dead one's run. */
  leaseSeconds: number;
  /** How often this instance looks for due jobs. */
  pollMs?: number;
  /** A failed run is tried again after this long (or at the next period, if sooner). */
  retrySeconds?: number;
  /** Called after each run, with its outcome and duration (the job metrics). */
  onRun?: (job: string, ok: boolean, seconds: number) => void;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** The start of the first period after `now`. */
export function nextPeriodStart(period: Period, now: Date): Date {
  if ('everySeconds' in period) {
    const ms = period.everySeconds * 1000;
    return new Date(Math.floor(now.getTime() / ms) * ms + ms);
  }
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), period.dailyAtHourUtc);
  return new Date(today > now.getTime() ? today : today + 24 * 60 * 60_000);
}

/** Who holds a lease: readable in the table (which host), unique per process start. */
function instanceId(): string {
  return `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
}

/**
 * Starts looking for due jobs on this instance; returns a stop function that waits for runs in progress
 * to end (their leases are then released, so a restart does not wait for them to lapse).
 */
export async function startPeriodicJobs(pool: pg.Pool, jobs: PeriodicJob[], options: PeriodicRunnerOptions): Promise<() => Promise<void>> {
  const owner = instanceId();
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const running = new Map<string, Promise<void>>();
  const pollMs = options.pollMs ?? 1000;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  // A job new to the cluster is due at once: a fresh database gets its catalogue on the first start.
  await pool.query(`insert into periodic_jobs (name, due_at) select unnest($1::text[]), now() on conflict (name) do nothing`, [
    jobs.map((job) => job.name),
  ]);

  const runOne = async (job: PeriodicJob, period: Date) => {
    const started = performance.now();
    const renew = setInterval(
      () => void renewLease(pool, job.name, owner, options.leaseSeconds).catch(() => {}),
      (options.leaseSeconds * 1000) / 3,
    );
    let failure: unknown = null;
    try {
      await job.run();
    } catch (error) {
      failure = error;
      // An outage is said without a stack: it is not a bug, and health already reports it.
      if (isDatabaseUnavailable(error))
        options.log.warn({ job: job.name, reason: (error as Error).message }, 'periodic job waits for the database; it will run again');
      else options.log.error({ err: error, job: job.name, ...outsideServiceOf(error) }, 'periodic job failed; it will run again');
    } finally {
      clearInterval(renew);
    }
    options.onRun?.(job.name, failure === null, (performance.now() - started) / 1000);
    const finished = await finishRun(pool, job, owner, period, failure, options.retrySeconds ?? 60).catch((error: unknown) => {
      options.log.warn({ err: error, job: job.name }, 'periodic job ran but its row could not be updated; its lease will lapse');
      return true;
    });
    if (!finished) options.log.warn({ job: job.name }, 'periodic job outlived its lease; another instance may have run this period too');
  };

  const poll = async () => {
    if (stopped) return;
    try {
      const won = await claimDue(
        pool,
        [...byName.keys()].filter((name) => !running.has(name)),
        owner,
        options.leaseSeconds,
      );
      for (const { name, period } of won) {
        const job = byName.get(name)!;
        const run = runOne(job, period).finally(() => running.delete(name));
        running.set(name, run);
      }
    } catch (error) {
      // The database away: nothing is claimed, and the next poll tries again.
      options.log.warn({ reason: (error as Error).message }, 'periodic jobs: could not look for due jobs; trying again');
    } finally {
      if (!stopped) timer = setTimeout(() => void poll(), pollMs);
    }
  };
  timer = setTimeout(() => void poll(), 0);

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await Promise.allSettled(running.values());
  };
}

/** Leases every due job of `names` that nobody holds; one statement, whatever the number of jobs. */
async function claimDue(pool: pg.Pool, names: string[], owner: string, leaseSeconds: number): Promise<{ name: string; period: Date }[]> {
  if (names.length === 0) return [];
  const { rows } = await pool.query<{ name: string; due_at: Date }>(
    `update periodic_jobs
        set lease_owner = $2, lease_until = now() + make_interval(secs => $3), running_period = due_at, last_started_at = now()
      where name = any($1::text[]) and due_at <= now() and (lease_until is null or lease_until < now())
      returning name, due_at`,
    [names, owner, leaseSeconds],
  );
  return rows.map((row) => ({ name: row.name, period: row.due_at }));
}

async function renewLease(pool: pg.Pool, name: string, owner: string, leaseSeconds: number): Promise<void> {
  await pool.query(`update periodic_jobs set lease_until = now() + make_interval(secs => $3) where name = $1 and lease_owner = $2`, [
    name,
    owner,
    leaseSeconds,
  ]);
}

/**
 * Ends a run: the next period becomes due (after a failure, sooner: in `retrySeconds`), the lease is
 * released. False when the lease was no longer ours (it lapsed and another instance won the row).
 */
async function finishRun(
  pool: pg.Pool,
  job: PeriodicJob,
  owner: string,
  period: Date,
  failure: unknown,
  retrySeconds: number,
): Promise<boolean> {
  const { rows } = await pool.query<{ now: Date }>('select now() as now');
  const now = rows[0]!.now;
  const next = nextPeriodStart(job.period, now > period ? now : period);
  const dueAt = failure === null ? next : new Date(Math.min(next.getTime(), now.getTime() + retrySeconds * 1000));
  const result = await pool.query(
    `update periodic_jobs
        set due_at = $3, lease_owner = null, lease_until = null, last_finished_at = now(),
            runs = runs + 1, failures = failures + $4, last_error = $5
      where name = $1 and lease_owner = $2`,
    [
      job.name,
      owner,
      dueAt,
      failure === null ? 0 : 1,
      failure === null ? null : String((failure as Error).message ?? failure).slice(0, 500),
    ],
  );
  return result.rowCount === 1;
}
