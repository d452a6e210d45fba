/**
 * `npm run bench:backlog`: how fast a backlog of paid top-ups is delivered and settled, beside the API skeleton
 * delivering the same backlog one step per top-up, in the same run, on the same database (ADR 0081).
 *
 * Kredi: started whole until its catalogue is copied, then as a web instance (`INSTANCE_ROLE=web`, no worker), takes about BENCH_TOPUPS wallet top-ups through the whole
 * API, so they wait, paid and due, as behind a stopped worker. The server then starts again as a worker
 * (`INSTANCE_ROLE=worker`); once it is up and watched, the bench makes the queue due and waits until every order is
 * settled. Its rate: settled orders over the time from the first claim to the last settlement (`sent_at`,
 * `delivered_at`). The worker does all it does in production: the aggregator sandbox's HTTP API (in a process of
 * its own), the ledger, the receipt queued and mailed, points, metrics.
 *
 * The skeleton (topups/skeleton-server.ts): the same number of orders sent and held, then delivered ten at a time,
 * each an HTTP call to its aggregator and one transaction of its own (ADR 0053): the most a per-step worker gets.
 * Twice: to its own aggregator route (the issue's baseline), and through the product's aggregator sandbox, whose
 * CPU (in the sandboxes' column) then weighs on both sides as it does on Kredi's.
 *
 * PostgreSQL only (DATABASE_URL); the embedded engine when it is unset. Prints; never fails on speed.
 */
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../src/server/db/int8';
import { centsToWireAmount } from '../src/server/integrations/topup-provider/money';
import { checkLedgerInvariants } from '../src/server/ledger/invariants';
import { loadAverage, watchCpu, type CpuSeconds } from './topups/cpu';
import { describeCounts, queriesBetween, readHistogram, readQueryCounts, totalOf } from './topups/metrics';
import { signUpPeople } from './topups/people';
import { digicelHaiti, placeTopups, until, type Operator } from './topups/product';
import { readyAggregatorForLoad, startKredi, type RunningKredi } from './topups/server';
import { runSkeletonBacklog, type SkeletonAggregator } from './topups/skeleton';

const TOPUPS = Number(process.env.BENCH_TOPUPS ?? 2000);
const PEOPLE = 10;

async function main() {
  const kredi = await startKredi(process.env.DATABASE_URL || null);
  try {
    console.log(`${kredi.engine}: Kredi at ${kredi.baseUrl} (server log: ${kredi.logFile})`);
    await readyAggregatorForLoad(kredi);
    const people = await signUpPeople(kredi.baseUrl, PEOPLE, kredi.databaseUrl);
    // The catalogue is copied by a periodic job, which a web instance does not run.
    const operator = await digicelHaiti(kredi, people[0]!);
    await kredi.restart({ INSTANCE_ROLE: 'web' });
    const placed = await placeTopups(kredi, people, operator, TOPUPS);
    const product = await drainAsWorker(kredi);
    const watch = () => watchKredi(kredi);
    const skeleton = await runSkeletonBacklog(kredi.databaseUrl, people, TOPUPS, watch);
    const throughSandbox = await runSkeletonBacklog(kredi.databaseUrl, people, TOPUPS, watch, sandboxAggregator(kredi, operator));
    report(kredi, placed, product, skeleton, throughSandbox);
  } finally {
    await kredi.stop();
  }
}

interface Drained {
  settled: number;
  failed: number;
  seconds: number;
  cpu: CpuSeconds;
  queriesPerSettled: number;
  queries: string;
  transactions: number;
  violations: number;
  /** The worker job's runs (each drains until nothing is due) and the aggregator's calls, from /metrics. */
  passes: number;
  passSeconds: number;
  calls: number;
  callSeconds: number;
}

async function readTimings(kredi: RunningKredi) {
  return {
    passes: await readHistogram(kredi.baseUrl, 'kredi_job_duration_seconds', 'job="topup-worker"'),
    calls: await readHistogram(kredi.baseUrl, 'kredi_outside_call_duration_seconds', 'service="topup-provider"'),
  };
}

/** Restarts Kredi as a worker and times it through the backlog the web instance left. */
async function drainAsWorker(kredi: RunningKredi): Promise<Drained> {
  let db = new pg.Pool({ connectionString: kredi.databaseUrl, max: 1 });
  // Not due until the worker is up and watched, so its start is no part of the figure.
  await db.query(`update topup_orders set next_attempt_at = now() + interval '1 hour' where state = 'reserved'`);
  await db.end();
  await kredi.restart({ INSTANCE_ROLE: 'worker' });
  db = new pg.Pool({ connectionString: kredi.databaseUrl, max: 1 });
  try {
    const before = await readQueryCounts(kredi.baseUrl);
    const timingsBefore = await readTimings(kredi);
    const commitsBefore = await commits(db);
    const cpu = watchKredi(kredi);
    await db.query(`update topup_orders set next_attempt_at = now() where state = 'reserved'`);
    await until(db, `select (count(*) = 0)::int as n from topup_orders where state in ('reserved', 'unknown')`);
    const used = cpu.stop();
    const transactions = (await commits(db)) - commitsBefore;
    const queries = queriesBetween(before, await readQueryCounts(kredi.baseUrl));
    const timings = await readTimings(kredi);
    const { rows } = await db.query<{ settled: number; failed: number; seconds: number }>(
      `select count(*) filter (where state = 'succeeded')::int as settled, count(*) filter (where state = 'failed')::int as failed,
              extract(epoch from max(coalesce(delivered_at, failed_at)) - min(sent_at))::float8 as seconds
         from topup_orders`,
    );
    const { settled, failed, seconds } = rows[0]!;
    // The receipts still going out would weigh on the skeleton's runs (the SMTP sink shares the sandboxes' process).
    await until(db, `select (count(*) = 0)::int as n from notification_outbox where state = 'pending'`);
    return {
      settled,
      failed,
      seconds,
      cpu: used,
      queriesPerSettled: totalOf(queries) / (settled + failed),
      queries: describeCounts(queries, settled + failed),
      transactions,
      violations: (await checkLedgerInvariants(db)).length,
      passes: timings.passes.count - timingsBefore.passes.count,
      passSeconds: timings.passes.sum - timingsBefore.passes.sum,
      calls: timings.calls.count - timingsBefore.calls.count,
      callSeconds: timings.calls.sum - timingsBefore.calls.sum,
    };
  } finally {
    await db.end();
  }
}

/** Transactions committed in the bench's database, by PostgreSQL's own count (0 on the embedded engine's view, if absent). */
async function commits(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select coalesce(xact_commit, 0)::int as n from pg_stat_database where datname = current_database()`,
  );
  return rows[0]?.n ?? 0;
}

/** The aggregator sandbox Kredi delivers through, for the skeleton to deliver through it too. */
function sandboxAggregator(kredi: RunningKredi, operator: Operator): SkeletonAggregator {
  const env = kredi.sandboxEnv;
  return {
    apiUrl: env.TOPUP_API_URL!,
    authUrl: env.TOPUP_AUTH_URL!,
    clientId: env.TOPUP_CLIENT_ID!,
    clientSecret: env.TOPUP_CLIENT_SECRET!,
    audience: env.TOPUP_AUDIENCE!,
    operatorId: operator.id,
    amount: centsToWireAmount(operator.amountCents),
  };
}

const watchKredi = (kredi: RunningKredi) =>
  watchCpu({ sandboxes: kredi.pids.sandboxes, server: kredi.pids.server, engineThread: kredi.pids.engineThread });

type SkeletonBacklog = { delivered: number; seconds: number; cpu: CpuSeconds };

function report(kredi: RunningKredi, placed: number, product: Drained, skeleton: SkeletonBacklog, throughSandbox: SkeletonBacklog) {
  const engine = kredi.engine === 'embedded' ? 'embedded engine' : 'PostgreSQL';
  const krediRate = (product.settled + product.failed) / product.seconds;
  const rateOf = (line: SkeletonBacklog) => line.delivered / line.seconds;
  const cpuRow = (cpu: CpuSeconds, n: number) => {
    const per = (seconds: number) => round((seconds * 1000) / n, 2);
    return { 'server ms': per(cpu.server), 'sandboxes ms': per(cpu.sandboxes), [`${engine} ms`]: per(cpu.postgres + cpu.engine) };
  };
  const skeletonRow = (line: SkeletonBacklog) => ({
    'settled/s': round(rateOf(line)),
    settled: line.delivered,
    failed: 0,
    seconds: round(line.seconds, 2),
    ...cpuRow(line.cpu, line.delivered),
  });
  console.log(`\n${engine}, a backlog of ${placed} top-ups, ${new Date().toISOString()}, load average ${loadAverage()}`);
  console.table({
    'Kredi worker': {
      'settled/s': round(krediRate),
      settled: product.settled,
      failed: product.failed,
      seconds: round(product.seconds, 2),
      ...cpuRow(product.cpu, product.settled + product.failed),
      'ratio to skeleton': round(krediRate / rateOf(skeleton), 2),
      'ratio, same aggregator': round(krediRate / rateOf(throughSandbox), 2),
    },
    'API skeleton, one step each': skeletonRow(skeleton),
    'the same through the sandbox': skeletonRow(throughSandbox),
  });
  console.log(
    `Kredi: ${round(product.queriesPerSettled)} statements and ${round(product.transactions / (product.settled + product.failed), 2)} ` +
      `commits per settled top-up (commits from pg_stat_database, the bench's own polling included); ledger invariants: ` +
      `${product.violations === 0 ? 'hold' : `${product.violations} VIOLATED`}.\n  ${product.queries}`,
  );
  console.log(
    `Kredi: ${product.calls} aggregator calls, ${round((product.callSeconds / Math.max(product.calls, 1)) * 1000)} ms each on average; ` +
      `the worker job ran ${product.passes} times, ${round(product.passSeconds, 2)} s in all.`,
  );
  console.log(
    'The skeleton settles in 5 statements (an HTTP call, then begin, 3 statements, commit) and 1 commit per top-up, ten at a time: ' +
      "to its own aggregator route (ADR 0053's line), or to the product's aggregator sandbox (a token once, then POST /topups).",
  );
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
