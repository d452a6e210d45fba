/**
 * `npm run bench:db-restart`: the real thing behind tests/integration/resilience. Starts Kredi as `npm start`
 * does (on a fresh database of the machine's PostgreSQL), sends wallet top-ups and adds funds with PayPal
 * from a few people at once, stops PostgreSQL itself (`pg_ctlcluster ... stop -m fast`) for a few seconds
 * and starts it again, then prints what the people saw (2xx, 503, 500), how long Kredi said "not ready",
 * how long it took to be ready after PostgreSQL was, and whether anything was lost, doubled or stranded.
 * It stops a PostgreSQL that others may share: at most DB_STOP_SECONDS (default 4, capped at 8), once;
 * DB_STOP_SECONDS=0 is a dry run that leaves PostgreSQL alone.
 * Prints; never fails a build (exit code 0 unless it could not run at all).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../src/server/db/int8';
import { checkLedgerInvariants, createLedger } from '../src/server/ledger/index';

const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CLUSTER = (process.env.PG_CLUSTER ?? '15/main').split('/') as [string, string];
const PORT = Number(process.env.BENCH_PORT ?? 3610);
const STOP_SECONDS = Math.min(Number(process.env.DB_STOP_SECONDS ?? 4), 8);
const SENDERS = 4;
const PAYERS = 2;
const base = `http://127.0.0.1:${PORT}`;
const since = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Seen {
  at: number;
  what: string;
  status: number;
  code?: string;
}

async function main() {
  const name = `kredi_restart_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;

  console.log(`Starting Kredi (npm start) on ${base}, database ${name}…`);
  const server = spawn('npm', ['start'], {
    detached: true, // its own process group, so that stopping it stops the build and node too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
  });
  const serverLog: string[] = [];
  server.on('exit', (code, signal) => serverLog.push(`\n[npm start exited: ${code ?? signal}]\n`));
  server.stdout!.on('data', (chunk) => serverLog.push(String(chunk)));
  server.stderr!.on('data', (chunk) => serverLog.push(String(chunk)));
  const direct = new pg.Pool({ connectionString: url.toString(), max: 2 });
  direct.on('error', () => {});
  try {
    await until(async () => (await health()) === 200, 240_000, 'Kredi to start');
    await exercise(direct);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await once(server, 'exit');
    await direct.end().catch(() => {});
    const cleanup = new pg.Client({ connectionString: SERVER_URL });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
  const output = serverLog.join('');
  if (/Uncaught|unhandled error|exited: [1-9]/.test(output.split('[npm start exited')[0] ?? ''))
    console.log(`\nThe server reported errors or stopped by itself:\n${output}`);
}

async function exercise(direct: pg.Pool) {
  const ledger = createLedger(direct);
  const people = await Promise.all(Array.from({ length: SENDERS + PAYERS }, (_, i) => signUp(i)));
  for (const person of people.slice(0, SENDERS)) {
    await ledger.transfer({
      id: `bench-funds:${person.userId}`,
      debitAccountId: await ledger.systemAccount('paypal_clearing'),
      creditAccountId: await ledger.walletOf(person.userId),
      amountCents: 1_000_000,
      code: 'add_funds',
      userId: person.userId,
    });
  }
  type Operator = { id: number; name: string; denominationType: string; fixedAmountsCents: number[]; minCents: number };
  const digicelOf = async () =>
    ((await (await call(people[0]!, 'GET', '/api/catalogue/countries/HT/operators')).json()) as { operators: Operator[] }).operators.find(
      (o) => o.name === 'Digicel Haiti',
    );
  await until(async () => Boolean(await digicelOf()), 30_000, 'the catalogue to be copied from the aggregator');
  const digicel = (await digicelOf())!;
  const amountCents = digicel.denominationType === 'FIXED' ? digicel.fixedAmountsCents[0]! : digicel.minCents;

  const t0 = Date.now();
  const seen: Seen[] = [];
  const healthSeen: { at: number; status: number }[] = [];
  let running = true;
  /** Presses until a definite answer, as the web app does after a 503 (same key, same payment). */
  const press = async (
    person: Person,
    what: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    for (let attempt = 0; attempt < 600; attempt++) {
      const response = await call(person, method, path, body, headers).catch(() => null);
      const status = response?.status ?? 0;
      const code = status >= 400 ? ((await response!.json().catch(() => ({}))) as { error?: { code?: string } }).error?.code : undefined;
      seen.push({ at: Date.now(), what, status, code });
      if (status > 0 && status < 500 && response) return response;
      await pause(200);
    }
    throw new Error(`${what}: no answer in 2 minutes`);
  };
  const sender = async (person: Person, i: number) => {
    // A new number each time (ending in 05: delivered), so the operator's "recently recharged" rule stays out of it.
    for (let n = 0; running; n++) {
      const recipientNumber = `+509 34${10 + i} ${String(n % 100).padStart(2, '0')}05`;
      const quote = await press(person, 'quote', 'POST', '/api/topups/quotes', {
        countryIso: 'HT',
        operatorId: digicel.id,
        recipientNumber,
        amountCents,
        paymentMethod: 'wallet',
      });
      await press(
        person,
        'send',
        'POST',
        '/api/topups',
        { quoteId: ((await quote.json()) as { id: string }).id },
        { 'idempotency-key': randomUUID() },
      );
      await press(person, 'wallet', 'GET', '/api/wallet');
    }
  };
  const payer = async (person: Person) => {
    while (running) {
      const started = (await (await press(person, 'funding', 'POST', '/api/wallet/funding', { amountCents: 2000 })).json()) as {
        funding: { id: string };
        approveUrl: string;
      };
      const approve = new URL(started.approveUrl);
      await fetch(`${approve.origin}/checkoutnow`, {
        method: 'POST',
        body: new URLSearchParams({ token: approve.searchParams.get('token')!, outcome: 'COMPLETED', action: 'pay' }),
        redirect: 'manual',
      });
      await press(person, 'capture', 'POST', `/api/wallet/funding/${started.funding.id}/capture`, {});
    }
  };
  const poller = (async () => {
    while (running) {
      healthSeen.push({ at: Date.now(), status: await health() });
      await pause(100);
    }
  })();
  const load = [...people.slice(0, SENDERS).map(sender), ...people.slice(SENDERS).map(payer)];

  await pause(2000);
  const [version, cluster] = CLUSTER;
  const stopAt = Date.now();
  let startIssuedAt = Date.now();
  if (STOP_SECONDS > 0) {
    console.log(`${since(t0)}: stopping PostgreSQL ${version}/${cluster} for ${STOP_SECONDS} s`);
    try {
      await pgCtl(version, cluster, 'stop'); // pg_ctlcluster's default mode is fast: sessions end with 57P01
      console.log(`${since(t0)}: PostgreSQL stopped`);
      await pause(STOP_SECONDS * 1000);
    } finally {
      console.log(`${since(t0)}: starting PostgreSQL`);
      startIssuedAt = Date.now();
      await pgCtl(version, cluster, 'start');
      console.log(`${since(t0)}: PostgreSQL accepts connections again`);
    }
  } else {
    console.log('DB_STOP_SECONDS=0: a dry run, PostgreSQL is left alone');
  }
  const startedAt = Date.now();
  await until(async () => healthSeen.some((h) => h.at > startedAt && h.status === 200), 60_000, 'Kredi to be ready again');
  // Ready again: the first 200 after the last answer that was not (pg_ctlcluster may return after PostgreSQL accepts).
  const lastDown = healthSeen.findLast((h) => h.status !== 200)?.at ?? stopAt;
  const readyAt = healthSeen.find((h) => h.at > lastDown && h.status === 200)!.at;
  await pause(3000);
  running = false;
  const outcome = await Promise.allSettled([...load, poller]);
  for (const failed of outcome.filter((o) => o.status === 'rejected'))
    console.log('A person gave up:', (failed as PromiseRejectedResult).reason);

  console.log(`${since(t0)}: load stopped; waiting for the worker to settle every top-up (a lease taken during the outage lasts 60 s)…`);
  const settled = await until(
    async () => (await count(direct, `select count(*) from topup_orders where state not in ('succeeded', 'failed')`)) === 0,
    90_000,
    'every top-up to settle',
  ).then(
    () => true,
    () => false,
  );
  report({ seen, healthSeen, stopAt, startIssuedAt, startedAt, readyAt, settled });
  const doubled = await count(
    direct,
    `select count(*) from (select idempotency_key from topup_orders group by user_id, idempotency_key having count(*) > 1) d`,
  );
  const states = (
    await direct.query<{ state: string; n: number }>(`select state, count(*) as n from topup_orders group by state order by state`)
  ).rows;
  const fundings = (
    await direct.query<{ status: string; n: number }>(`select status, count(*) as n from funding_orders group by status order by status`)
  ).rows;
  const uncredited = await count(
    direct,
    `select count(*) from funding_orders f where f.paypal_capture_id is not null and f.status = 'completed' and not exists (select 1 from ledger_transfers t where t.id = 'capture:' || f.paypal_capture_id || ':funds')`,
  );
  console.log(`  top-ups by state:       ${states.map((s) => `${s.state} ${s.n}`).join(', ')}`);
  console.log(
    `  fundings by status:     ${fundings.map((s) => `${s.status} ${s.n}`).join(', ')} (created ones were never approved: no money moved)`,
  );
  console.log(`  doubled keys:           ${doubled}; completed payments not credited: ${uncredited}`);
  console.log(`  ledger invariants:      ${JSON.stringify(await checkLedgerInvariants(direct))}`);
}

function report(r: {
  seen: Seen[];
  healthSeen: { at: number; status: number }[];
  stopAt: number;
  startIssuedAt: number;
  startedAt: number;
  readyAt: number;
  settled: boolean;
}) {
  const by = new Map<string, number>();
  for (const s of r.seen)
    by.set(
      `${s.status || 'no answer'}${s.code ? ` ${s.code}` : ''}`,
      (by.get(`${s.status || 'no answer'}${s.code ? ` ${s.code}` : ''}`) ?? 0) + 1,
    );
  const notReady = r.healthSeen.filter((h) => h.status !== 200);
  console.log('\nWhat people saw:');
  for (const [answer, n] of [...by].sort()) console.log(`  ${answer.padEnd(30)} ${n}`);
  console.log(`  500s:                   ${r.seen.filter((s) => s.status === 500).length}`);
  console.log(
    `  health not ready:       ${notReady.length ? `${notReady.length} answers over ${((notReady.at(-1)!.at - notReady[0]!.at) / 1000).toFixed(1)} s, the first ${((notReady[0]!.at - r.stopAt) / 1000).toFixed(1)} s after the stop began` : 'never seen'}`,
  );
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `  ready again:            ${seconds(r.readyAt - r.startIssuedAt)} after the start command (pg_ctlcluster itself returned after ${seconds(r.startedAt - r.startIssuedAt)})`,
  );
  console.log(`  every top-up settled:   ${r.settled ? 'yes' : 'NO'}`);
}

interface Person {
  cookie: string;
  userId: string;
}

async function signUp(i: number): Promise<Person> {
  const response = await fetch(`${base}/api/identity/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: `restart${i}-${randomUUID().slice(0, 8)}@example.com`,
      password: 'restart-password',
      name: 'Restart Person',
      firstName: 'Restart',
      lastName: 'Person',
    }),
  });
  if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return {
    cookie: response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    userId: ((await response.json()) as { user: { id: string } }).user.id,
  };
}

function call(person: Person, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method,
    headers: { origin: base, cookie: person.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function health(): Promise<number> {
  return fetch(`${base}/api/health`).then(
    (r) => r.status,
    () => 0,
  );
}

/** Runs pg_ctlcluster without blocking: the people and the health poller keep going meanwhile. */
async function pgCtl(...args: string[]) {
  const child = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`pg_ctlcluster ${args.join(' ')}: exit ${code} ${stderr}`);
}

async function count(pool: pg.Pool, sql: string): Promise<number> {
  return (await pool.query<{ count: number }>(sql)).rows[0]!.count;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const started = Date.now();
  while (!(await condition().catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`gave up waiting for ${what}`);
    await pause(100);
  }
}

main().catch((error: unknown) => {
  console.error('The database-restart bench could not run:', error);
  process.exitCode = 1;
});
