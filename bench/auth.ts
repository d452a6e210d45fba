/**
 * `npm run bench:auth`: what knowing who is asking costs, beside a baseline measured in the same run.
 *   baseline: anonymous GET /api/health (the process answers and the database answers `select 1`).
 *   product:  the same request with a session cookie; with the cookie and an ID token (as the web sends
 *             every call); and GET /api/wallet (balance and stats), a signed-in route that reads data.
 * The server runs in its own process, as `npm start` runs it, so autocannon does not share its thread; it
 * counts the SQL statements it sends, and the bench prints statements per request of each kind. Each kind
 * runs in short slices taking turns with the others, so load from outside falls on all alike. Prints req/s,
 * p50 and p99 of each and the ratio to the baseline. Never fails a build on speed.
 *
 * With DATABASE_URL (a PostgreSQL server), a fresh database is made on that server and dropped after;
 * without it, the embedded engine. BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10);
 * SESSION_CACHE_SECONDS reaches the server (0: the session is read on every request).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Each kind's BENCH_SECONDS are cut into this many slices, run in turns with the other kinds. */
const ROUNDS = 5;
/** Fewer than the sign-up limit per address (rate-limits.ts), so every sign-up from this one address passes. */
const PEOPLE = 8;
const PUBLIC_URL = 'http://127.0.0.1:1';
const self = fileURLToPath(import.meta.url);

type ServerMessage = { url: string } | { statements: number };

/** In the child: the whole app on its own thread, counting every statement its pool sends. */
async function serve(databaseUrl: string | undefined) {
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const { buildApp } = await import('../src/server/app');
  const { loadConfig } = await import('../src/server/config');
  const { connectDatabase } = await import('../src/server/db/connect');
  const { runMigrations } = await import('../src/server/db/migrate');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kredi-bench-auth-'));
  const database = await connectDatabase({ databaseUrl, dataDir });
  await runMigrations(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SANDBOXES: 'off',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
    PUBLIC_URL,
    // Passed through so the cost without the session cache can be measured (SESSION_CACHE_SECONDS=0).
    ...(process.env.SESSION_CACHE_SECONDS ? { SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS } : {}),
  });
  const app = await buildApp({ config, database, serveWeb: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', (message) => {
    if (message === 'statements') process.send!({ statements } satisfies ServerMessage);
  });
  process.send!({ url } satisfies ServerMessage);
}

function ask(server: ChildProcess, message?: string): Promise<ServerMessage> {
  return new Promise((resolve) => {
    server.once('message', (answer) => resolve(answer as ServerMessage));
    if (message) server.send(message);
  });
}

async function statementsSoFar(server: ChildProcess): Promise<number> {
  return ((await ask(server, 'statements')) as { statements: number }).statements;
}

interface Person {
  cookie: string;
  idToken: string;
}

async function signUp(base: string, i: number): Promise<Person> {
  const email = `bench-auth-${i}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${base}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ email, password: 'bench-password', name: 'Bench Person', firstName: 'Bench', lastName: 'Person' }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = (await (await fetch(`${base}/api/identity/token`, { headers: { cookie } })).json()) as { token: string };
  return { cookie, idToken: token.token };
}

type Credentials = (person: Person) => Record<string, string>;

const anonymous: Credentials = () => ({});
const withCookie: Credentials = (person) => ({ cookie: person.cookie });
const asTheWebSends: Credentials = (person) => ({ cookie: person.cookie, authorization: `Bearer ${person.idToken}` });

/** One slice of load: autocannon for `seconds` on one route with one kind of credentials. */
async function slice(base: string, route: string, people: Person[], credentials: Credentials, seconds: number) {
  let next = 0;
  return autocannon({
    url: `${base}${route}`,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client: { setHeaders(headers: Record<string, string>): void }) =>
      client.setHeaders(credentials(people[next++ % people.length]!)),
  });
}

type Slice = Awaited<ReturnType<typeof slice>>;

/** The slices of one kind together: req/s over all of them, the median slice's p50 and p99. */
function summary(slices: Slice[]) {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const seconds = slices.reduce((sum, s) => sum + s.duration, 0);
  return {
    'req/s': Math.round(slices.reduce((sum, s) => sum + s.requests.total, 0) / seconds),
    'p50 ms': median(slices.map((s) => s.latency.p50)),
    'p99 ms': median(slices.map((s) => s.latency.p99)),
    errors: slices.reduce((sum, s) => sum + s.non2xx + s.errors, 0),
  };
}

/** The count once the server has stopped sending (requests still in flight when a load slice ended). */
async function statementsSettled(server: ChildProcess): Promise<number> {
  for (let previous = -1; ;) {
    const now = await statementsSoFar(server);
    if (now === previous) return now;
    previous = now;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Statements the server sent per request, over `count` requests made one after another. */
async function statementsPerRequest(server: ChildProcess, base: string, route: string, headers: Record<string, string>, count = 50) {
  const before = await statementsSettled(server);
  for (let i = 0; i < count; i++) await (await fetch(`${base}${route}`, { headers })).arrayBuffer();
  return Math.round((((await statementsSoFar(server)) - before) / count) * 10) / 10;
}

async function freshServerDatabase(serverUrl: string) {
  const name = `kredi_bench_auth_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function main() {
  if (process.argv.includes('--serve')) return serve(process.env.BENCH_DATABASE_URL || undefined);
  const database = process.env.DATABASE_URL ? await freshServerDatabase(process.env.DATABASE_URL) : null;
  const server = fork(self, ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATABASE_URL: database?.url ?? '' },
  });
  try {
    const { url: base } = (await ask(server)) as { url: string };
    const people: Person[] = [];
    for (let i = 0; i < PEOPLE; i++) people.push(await signUp(base, i));
    const first = people[0]!;

    const kinds = {
      baseline: { route: '/api/health', credentials: anonymous },
      cookie: { route: '/api/health', credentials: withCookie },
      web: { route: '/api/health', credentials: asTheWebSends },
      wallet: { route: '/api/wallet', credentials: asTheWebSends },
    } as const;
    type Kind = keyof typeof kinds;
    const names = Object.keys(kinds) as Kind[];

    // A first short pass of each kind, unmeasured, so every slice finds the process warm.
    for (const kind of names) await slice(base, kinds[kind].route, people, kinds[kind].credentials, 2);
    const statements = {} as Record<Kind, number>;
    for (const kind of names) {
      statements[kind] = await statementsPerRequest(server, base, kinds[kind].route, kinds[kind].credentials(first));
    }

    // Other work shares the machine: each kind runs in ROUNDS short slices, taking turns (the order rotates
    // each round), so a burst of outside load falls on every kind alike rather than on one.
    const slices = Object.fromEntries(names.map((kind) => [kind, [] as Slice[]])) as Record<Kind, Slice[]>;
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < names.length; i++) {
        const kind = names[(round + i) % names.length]!;
        slices[kind].push(await slice(base, kinds[kind].route, people, kinds[kind].credentials, DURATION_S / ROUNDS));
      }
    }
    const rows = Object.fromEntries(names.map((kind) => [kind, summary(slices[kind])])) as Record<Kind, ReturnType<typeof summary>>;
    const ratio = (kind: Kind) => Math.round((rows.baseline['req/s'] / rows[kind]['req/s']) * 100) / 100;
    const row = (kind: Kind) => ({ ...rows[kind], 'SQL/req': statements[kind], 'cost ×': ratio(kind) });

    console.log(
      `\nKredi benchmark: identity on every request (${database ? 'postgresql' : 'embedded'}, ${CONNECTIONS} connections, ${DURATION_S} s each in ${ROUNDS} turns, SESSION_CACHE_SECONDS=${process.env.SESSION_CACHE_SECONDS || 'default'}, ${new Date().toISOString()})`,
    );
    console.table({
      'baseline: GET /api/health, anonymous': row('baseline'),
      'GET /api/health, session cookie': row('cookie'),
      'GET /api/health, cookie + ID token (as the web)': row('web'),
      'GET /api/wallet, cookie + ID token': row('wallet'),
    });
    console.log('cost × = anonymous req/s / this row’s req/s: what being signed in costs (≤ 2 is the goal: docs/product-rules.md#speed)\n');
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    await database?.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
