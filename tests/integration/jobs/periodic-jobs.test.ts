import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeriodicJobs, type PeriodicJob } from '../../../src/server/jobs/periodic';
import { createTestDatabase, type TestDatabase } from '../test-database';

/**
 * Periodic jobs run once per period across the cluster (ADR 0057): several instances look for due jobs at
 * once and one wins each period; an instance that dies mid-run loses its lease and another runs the period.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

const quiet = { warn: () => {}, error: () => {} };
const rowOf = async (name: string) =>
  (
    await database.pool.query<{ runs: number; failures: number; due_at: Date; lease_owner: string | null; last_error: string | null }>(
      'select runs, failures, due_at, lease_owner, last_error from periodic_jobs where name = $1',
      [name],
    )
  ).rows[0]!;

/** Starts `instances` runners of the same job on the database, as that many instances would. */
async function instancesOf(count: number, job: PeriodicJob, leaseSeconds = 30) {
  return Promise.all(
    Array.from({ length: count }, () => startPeriodicJobs(database.pool, [job], { leaseSeconds, pollMs: 10, log: quiet })),
  );
}

describe('periodic jobs across instances', () => {
  it('three instances looking at once run a period once, and the next period is due later', async () => {
    let runs = 0;
    const job: PeriodicJob = { name: 'once-per-hour', period: { everySeconds: 3600 }, run: async () => void runs++ };
    const stops = await instancesOf(3, job);
    await expect.poll(async () => (await rowOf(job.name)).runs).toBe(1);
    // Each instance goes on looking every 10 ms while the test reads the row: nothing is due until the next hour.
    await expect.poll(async () => (await rowOf(job.name)).lease_owner).toBeNull();
    await Promise.all(stops.map((stop) => stop()));
    expect(runs).toBe(1);
    const row = await rowOf(job.name);
    expect(row.lease_owner).toBeNull();
    expect(row.due_at.getTime()).toBeGreaterThan(Date.now());
    expect(row.due_at.getTime() % 3_600_000).toBe(0);
  });

  it('a period whose instance died (its lease lapsed) is run by another instance', async () => {
    const name = 'taken-over';
    await database.pool.query(
      `insert into periodic_jobs (name, due_at, lease_owner, lease_until, running_period, last_started_at)
       values ($1, now() - interval '2 minutes', 'dead-instance:1:abc', now() - interval '1 second', now() - interval '2 minutes', now() - interval '2 minutes')`,
      [name],
    );
    let runs = 0;
    const [stop] = await instancesOf(1, { name, period: { everySeconds: 60 }, run: async () => void runs++ });
    await expect.poll(async () => (await rowOf(name)).runs).toBe(1);
    await stop!();
    expect(runs).toBe(1);
    expect((await rowOf(name)).lease_owner).toBeNull();
  });

  it('a lease still held by a live instance is left alone, and renewed while its run goes on', async () => {
    let release: () => void = () => {};
    const running = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const job: PeriodicJob = {
      name: 'long-run',
      period: { everySeconds: 3600 },
      run: async () => {
        started++;
        await running;
      },
    };
    // A lease of one second, renewed every third of it: a second instance never gets the period meanwhile.
    const [first] = await instancesOf(1, job, 1);
    await expect.poll(() => started).toBe(1);
    const before = (
      await database.pool.query<{ until: Date }>('select lease_until as until from periodic_jobs where name = $1', [job.name])
    ).rows[0]!.until;
    await expect
      .poll(async () =>
        (
          await database.pool.query<{ until: Date }>('select lease_until as until from periodic_jobs where name = $1', [job.name])
        ).rows[0]!.until.getTime(),
      )
      .toBeGreaterThan(before.getTime());
    const [second] = await instancesOf(1, job, 1);
    release();
    await first!();
    await second!();
    expect(started).toBe(1);
    expect((await rowOf(job.name)).runs).toBe(1);
  });

  it('a failed run is counted, keeps its error, and is tried again before the next period', async () => {
    let attempts = 0;
    const job: PeriodicJob = {
      name: 'fails-once',
      period: { everySeconds: 24 * 3600 },
      run: async () => {
        attempts++;
        throw new Error('the aggregator answered 503');
      },
    };
    const stops = await Promise.all([
      startPeriodicJobs(database.pool, [job], { leaseSeconds: 30, pollMs: 10, retrySeconds: 60, log: quiet }),
    ]);
    await expect.poll(async () => (await rowOf(job.name)).failures).toBe(1);
    await Promise.all(stops.map((stop) => stop()));
    const row = await rowOf(job.name);
    expect(attempts).toBe(1);
    expect(row.last_error).toBe('the aggregator answered 503');
    expect(row.due_at.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
  });
});
