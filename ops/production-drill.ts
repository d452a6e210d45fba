/**
 * `npm run drill:production` (CI runs it once): Kredi shaped as in production, on this machine.
 *
 * - A production install: the built `dist/` with package.json and package-lock.json in a temporary
 *   directory, `npm pkg delete devDependencies && npm ci --omit=dev` there (as "Deploy" in
 *   docs/operations.md installs a plain host), and Kredi runs from it: no dev dependency, no tsx.
 * - PostgreSQL 15 (127.0.0.1:5432) with a fresh database, behind PgBouncer in `pool_mode = transaction`.
 * - `dist/server/migrate.js` started three times at once on the empty database: the lock lets one apply.
 * - The sandboxes as their own process; two `INSTANCE_ROLE=web` instances and one `worker`, all with
 *   NODE_ENV=production, SANDBOXES=off, https PUBLIC_URL, a generated AUTH_SECRET, VAPID keys and METRICS_TOKEN.
 * - People sign up, add funds with PayPal (approved at the sandbox) and send top-ups through BOTH web
 *   instances; the worker is killed with SIGKILL while it holds a periodic job's lease, and a new one starts.
 * Then it checks: nothing lost, doubled or stuck (ledger invariants, every order final, each top-up at the
 * aggregator once and known here, each PayPal capture credited), each periodic job ran at most once per
 * period, no answer 500, and every instance's /metrics is refused without the token and passes
 * `promtool check metrics` with the series operators alert on. Prints a report; exit 1 on any failure.
 * Under 6 minutes, loopback only; every process and the temporary directory are removed, even on failure.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../src/server/db/int8.js';
import webPush from 'web-push';
import { checkLedgerInvariants } from '../src/server/ledger/invariants.js';
import {
  addFunds,
  Answers,
  createDatabase,
  databaseUrl,
  deliveryReport,
  digicelHaiti,
  dropDatabases,
  freePort,
  healthOf,
  ordersReport,
  paymentsReport,
  Person,
  Processes,
  startSandboxProcess,
  recipientNumber,
  run,
  seconds,
  sendTopup,
  until,
  type Started,
} from './shared/kit.js';
import { periodicJobsReport, scrape, sumSeries } from './shared/production-checks.js';

/** Which of REQUIRED_SERIES a scrape of /metrics holds. */
const seriesIn = (text: string) => REQUIRED_SERIES.filter((series) => new RegExp(`^${series}(_bucket|_count|_sum)?({| )`, 'm').test(text));

const seriesLine = (present: string[]) =>
  `${present.length}/${REQUIRED_SERIES.length} series${present.length < REQUIRED_SERIES.length ? ` (missing ${REQUIRED_SERIES.filter((s) => !present.includes(s)).join(', ')})` : ''}`;

/** The series an operator's alerts and dashboards read (docs/operations.md, "Observe"). */
const REQUIRED_SERIES = [
  'kredi_job_runs_total',
  'kredi_queue_depth',
  'kredi_outbox_backlog',
  'kredi_topup_outcomes_total',
  'kredi_outside_call_duration_seconds',
  'kredi_ledger_invariant_violations',
];
const PUBLIC_URL = 'https://kredi.test';
const SENDERS = 4;
const PAYERS = 2;
const LEASE_SECONDS = 10;
/** A top-up the killed worker had claimed waits out its 60 s claim; a payment is looked at a minute after it began. */
const SETTLE_DEADLINE_MS = 110_000;

async function main(): Promise<boolean> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first.');
  const t0 = Date.now();
  const at = () => seconds(Date.now() - t0).padStart(7);
  const failures: string[] = [];
  const notes: string[] = [];
  const processes = new Processes();
  const databases: string[] = [];
  const temp = await mkdtemp(path.join(tmpdir(), 'kredi-production-drill-'));
  // PgBouncer refuses to run as root: it runs as postgres, which must read its files here.
  await chmod(temp, 0o755);
  let pool: pg.Pool | null = null;
  try {
    // 1. The production install.
    const installStarted = Date.now();
    await cp('dist', path.join(temp, 'dist'), { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) await cp(file, path.join(temp, file));
    // As docs/operations.md "Deploy" installs a plain host: without the devDependencies in package.json, npm
    // does not install the dev packages a production package names as optional peers (ADR 0059).
    const trimmed = await run('npm', ['pkg', 'delete', 'devDependencies'], { cwd: temp });
    if (trimmed.code !== 0) throw new Error(`npm pkg delete devDependencies failed:\n${trimmed.output}`);
    const install = await run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: temp, timeoutMs: 180_000 });
    if (install.code !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.output}`);
    console.log(`${at()}  production install (npm ci --omit=dev) in ${seconds(Date.now() - installStarted)}`);
    const node = (script: string, ...args: string[]): [string, string[]] => [
      process.execPath,
      ['--enable-source-maps', path.join(temp, 'dist/server', script), ...args],
    ];

    // 2. PostgreSQL, behind PgBouncer in transaction mode.
    const database = await createDatabase('kredi_drill_production');
    databases.push(database.name);
    const bouncerPort = await freePort();
    await writeFile(path.join(temp, 'userlist.txt'), '"postgres" ""\n', { mode: 0o644 });
    await writeFile(
      path.join(temp, 'pgbouncer.ini'),
      [
        '[databases]',
        `${database.name} = host=127.0.0.1 port=5432 dbname=${database.name}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${bouncerPort}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${path.join(temp, 'userlist.txt')}`,
        'pool_mode = transaction',
        'max_client_conn = 500',
        'default_pool_size = 20',
        'ignore_startup_parameters = extra_float_digits',
        '',
      ].join('\n'),
      { mode: 0o644 },
    );
    const asRoot = process.getuid?.() === 0;
    const bouncer = processes.start('pgbouncer', '/usr/sbin/pgbouncer', [
      ...(asRoot ? ['-u', 'postgres'] : []),
      path.join(temp, 'pgbouncer.ini'),
    ]);
    const poolerUrl = databaseUrl(database.name, bouncerPort);
    await until(
      async () => {
        if (bouncer.exited) throw new Error(`PgBouncer exited: ${bouncer.output()}`);
        const client = new pg.Client({ connectionString: poolerUrl });
        await client.connect();
        await client.query('select 1');
        await client.end();
        return true;
      },
      15_000,
      'PgBouncer to answer',
    );
    console.log(`${at()}  PgBouncer (transaction pooling) on 127.0.0.1:${bouncerPort} in front of ${database.name}`);

    // 3. Three releases migrate the empty database at once.
    const migrations = await Promise.all(
      [1, 2, 3].map(() => run(...node('migrate.js'), { cwd: temp, env: { ...process.env, DATABASE_URL: poolerUrl } })),
    );
    const applied = migrations.filter((m) => /Applied \d+/.test(m.output));
    console.log(
      `${at()}  3 migrators at once: ${migrations.map((m) => `exit ${m.code}: ${m.output.trim().split('\n').at(-1)}`).join(' | ')}`,
    );
    if (migrations.some((m) => m.code !== 0)) failures.push(`a migrator failed: ${migrations.map((m) => m.output.trim()).join('\n---\n')}`);
    if (applied.length !== 1) failures.push(`${applied.length} migrators applied migrations (one should, the others find nothing to do)`);

    // 4. The sandboxes, then two web instances and a worker.
    const [web1Port, web2Port, workerPort, worker2Port] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const envFile = path.join(temp, 'sandboxes.env');
    const { env: sandboxEnv, basePort: sandboxBase } = await startSandboxProcess(
      processes,
      envFile,
      `http://127.0.0.1:${web1Port}/api/webhooks/paypal`,
    );
    const vapid = webPush.generateVAPIDKeys();
    const metricsToken = randomBytes(32).toString('base64url');
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      ...sandboxEnv,
      NODE_ENV: 'production',
      SANDBOXES: 'off',
      DATABASE_URL: poolerUrl,
      PUBLIC_URL,
      HOST: '127.0.0.1',
      AUTH_SECRET: randomBytes(48).toString('base64'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      METRICS_TOKEN: metricsToken,
      DATA_DIR: path.join(temp, 'data'),
      LOG_LEVEL: 'warn',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
    };
    const startInstance = (name: string, role: 'web' | 'worker', port: number) =>
      processes.start(name, ...node('main.js'), { cwd: temp, env: { ...common, INSTANCE_ROLE: role, PORT: String(port) } });
    const healthy = async (instance: Started, port: number) => {
      const started = Date.now();
      await until(
        async () => {
          if (instance.exited) throw new Error('it exited');
          return (await healthOf(`http://127.0.0.1:${port}`)) === 200;
        },
        90_000,
        `${instance.name} to be healthy`,
      ).catch((error) => {
        throw new Error(`${String(error)}\n${instance.output()}`);
      });
      return Date.now() - started;
    };
    const web1 = startInstance('web 1', 'web', web1Port);
    const web2 = startInstance('web 2', 'web', web2Port);
    const workerStartedAt = Date.now();
    let worker = startInstance('worker', 'worker', workerPort);
    const startTimes = await Promise.all([healthy(web1, web1Port), healthy(web2, web2Port), healthy(worker, workerPort)]);
    console.log(
      `${at()}  sandboxes from port ${sandboxBase}; web 1, web 2 and the worker healthy in ${startTimes.map(seconds).join(', ')}`,
    );

    // 5. People, through both web instances.
    const webs = [`http://127.0.0.1:${web1Port}`, `http://127.0.0.1:${web2Port}`];
    const answers = new Answers();
    const people: Person[] = [];
    for (let i = 0; i < SENDERS + PAYERS; i++) people.push(await Person.signUp(webs[i % 2]!, PUBLIC_URL, `production${i}`));
    for (const [i, sender] of people.slice(0, SENDERS).entries()) {
      if (!(await addFunds(answers, webs[i % 2]!, sender, 50_000))) throw new Error(`could not fund a sender: ${answers}`);
    }
    const operator = await digicelHaiti(webs[0]!, people[0]!, 60_000);
    console.log(
      `${at()}  ${people.length} people signed up and ${SENDERS} wallets funded with PayPal, through both web instances; load starts`,
    );

    let running = true;
    let sent = 0;
    let funded = 0;
    const load = [
      ...people.slice(0, SENDERS).map(async (person, i) => {
        for (let n = 0; running; n++) if (await sendTopup(answers, webs[n % 2]!, person, operator, recipientNumber(i, n))) sent++;
      }),
      ...people.slice(SENDERS).map(async (person, i) => {
        for (let n = 0; running; n++) if (await addFunds(answers, webs[(n + i) % 2]!, person, 1000)) funded++;
      }),
    ];

    // 6. SIGKILL the worker while it holds a periodic job's lease (or, failing that within 15 s, anyway).
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const held = await until(
      async () =>
        (
          await pool!.query<{ name: string; owner: string }>(
            `select name, lease_owner as owner from periodic_jobs where lease_owner is not null and lease_until > now()`,
          )
        ).rows.find((row) => row.owner.split(':')[1] === String(worker.child.pid)) ?? null,
      15_000,
      'the worker to hold a periodic job lease',
      20,
    ).catch(() => null);
    // Scraped at the last moment: what it settled while the lease was awaited is in its series.
    const beforeKill = await scrape(workerPort, metricsToken);
    await worker.kill();
    const killedAt = Date.now();
    console.log(
      `${at()}  worker killed with SIGKILL ${held ? `while holding the lease of "${held.name}"` : 'without holding a lease (none seen within 15 s)'}; ${sent} top-ups sent so far`,
    );
    if (!held) notes.push('the worker held no periodic job lease when killed: the takeover of a lapsed lease was not exercised');
    worker = startInstance('worker 2', 'worker', worker2Port);
    const worker2Took = await healthy(worker, worker2Port);
    console.log(`${at()}  worker 2 healthy after ${seconds(worker2Took)}`);
    if (held) {
      const takenOver = await until(
        async () =>
          ((
            await pool!.query<{ owner: string | null; finished: Date | null }>(
              `select lease_owner as owner, last_finished_at as finished from periodic_jobs where name = $1`,
              [held.name],
            )
          ).rows[0]?.finished?.getTime() ?? 0) > killedAt,
        LEASE_SECONDS * 1000 + 60_000,
        `"${held.name}" to run again on worker 2`,
        250,
      ).then(
        () => Date.now() - killedAt,
        () => null,
      );
      if (takenOver === null) failures.push(`"${held.name}", whose lease the killed worker held, never ran again`);
      else console.log(`${at()}  "${held.name}" ran again on worker 2, ${seconds(takenOver)} after the kill (lease ${LEASE_SECONDS} s)`);
    }
    const loadAfterKill = Date.now();
    await until(async () => Date.now() - loadAfterKill >= 5000, 6000, 'the load to go on after the new worker', 100);
    running = false;
    await Promise.all(load);
    console.log(`${at()}  load stopped: ${sent} top-ups sent, ${funded} payments added (${answers})`);
    const fiveHundreds = answers.count((status) => status === 500);
    if (fiveHundreds > 0) failures.push(`people saw ${fiveHundreds} answers 500`);

    // 7. Everything settles; nothing lost, doubled or stuck.
    const settleStarted = Date.now();
    const settled = await until(
      async () => (await ordersReport(pool!)).stuck.length === 0,
      SETTLE_DEADLINE_MS,
      'every order to settle',
      1000,
    ).then(
      () => true,
      () => false,
    );
    const orders = await ordersReport(pool);
    console.log(
      `${at()}  ${settled ? `everything settled ${seconds(Date.now() - settleStarted)} after the load` : 'NOT everything settled'}`,
    );
    if (!settled) failures.push(`stuck after ${seconds(SETTLE_DEADLINE_MS)}: ${orders.stuck.join(', ')}`);
    const violations = await checkLedgerInvariants(pool);
    if (violations.length) failures.push(`ledger invariants: ${JSON.stringify(violations)}`);
    const deliveries = await deliveryReport(pool, sandboxEnv.TOPUP_API_URL!);
    if (deliveries.doubled.length) failures.push(`delivered twice: ${deliveries.doubled.join(', ')}`);
    if (deliveries.succeededUndelivered.length)
      failures.push(`succeeded without a delivery: ${deliveries.succeededUndelivered.join(', ')}`);
    if (deliveries.failedButDelivered.length) failures.push(`failed (refunded) but delivered: ${deliveries.failedButDelivered.join(', ')}`);
    if (deliveries.unknownHere.length) failures.push(`delivered by the aggregator, unknown here: ${deliveries.unknownHere.join(', ')}`);
    const payments = await paymentsReport(pool, sandboxEnv.PAYPAL_API_URL!);
    if (payments.notCredited.length) failures.push(`paid at PayPal, not credited: ${payments.notCredited.join(', ')}`);
    if (payments.unknownHere) failures.push(`${payments.unknownHere} PayPal captures unknown here`);

    // 8. Periodic jobs: each at most once per period across the cluster (a run the kill cut short may repeat).
    const jobs = await periodicJobsReport(pool, workerStartedAt, held?.name ?? null);
    failures.push(...jobs.failures);

    // 9. Metrics of every live instance: refused without the token, valid for promtool, with the series.
    const instances = [
      { name: 'web 1', port: web1Port },
      { name: 'web 2', port: web2Port },
      { name: 'worker 2', port: worker2Port },
    ];
    const metricsLines: string[] = [];
    const seen = new Set<string>();
    for (const instance of instances) {
      const anonymous = await fetch(`http://127.0.0.1:${instance.port}/metrics`).then((r) => r.status);
      if (anonymous !== 401) failures.push(`${instance.name}: /metrics without the token answered ${anonymous}, not 401`);
      const text = await scrape(instance.port, metricsToken);
      const promtool = await run('/usr/bin/promtool', ['check', 'metrics'], { stdin: text });
      if (promtool.code !== 0) failures.push(`${instance.name}: promtool check metrics: ${promtool.output.trim()}`);
      const present = seriesIn(text);
      present.forEach((series) => seen.add(series));
      metricsLines.push(`${instance.name}: promtool ${promtool.code === 0 ? 'ok' : 'FAILED'}; ${seriesLine(present)}`);
    }
    // The killed worker counted too while it lived: a fast one settles every top-up before its kill, leaving
    // worker 2 no settlement to count (a counter with labels has no series until its first count).
    const beforeItsKill = seriesIn(beforeKill);
    beforeItsKill.forEach((series) => seen.add(series));
    metricsLines.push(`worker 1, scraped before its kill: ${seriesLine(beforeItsKill)}`);
    const missing = REQUIRED_SERIES.filter((series) => !seen.has(series));
    if (missing.length) failures.push(`series on no instance's /metrics: ${missing.join(', ')}`);
    const workerRuns =
      sumSeries(beforeKill, 'kredi_job_runs_total') + sumSeries(await scrape(worker2Port, metricsToken), 'kredi_job_runs_total');

    console.log('\nProduction drill');
    console.log(`  install:        npm ci --omit=dev, then run from ${path.basename(temp)} (no dev dependency)`);
    console.log(
      `  migrations:     3 at once through PgBouncer, ${applied.length} applied, ${migrations.filter((m) => m.code === 0).length} exited 0`,
    );
    console.log(`  traffic:        ${sent} top-ups and ${funded + SENDERS} PayPal payments through 2 web instances; answers ${answers}`);
    console.log(`  top-ups:        ${orders.topups}; at the aggregator ${deliveries.transactions}, ${deliveries.doubled.length} doubled`);
    console.log(
      `  payments:       ${orders.fundings}; ${payments.captured} captured at PayPal, ${payments.notCredited.length} not credited`,
    );
    console.log(`  ledger:         invariants ${violations.length ? `BROKEN (${violations.length})` : 'hold'}`);
    console.log(`  periodic jobs:  ${jobs.lines.join('; ')}`);
    console.log(`  job runs seen in the workers' metrics (before the kill + worker 2): ${workerRuns}`);
    for (const line of metricsLines) console.log(`  metrics ${line}`);
    for (const note of notes) console.log(`  note: ${note}`);
  } finally {
    await pool?.end().catch(() => {});
    await processes.stopAll();
    await dropDatabases(databases).catch((error: unknown) => console.error('could not drop the drill database:', error));
    await rm(temp, { recursive: true, force: true });
  }
  console.log(failures.length ? `\nFAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}` : '\nPASSED');
  console.log(`  (${seconds(Date.now() - t0)} in all)`);
  return failures.length === 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error('\nThe production drill could not run:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
