/**
 * `npm run bench:catalogue-api`: the catalogue endpoints under load, server-side time per request, beside
 * a baseline measured in the same run.
 *   product:  GET /api/catalogue/countries and GET /api/catalogue/countries/HT/operators, signed in (the
 *             session cookie), as the send screen asks for them, on the app `npm start` builds.
 *   before:   the same countries list read from the database on every request, as the route did before
 *             the in-memory cache (a bench-only route on the same app, behind the same session check).
 *   auth:     GET /api/health with the same cookie: what reading the session costs on every /api/ request.
 *   baseline: a bare node:http server answering the same countries bytes: what sending them costs.
 * Server-side time is Fastify's reply.elapsedTime (request received to response sent, hooks included);
 * for the baseline, from the request event to the response's finish; "after session" leaves out the
 * session check every /api/ request makes (identity's cost, not the catalogue's). Prints p50/p99, the share of
 * requests within 10 ms, and autocannon's client-side p99 and requests per second.
 * Embedded engine unless DATABASE_URL is set; BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10).
 * Never fails a build on speed: it only prints.
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
import { listCountries } from '../src/server/features/topups/catalogue/catalogue';
import { startSandboxes, stopSandboxes } from '../src/sandbox/framework';
import { aggregatorSandbox } from '../src/sandbox/aggregator/index';
import { mailSandbox } from '../src/sandbox/mail/index';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BEFORE_PATH = '/api/bench/countries-read-every-time';

async function main() {
  const sandboxes = await startSandboxes([aggregatorSandbox, mailSandbox]);
  const env = Object.assign({}, ...sandboxes.map((s) => s.env)) as Record<string, string>;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kredi-bench-catalogue-'));
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
  const serverSide = new Map<string, number[]>();
  const afterSession = new Map<string, number[]>();
  const handlerStartedAt = new WeakMap<object, number>();
  const keep = (times: Map<string, number[]>, route: string, ms: number) => {
    const list = times.get(route) ?? [];
    if (list.length === 0) times.set(route, list);
    list.push(ms);
  };
  // preHandler runs after every preValidation: the session check is done, the route's own work starts.
  app.addHook('preHandler', async (request) => void handlerStartedAt.set(request, performance.now()));
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (reply.statusCode >= 400) return;
    keep(serverSide, route, reply.elapsedTime);
    keep(afterSession, route, performance.now() - (handlerStartedAt.get(request) ?? NaN));
  });
  app.get(BEFORE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify({ countries: await listCountries(database.db) })),
  );
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  await app.jobs.syncCatalogue();

  const signUp = await fetch(`${base}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: config.PUBLIC_URL },
    body: JSON.stringify({
      email: `catalogue-bench-${randomUUID().slice(0, 8)}@example.com`,
      password: 'bench-password',
      name: 'Bench Person',
      firstName: 'Bench',
      lastName: 'Person',
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const countriesBytes = Buffer.from(await (await fetch(`${base}/api/catalogue/countries`, { headers: { cookie } })).arrayBuffer());
  serverSide.clear();
  afterSession.clear();

  const rows: Record<string, Record<string, number | string>> = {};
  const measure = async (name: string, url: string, route: string) => {
    await run({ url, connections: CONNECTIONS, duration: 1, headers: { cookie } }); // warm-up: JIT, pool, cache
    serverSide.delete(route);
    afterSession.delete(route);
    const result = await run({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { cookie } });
    rows[name] = { ...summary(serverSide.get(route) ?? [], result), 'after session p99 ms': quantile(afterSession.get(route) ?? [], 0.99) };
  };
  await measure('GET countries (cached, signed in)', `${base}/api/catalogue/countries`, '/api/catalogue/countries');
  await measure(
    'GET HT operators (cached, signed in)',
    `${base}/api/catalogue/countries/HT/operators`,
    '/api/catalogue/countries/:iso/operators',
  );
  await measure('before: countries read from the database each time', `${base}${BEFORE_PATH}`, BEFORE_PATH);
  await measure('auth alone: GET /api/health, signed in', `${base}/api/health`, '/api/health');

  const bareTimes: number[] = [];
  const bare = createServer((_request, response) => {
    const started = performance.now();
    response.on('finish', () => bareTimes.push(performance.now() - started));
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': countriesBytes.length });
    response.end(countriesBytes);
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const { port } = bare.address() as { port: number };
  const baseline = await run({ url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION_S });
  rows['baseline: bare node:http, the same countries bytes'] = summary(bareTimes, baseline);
  await new Promise<void>((resolve) => bare.close(() => resolve()));

  console.log(
    `\nKredi benchmark: catalogue endpoints (${database.engine}, ${CONNECTIONS} connections, ${DURATION_S} s each, ${countriesBytes.length} bytes of countries, ${new Date().toISOString()})`,
  );
  console.table(rows);
  console.log('server = request received to response sent, in the server (Fastify reply.elapsedTime); goal: p99 ≤ 10 ms');
  console.log("after session = from the route's own work (after the session check) to the response sent\n");
  await app.close();
  await stopSandboxes(sandboxes);
}

function quantile(times: number[], q: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
}

function summary(times: number[], result: autocannon.Result): Record<string, number | string> {
  return {
    'server p50 ms': quantile(times, 0.5),
    'server p99 ms': quantile(times, 0.99),
    'within 10 ms': `${round((100 * times.filter((t) => t <= 10).length) / Math.max(1, times.length))} %`,
    'client p99 ms': result.latency.p99,
    'req/s': round(result.requests.average),
    errors: result.non2xx + result.errors,
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
