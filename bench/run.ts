/**
 * `npm run bench`: the signed-in wallet top-up under load, beside a baseline measured in the same run.
 *   product:  POST /api/topups/quotes then POST /api/topups (auth, validation, idempotency, the hold), and
 *             afterwards the worker's passes (sandbox success, ledger post) until every top-up is delivered.
 *   baseline: the same ledger writes (hold, post, cost, fee) through the ledger module's plain SQL, from a
 *             bare node:http server on the same database: what the money itself costs.
 * Prints requests per second, p50 and p99 of both and their ratio. Never fails a build on speed.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { connectDatabase } from '../src/server/db/connect';
import { runMigrations } from '../src/server/db/migrate';
import { topupPort } from '../src/server/features/topups/provider';
import { syncCatalogue } from '../src/server/features/topups/sync';
import { runTopupWorker } from '../src/server/features/topups/worker';
import { createTopupProvider } from '../src/server/integrations/topup-provider/index';
import { createLedgerFor } from '../src/server/ledger/index';
import { startSandboxes, stopSandboxes } from '../src/sandbox/framework';
import { aggregatorSandbox } from '../src/sandbox/aggregator/index';
import { mailSandbox } from '../src/sandbox/mail/index';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function main() {
  const sandboxes = await startSandboxes([aggregatorSandbox, mailSandbox]);
  const env = Object.assign({}, ...sandboxes.map((s) => s.env)) as Record<string, string>;
  await fetch(`${env.TOPUP_API_URL}/sandbox/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pendingDelayMs: 0, recentRechargeRule: false }),
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kredi-bench-'));
  const database = await connectDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir, poolSize: 10 });
  await runMigrations(database.db);
  const config = loadConfig({
    ...env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SANDBOXES: 'off',
    PORT: '0',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    PUBLIC_URL: 'http://127.0.0.1:1',
  });
  const app = await buildApp({ config, database, serveWeb: false });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const provider = createTopupProvider({
    apiUrl: env.TOPUP_API_URL!,
    authUrl: env.TOPUP_AUTH_URL!,
    clientId: env.TOPUP_CLIENT_ID!,
    clientSecret: env.TOPUP_CLIENT_SECRET!,
    audience: env.TOPUP_AUDIENCE!,
  });
  await syncCatalogue(database.db, provider);
  const ledger = createLedgerFor(database);

  // One person per connection, each with a wallet that will not run dry.
  const people: { cookie: string; userId: string }[] = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const email = `bench${i}-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await fetch(`${base}/api/identity/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: config.PUBLIC_URL, 'x-forwarded-for': `10.0.0.${i}` },
      body: JSON.stringify({ email, password: 'bench-password', name: 'Bench Person', firstName: 'Bench', lastName: 'Person' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    await ledger.transfer({
      id: `bench-funds:${userId}`,
      debitAccountId: await ledger.systemAccount('paypal_clearing'),
      creditAccountId: await ledger.walletOf(userId),
      amountCents: 100_000_000,
      code: 'add_funds',
      userId,
    });
    people.push({ cookie, userId });
  }
  const operators = (await (
    await fetch(`${base}/api/catalogue/countries/HT/operators`, { headers: { cookie: people[0]!.cookie } })
  ).json()) as { operators: { id: number; name: string; denominationType: string; fixedAmountsCents: number[]; minCents: number }[] };
  const digicel = operators.operators.find((o) => o.name === 'Digicel Haiti')!;
  const amountCents = digicel.denominationType === 'FIXED' ? digicel.fixedAmountsCents[0]! : digicel.minCents;

  // Product: quote then send, per person, as the send screen does.
  let client = 0;
  let sequence = 0;
  const product = await run({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    setupClient: (c: { setHeaders(h: Record<string, string>): void }) =>
      c.setHeaders({ cookie: people[client++ % people.length]!.cookie, 'content-type': 'application/json', origin: config.PUBLIC_URL }),
    requests: [
      {
        method: 'POST',
        path: '/api/topups/quotes',
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          body: JSON.stringify({
            countryIso: 'HT',
            operatorId: digicel.id,
            recipientNumber: successNumber(sequence++),
            amountCents,
            paymentMethod: 'wallet',
          }),
        }),
        onResponse: (_status: number, body: string, context: Record<string, unknown>) => {
          context.quoteId = (JSON.parse(body) as { id?: string }).id;
        },
      },
      {
        method: 'POST',
        path: '/api/topups',
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => ({
          ...request,
          headers: { ...(request.headers as Record<string, string>), 'idempotency-key': randomUUID() },
          body: JSON.stringify({ quoteId: context.quoteId }),
        }),
      },
    ],
  });
  const drainStarted = performance.now();
  let delivered = 0;
  const worker = { pool: database.pool, ledger, provider: topupPort(provider), log: app.log };
  for (let pass = 0; pass < 10_000 && (await pending(database.pool)) > 0; pass++) delivered += await runTopupWorker(worker, 50);
  const drainSeconds = (performance.now() - drainStarted) / 1000;

  // Baseline: the same ledger writes, nothing else.
  const clearing = await ledger.systemAccount('topup_clearing');
  const float = await ledger.systemAccount('aggregator_float');
  const revenue = await ledger.systemAccount('fee_revenue');
  let n = 0;
  const bare = createServer(async (_req, res) => {
    const person = people[n % people.length]!;
    const id = `bench:${n++}:${randomUUID()}`;
    const wallet = await ledger.walletOf(person.userId);
    await ledger.reserve({
      id: `${id}:hold`,
      debitAccountId: wallet,
      creditAccountId: clearing,
      amountCents: amountCents + 70,
      code: 'topup_debit',
      userId: person.userId,
    });
    await ledger.postPending({ id: `${id}:charge`, pendingId: `${id}:hold` });
    await ledger.transfer({ id: `${id}:cost`, debitAccountId: clearing, creditAccountId: float, amountCents, code: 'topup_cost' });
    await ledger.transfer({ id: `${id}:fee`, debitAccountId: clearing, creditAccountId: revenue, amountCents: 70, code: 'fee' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  bare.keepAliveTimeout = 100;
  const address = bare.address() as { port: number };
  const baseline = await run({ url: `http://127.0.0.1:${address.port}`, connections: CONNECTIONS, duration: DURATION_S, method: 'POST' });
  await new Promise<void>((resolve) => bare.close(() => resolve())); // waits for requests still in flight

  const topupsPerSecond = product.requests.average / 2;
  console.log(`\nKredi benchmark (${database.engine}, ${CONNECTIONS} connections, ${DURATION_S} s each, ${new Date().toISOString()})`);
  console.table({
    'wallet top-up (quote + send), per top-up': {
      'req/s': round(topupsPerSecond),
      'p50 ms': product.latency.p50,
      'p99 ms': product.latency.p99,
      errors: product.non2xx + product.errors,
    },
    'baseline: ledger writes only': {
      'req/s': round(baseline.requests.average),
      'p50 ms': baseline.latency.p50,
      'p99 ms': baseline.latency.p99,
      errors: baseline.non2xx + baseline.errors,
    },
  });
  console.log(`ratio (product / baseline): ${round(topupsPerSecond / baseline.requests.average)}`);
  console.log(
    `worker: ${delivered} top-ups sent to the sandbox and posted in ${round(drainSeconds)} s (${round(delivered / drainSeconds)} per second)`,
  );
  console.log('(latencies of the product are per HTTP request: a top-up is two of them)\n');

  // The process exits next; stopping the sandboxes is enough (background identity writes may still hold the pool).
  await stopSandboxes(sandboxes);
}

const round = (value: number) => Math.round(value * 10) / 10;

/** A Digicel Haiti number the sandbox always delivers to (last two digits 00–79), different each time. */
function successNumber(sequence: number): string {
  const tail = String(sequence % 80).padStart(2, '0');
  const middle = String(10 + (Math.floor(sequence / 80) % 89)).padStart(2, '0');
  return `+509 34${middle} 12${tail}`;
}

async function pending(pool: import('pg').Pool): Promise<number> {
  const { rows } = await pool.query(`select count(*)::int as n from topup_orders where state in ('reserved', 'unknown')`);
  await pool.query(`update topup_orders set next_attempt_at = now() where state in ('reserved', 'unknown')`);
  return rows[0].n;
}

function run(options: Record<string, unknown>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options as unknown as autocannon.Options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
