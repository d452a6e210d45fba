/**
 * `npm run bench`: wallet top-ups per second through the whole API, beside the machine's limit measured
 * in the same run (docs/product-rules.md#speed). For each engine (PostgreSQL when DATABASE_URL is set, then the embedded one):
 *   product:  Kredi as `npm start` runs it (topups/server.ts), every sandbox on (in a process of their own), a fresh database. Signed-in
 *             people quote and send (POST /api/topups/quotes + POST /api/topups) for BENCH_SECONDS at each
 *             of BENCH_CONNECTIONS (one person per connection); the server's worker delivers through the
 *             aggregator sandbox and its job mails the receipts. Queries come from the server's /metrics.
 *   skeleton: the same API (quote, send, delivery through an HTTP aggregator) on bare node:http and raw SQL,
 *             the same rows, nothing else (topups/skeleton.ts): the most any implementation of this API
 *             gets from the machine (ADR 0053).
 *   baseline: the same rows by minimal raw SQL, one transaction per top-up, no shared hot row, by as many
 *             clients (topups/baseline.ts). BENCH_HOT=1 adds today's shared system rows as another line.
 * Beside the rates: the CPU milliseconds each run cost per top-up: the server's, the sandboxes', PostgreSQL's or the
 * embedded engine's thread, the bench's own (topups/cpu.ts); and the load average, the machine being shared.
 * Prints; never fails on speed. BENCH_ENGINES=postgresql or embedded runs one engine only; BENCH_CPU_PROF=<dir>
 * has the server write a CPU profile there.
 */
import { signUpPeople } from './topups/people';
import { digicelHaiti, oneTopupStepByStep, runProduct, type ProductResult } from './topups/product';
import { runRawSql, type BaselineResult } from './topups/baseline';
import { runSkeleton, type SkeletonResult } from './topups/skeleton';
import { describeCounts } from './topups/metrics';
import { loadAverage, watchCpu, type CpuSeconds } from './topups/cpu';
import { readyAggregatorForLoad, startKredi, type RunningKredi } from './topups/server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '10,32').split(',').map(Number);
const HOT = process.env.BENCH_HOT === '1';
const SERVER_URL = process.env.DATABASE_URL || null;
const ENGINES = (process.env.BENCH_ENGINES ?? (SERVER_URL ? 'postgresql,embedded' : 'embedded')).split(',');

async function benchEngine(engine: string) {
  const kredi = await startKredi(engine === 'postgresql' ? SERVER_URL : null);
  try {
    console.log(`\n=== ${kredi.engine}: Kredi at ${kredi.baseUrl} (server log: ${kredi.logFile}) ===`);
    await readyAggregatorForLoad(kredi);
    const people = await signUpPeople(kredi.baseUrl, Math.max(...CONNECTIONS), kredi.databaseUrl);
    const operator = await digicelHaiti(kredi, people[0]!);
    const rows: Record<string, Record<string, string | number>> = {};
    const breakdowns: string[] = [];
    const cpuRows: Record<string, Record<string, number>> = {};
    for (const connections of CONNECTIONS) {
      const crowd = people.slice(0, connections);
      const [product, productCpu] = await withCpu(kredi, () => runProduct(kredi, crowd, operator, SECONDS));
      const [skeleton, skeletonCpu] = await withCpu(kredi, () => runSkeleton(kredi.databaseUrl, crowd, SECONDS));
      const [baseline, baselineCpu] = await withCpu(kredi, () => runRawSql(kredi.databaseUrl, crowd, SECONDS));
      const engine = kredi.engine === 'embedded' ? 'embedded engine' : 'PostgreSQL';
      cpuRows[`Kredi, ${connections} conn.`] = cpuRow(productCpu, product.delivered, engine);
      cpuRows[`API skeleton, ${connections} conn.`] = cpuRow(skeletonCpu, skeleton.topupsPerSecond * SECONDS, engine);
      cpuRows[`raw SQL, ${connections} clients`] = cpuRow(baselineCpu, baseline.topupsPerSecond * SECONDS, engine);
      rows[`Kredi, ${connections} conn.`] = productRow(product, baseline, skeleton);
      rows[`API skeleton, ${connections} conn.`] = skeletonRow(skeleton, baseline);
      rows[`raw SQL, ${connections} clients`] = baselineRow(baseline);
      if (HOT) rows[`raw SQL + shared system rows, ${connections}`] = baselineRow(await runRawSql(kredi.databaseUrl, crowd, SECONDS, true));
      breakdowns.push(
        `  ${connections} connections: ${round(product.queriesPerDelivered)} queries per delivered top-up (${product.delivered} delivered; ` +
          `${product.backlog} still to deliver when the load stopped)\n    ${describeCounts(product.queries, product.delivered)}`,
      );
    }
    console.log(`\n${kredi.engine}, ${SECONDS} s per run, ${new Date().toISOString()}, load average ${loadAverage()}`);
    console.table(rows);
    console.log('Kredi latencies are per HTTP request (a top-up is two); raw SQL latencies are per transaction.');
    console.log('API skeleton: the same API (quote, send, delivery through an HTTP aggregator) on bare node:http and raw SQL.');
    console.log('\nCPU milliseconds per top-up, quoted to delivered, from /proc (two cores give 2,000 ms each second):');
    console.table(cpuRows);
    console.log(
      "sandboxes: the aggregator, SMTP sink, SMS, push, PayPal and OIDC stand-ins, in their own process (Kredi's alone is the server's)." +
        (kredi.engine === 'embedded'
          ? "\nembedded engine: its thread inside Kredi's server process, counted apart; it serves all three lines' SQL, and Kredi idles in the server's column during the other two."
          : "\nKredi's server idles during the skeleton's and raw SQL's runs: that is in their server column."),
    );
    console.log(`worker: delivered per second = delivered top-ups / (last delivery − first order of the run).`);
    console.log(`\nQueries per delivered top-up, by statement and table (from kredi_db_queries_total):\n${breakdowns.join('\n')}`);
    const alone = await oneTopupStepByStep(kredi, people[0]!, operator);
    console.log(`\nOne top-up alone, step by step (background jobs idle: ${round(alone.idlePerSecond)} queries/s, included):`);
    for (const step of alone.steps) console.log(`  ${step.name}: ${step.total}  (${step.detail})`);
  } finally {
    await kredi.stop();
  }
}

function productRow(product: ProductResult, baseline: BaselineResult, skeleton: SkeletonResult) {
  return {
    'top-ups/s': round(product.topupsPerSecond),
    'p50 ms': product.p50,
    'p99 ms': product.p99,
    errors: product.errors,
    'delivered/s': round(product.deliveredPerSecond),
    'queries/top-up': round(product.queriesPerDelivered),
    'ratio to raw SQL': round(product.topupsPerSecond / baseline.topupsPerSecond, 2),
    'ratio to skeleton': round(product.topupsPerSecond / skeleton.topupsPerSecond, 2),
  };
}

function skeletonRow(skeleton: SkeletonResult, baseline: BaselineResult) {
  return {
    'top-ups/s': round(skeleton.topupsPerSecond),
    'p50 ms': skeleton.p50,
    'p99 ms': skeleton.p99,
    errors: skeleton.errors,
    'delivered/s': round(skeleton.deliveredPerSecond),
    'queries/top-up': 11,
    'ratio to raw SQL': round(skeleton.topupsPerSecond / baseline.topupsPerSecond, 2),
  };
}

async function withCpu<T>(kredi: RunningKredi, work: () => Promise<T>): Promise<[T, CpuSeconds]> {
  const watch = watchCpu({ sandboxes: kredi.pids.sandboxes, server: kredi.pids.server, engineThread: kredi.pids.engineThread });
  const result = await work();
  return [result, watch.stop()];
}

function cpuRow(cpu: CpuSeconds, topups: number, engine: string) {
  const perTopup = (seconds: number) => round((seconds * 1000) / topups, 2);
  return {
    server: perTopup(cpu.server),
    sandboxes: perTopup(cpu.sandboxes),
    [engine]: perTopup(cpu.postgres + cpu.engine),
    'bench (load)': perTopup(cpu.bench),
    all: perTopup(cpu.server + cpu.sandboxes + cpu.engine + cpu.postgres + cpu.bench),
  };
}

function baselineRow(baseline: BaselineResult) {
  return { 'top-ups/s': round(baseline.topupsPerSecond), 'p50 ms': baseline.p50, 'p99 ms': baseline.p99, errors: baseline.errors };
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function main() {
  for (const engine of ENGINES) await benchEngine(engine);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
