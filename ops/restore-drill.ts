/**
 * `npm run drill:restore`: proves a backup of Kredi's PostgreSQL database restores into a working Kredi.
 *
 * On the machine's PostgreSQL 15 (127.0.0.1:5432): a fresh database, migrated (`dist/server/migrate.js`);
 * the sandboxes as their own process; Kredi (`dist/server/main.js`, SANDBOXES=off, pointed at them) on it.
 * People sign up, add funds with PayPal and send top-ups; **while they do**, `pg_dump -Fc` takes the backup.
 * Then the old Kredi stops (the disaster), `pg_restore` loads the backup into a new database, Kredi starts on
 * it, and the drill waits for the worker and the reconciler to settle what was in flight at the backup's
 * instant. It fails (exit 1) if the ledger's invariants break, an order stays in flight, or a top-up was
 * delivered twice or claimed without a delivery. Needs `npm run build`. Under 3 minutes, loopback only.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../src/server/db/int8.js';
import { checkLedgerInvariants } from '../src/server/ledger/invariants.js';
import {
  addFunds,
  Answers,
  createDatabase,
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
} from './shared/kit.js';

const DIST = path.resolve('dist/server');
const SENDERS = 4;
const PAYERS = 2;
const LOAD_BEFORE_BACKUP_MS = 5000;
const LOAD_AFTER_BACKUP_MS = 4000;
/** A top-up leased by the stopped instance waits out its 60 s lease; a payment is looked at a minute after it began. */
const SETTLE_DEADLINE_MS = 130_000;

async function main(): Promise<boolean> {
  for (const file of ['main.js', 'migrate.js', 'sandboxes.js']) {
    if (!existsSync(path.join(DIST, file))) throw new Error(`dist/server/${file} is missing: run \`npm run build\` first.`);
  }
  const t0 = Date.now();
  const at = () => seconds(Date.now() - t0).padStart(7);
  const processes = new Processes();
  const databases: string[] = [];
  const temp = await mkdtemp(path.join(tmpdir(), 'kredi-restore-drill-'));
  const failures: string[] = [];
  try {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const envFile = path.join(temp, 'sandboxes.env');
    const { env: sandboxEnv, basePort: sandboxBase } = await startSandboxProcess(processes, envFile, `${base}/api/webhooks/paypal`);
    console.log(`${at()}  sandboxes listening from port ${sandboxBase}`);

    const source = await createDatabase('kredi_drill_source');
    databases.push(source.name);
    const migrated = await run(process.execPath, [path.join(DIST, 'migrate.js')], { env: { ...process.env, DATABASE_URL: source.url } });
    if (migrated.code !== 0) throw new Error(`npm run migrate failed:\n${migrated.output}`);
    console.log(`${at()}  ${source.name} created and migrated: ${migrated.output.trim()}`);

    const authSecret = randomBytes(32).toString('base64url');
    const krediEnv = (databaseUrl: string): NodeJS.ProcessEnv => ({
      ...process.env,
      ...sandboxEnv,
      NODE_ENV: 'development',
      SANDBOXES: 'off',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: path.join(temp, 'data'),
      AUTH_SECRET: authSecret,
      LOG_LEVEL: 'warn',
      INSTANCE_ROLE: 'all',
    });
    const startKredi = async (name: string, databaseUrl: string) => {
      const started = processes.start(name, process.execPath, ['--enable-source-maps', path.join(DIST, 'main.js')], {
        env: krediEnv(databaseUrl),
      });
      const t = Date.now();
      await until(
        async () => (started.exited ? Promise.reject(new Error('it exited')) : (await healthOf(base)) === 200),
        90_000,
        `${name} to be healthy`,
      ).catch((error) => {
        throw new Error(`${String(error)}\n${started.output()}`);
      });
      console.log(`${at()}  ${name} healthy on ${base} after ${seconds(Date.now() - t)}`);
      return started;
    };
    const before = await startKredi('Kredi on the source database', source.url);

    const people = await Promise.all(Array.from({ length: SENDERS + PAYERS }, (_, i) => Person.signUp(base, base, `restore${i}`)));
    const answers = new Answers();
    for (const sender of people.slice(0, SENDERS)) {
      if (!(await addFunds(answers, base, sender, 50_000))) throw new Error(`could not fund a sender: ${answers}`);
    }
    const operator = await digicelHaiti(base, people[0]!, 60_000);
    console.log(`${at()}  ${people.length} people signed up, ${SENDERS} wallets funded with PayPal; load starts`);

    let running = true;
    let sent = 0;
    let funded = 0;
    const load = [
      ...people.slice(0, SENDERS).map(async (person, i) => {
        for (let n = 0; running; n++) if (await sendTopup(answers, base, person, operator, recipientNumber(i, n))) sent++;
      }),
      ...people.slice(SENDERS).map(async (person) => {
        while (running) if (await addFunds(answers, base, person, 1000)) funded++;
      }),
    ];
    const loadStarted = Date.now();
    await until(
      async () => Date.now() - loadStarted >= LOAD_BEFORE_BACKUP_MS,
      LOAD_BEFORE_BACKUP_MS + 1000,
      'the load to run a while',
      100,
    );
    const dumpFile = path.join(temp, 'kredi.dump');
    const dumpStarted = Date.now();
    const sentAtDump = sent;
    const dumped = await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dumpFile}`, source.url]);
    const dumpMs = Date.now() - dumpStarted;
    if (dumped.code !== 0) throw new Error(`pg_dump failed: ${dumped.output}`);
    const dumpBytes = (await stat(dumpFile)).size;
    console.log(
      `${at()}  pg_dump -Fc under load: ${(dumpBytes / 1024).toFixed(0)} KiB in ${seconds(dumpMs)} (${sentAtDump} top-ups sent so far)`,
    );
    const dumpDone = Date.now();
    await until(
      async () => Date.now() - dumpDone >= LOAD_AFTER_BACKUP_MS,
      LOAD_AFTER_BACKUP_MS + 1000,
      'the load to go on after the backup',
      100,
    );
    running = false;
    await Promise.all(load);
    console.log(`${at()}  load stopped: ${sent} top-ups sent, ${funded} payments added (${answers})`);
    if (answers.count((status) => status === 500) > 0) failures.push(`the people saw ${answers.count((s) => s === 500)} answers 500`);

    await before.stop();
    console.log(`${at()}  Kredi on the source database stopped (the disaster)`);

    const restored = await createDatabase('kredi_drill_restored');
    databases.push(restored.name);
    const restoreStarted = Date.now();
    const pgRestore = await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, dumpFile]);
    const restoreMs = Date.now() - restoreStarted;
    if (pgRestore.code !== 0) throw new Error(`pg_restore failed: ${pgRestore.output}`);
    console.log(`${at()}  pg_restore into ${restored.name}: ${seconds(restoreMs)}`);

    const pool = new pg.Pool({ connectionString: restored.url, max: 2 });
    try {
      const atRestore = await ordersReport(pool);
      console.log(
        `${at()}  restored as of the backup: top-ups ${atRestore.topups}; payments ${atRestore.fundings}; ${atRestore.stuck.length} in flight`,
      );
      const violationsAtRestore = await checkLedgerInvariants(pool);
      if (violationsAtRestore.length)
        failures.push(`ledger invariants broken in the backup itself: ${JSON.stringify(violationsAtRestore)}`);

      const after = await startKredi('Kredi on the restored database', restored.url);
      const settleStarted = Date.now();
      const settled = await until(
        async () => (await ordersReport(pool)).stuck.length === 0,
        SETTLE_DEADLINE_MS,
        'every order to settle',
        1000,
      ).then(
        () => true,
        () => false,
      );
      const final = await ordersReport(pool);
      console.log(
        `${at()}  ${settled ? `everything in flight settled in ${seconds(Date.now() - settleStarted)}` : 'NOT everything settled'}`,
      );
      if (!settled) failures.push(`stuck after ${seconds(SETTLE_DEADLINE_MS)}: ${final.stuck.join(', ')}`);
      const violations = await checkLedgerInvariants(pool);
      if (violations.length) failures.push(`ledger invariants: ${JSON.stringify(violations)}`);
      const deliveries = await deliveryReport(pool, sandboxEnv.TOPUP_API_URL!);
      if (deliveries.doubled.length) failures.push(`delivered twice: ${deliveries.doubled.join(', ')}`);
      if (deliveries.succeededUndelivered.length)
        failures.push(`succeeded without a delivery: ${deliveries.succeededUndelivered.join(', ')}`);
      if (deliveries.failedButDelivered.length)
        failures.push(`failed (refunded) but delivered: ${deliveries.failedButDelivered.join(', ')}`);
      const payments = await paymentsReport(pool, sandboxEnv.PAYPAL_API_URL!);
      if (payments.notCredited.length) failures.push(`paid at PayPal, not credited: ${payments.notCredited.join(', ')}`);
      const failedFundings = (
        await pool.query<{ id: string; reason: string | null }>(
          `select id, failure_reason as reason from funding_orders where status = 'failed'`,
        )
      ).rows;
      await after.stop();

      console.log('\nRestore drill');
      console.log(`  backup (pg_dump -Fc, under load):  ${(dumpBytes / 1024).toFixed(0)} KiB in ${seconds(dumpMs)}`);
      console.log(`  restore (pg_restore):              ${seconds(restoreMs)}`);
      console.log(`  top-ups after settling:            ${final.topups}`);
      console.log(`  payments after settling:           ${final.fundings}`);
      for (const f of failedFundings) console.log(`    payment ${f.id} failed: ${f.reason ?? 'no reason given'}`);
      console.log(
        `  at PayPal:                         ${payments.captured} payments captured, ${payments.notCredited.length} not credited here; ${payments.unknownHere} made after the backup (lost with it)`,
      );
      console.log(`  ledger invariants:                 ${violations.length ? `${violations.length} broken` : 'hold'}`);
      console.log(
        `  at the aggregator:                 ${deliveries.transactions} top-ups, ${deliveries.doubled.length} doubled; ${deliveries.unknownHere.length} made after the backup (lost with it: the backup's point in time)`,
      );
    } finally {
      await pool.end();
    }
  } finally {
    await processes.stopAll();
    if (process.env.DRILL_KEEP_DATABASES) console.log(`kept: ${databases.join(', ')}`);
    else await dropDatabases(databases).catch((error: unknown) => console.error('could not drop the drill databases:', error));
    await rm(temp, { recursive: true, force: true });
  }
  console.log(failures.length ? `\nFAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}` : '\nPASSED');
  console.log(`  (${seconds(Date.now() - t0)} in all)`);
  return failures.length === 0;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error('\nThe restore drill could not run:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
