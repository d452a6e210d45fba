/**
 * `npm run bench:ledger`: wallet → system account transfers through src/server/ledger, by 10 and by 32
 * concurrent callers (each with its own wallet, all paying the same system account), beside two baselines
 * measured in the same run on the same database and tables:
 *   raw SQL:           one autocommitted statement that appends the transfer and moves the wallet's
 *                      counters (with its overdraft check): the same rows, the least SQL can do.
 *   raw SQL, hot row:  the same statement also moving the counters of one row shared by every caller
 *                      (kept in a table of the bench's own, so the ledger's rows stay true), as the ledger's
 *                      system accounts did before ADR 0019: what one shared row alone costs.
 * Prints operations per second, p50 / p99 per operation and the statements the ledger sent per operation.
 * The three take turns, one second each, BENCH_SECONDS (default 5) times, so a machine busy with other work
 * weighs on all three alike. With DATABASE_URL it works in a scratch database on that server (dropped
 * afterwards); without, on the embedded engine in memory. Never fails a build on speed.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database } from '../src/server/db/connect';
import { runMigrations } from '../src/server/db/migrate';
import { checkLedgerInvariants, createLedgerFor, type Ledger } from '../src/server/ledger/index';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CALLERS = [10, 32];
const SYSTEM = 'system:topup_clearing';

interface Figure {
  opsPerSecond: number;
  p50: number;
  p99: number;
  statementsPerOp: number;
}

/** Counts every statement the pool's connections send (the ledger's and the baselines' alike). */
let statements = 0;

async function main() {
  const { database, drop } = await scratchDatabase();
  database.onQuery(() => statements++);
  await runMigrations(database.db);
  await database.pool.query(`create table bench_hot_row (id text primary key, credits_posted bigint not null default 0)`);
  await database.pool.query(`insert into bench_hot_row (id) values ($1)`, [SYSTEM]);
  const ledger = createLedgerFor(database);
  const system = await ledger.systemAccount('topup_clearing');
  const paypal = await ledger.systemAccount('paypal_clearing');
  const wallets: string[] = [];
  for (let i = 0; i < Math.max(...CALLERS); i++) {
    const userId = `bench-${i}`;
    const wallet = await ledger.walletOf(userId);
    await ledger.transfer({ id: `funds:${userId}`, debitAccountId: paypal, creditAccountId: wallet, amountCents: 1e12, code: 'add_funds' });
    wallets.push(wallet);
  }

  const rows: Record<string, Record<string, number | string>> = {};
  let sequence = 0;
  const nextId = () => `bench:${process.pid}:${sequence++}`;
  for (const callers of CALLERS) {
    const mine = wallets.slice(0, callers);
    const variants = {
      raw: (wallet: string) => rawTransfer(database.pool, nextId(), wallet, false),
      hot: (wallet: string) => rawTransfer(database.pool, nextId(), wallet, true),
      ledger: (wallet: string) => ledgerTransfer(ledger, nextId(), wallet, system),
    };
    const samples = { raw: newSample(), hot: newSample(), ledger: newSample() };
    for (let round = 0; round < SECONDS; round++) {
      for (const name of ['raw', 'hot', 'ledger'] as const) await measure(database, mine, variants[name], samples[name]);
    }
    const [raw, hot, viaLedger] = [figure(samples.raw), figure(samples.hot), figure(samples.ledger)];
    rows[`raw SQL, ${callers} callers`] = row(raw);
    rows[`raw SQL with a hot system row, ${callers} callers`] = row(hot);
    rows[`ledger, ${callers} callers`] = { ...row(viaLedger), 'ledger / raw': round(viaLedger.opsPerSecond / raw.opsPerSecond, 2) };
  }

  const { rows: counted } = await database.pool.query<{ n: number }>(`select count(*) as n from ledger_transfers`);
  const started = performance.now();
  const balance = await ledger.balance(system);
  const balanceMs = performance.now() - started;
  const violations = await checkLedgerInvariants(database.pool);

  console.log(`\nLedger benchmark (${database.engine}, ${SECONDS} s each, in turns of 1 s, ${new Date().toISOString()})`);
  console.table(rows);
  console.log(
    `balance of ${SYSTEM} with ${counted[0]!.n} transfers in the ledger: ${round(balanceMs, 1)} ms (posted ${balance.postedCents} cents)`,
  );
  console.log(`ledger invariants after the run: ${violations.length === 0 ? 'hold' : JSON.stringify(violations)}\n`);
  await database.close();
  await drop();
}

/** What the app's features do: one wallet → system transfer through the ledger. */
async function ledgerTransfer(ledger: Ledger, id: string, wallet: string, system: string): Promise<void> {
  await ledger.transfer({ id, debitAccountId: wallet, creditAccountId: system, amountCents: 1, code: 'topup_debit' });
}

/** The same rows by hand: the transfer and the wallet's counters if it can pay; with `hot`, one shared row too. */
async function rawTransfer(pool: pg.Pool, id: string, wallet: string, hot: boolean): Promise<void> {
  const { rows } = await pool.query<{ moved: number }>(
    `with moved as (
       update ledger_accounts set debits_posted = debits_posted + 1
        where id = $2 and credits_posted - debits_posted - debits_pending >= 1
        returning id
     ), t as (
       insert into ledger_transfers (id, kind, debit_account_id, credit_account_id, amount_cents, code)
       select $1, 'posted', $2, $3, 1, 'topup_debit' where exists (select 1 from moved)
       returning id
     ), shared as (
       update bench_hot_row set credits_posted = credits_posted + 1 where $4 and id = $3 and exists (select 1 from t)
     )
     select count(*) as moved from t`,
    [id, wallet, SYSTEM, hot],
  );
  if (rows[0]?.moved !== 1) throw new Error(`raw transfer ${id} did not happen`);
}

interface Sample {
  latencies: number[];
  seconds: number;
  statements: number;
}
const newSample = (): Sample => ({ latencies: [], seconds: 0, statements: 0 });

/** Runs `op` in a loop from one caller per wallet for one second (every wallet pays the same system account). */
async function measure(database: Database, wallets: string[], op: (wallet: string) => Promise<void>, sample: Sample): Promise<void> {
  await database.pool.query('vacuum analyze ledger_accounts');
  const before = statements;
  const started = performance.now();
  const deadline = started + 1000;
  await Promise.all(
    wallets.map(async (wallet) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await op(wallet);
        sample.latencies.push(performance.now() - t0);
      }
    }),
  );
  sample.seconds += (performance.now() - started) / 1000;
  sample.statements += statements - before;
}

function figure(sample: Sample): Figure {
  const latencies = [...sample.latencies].sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    opsPerSecond: latencies.length / sample.seconds,
    p50: at(0.5),
    p99: at(0.99),
    statementsPerOp: sample.statements / latencies.length,
  };
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

function row(figure: Figure) {
  return {
    'ops/s': round(figure.opsPerSecond),
    'p50 ms': round(figure.p50, 1),
    'p99 ms': round(figure.p99, 1),
    'statements/op': round(figure.statementsPerOp, 1),
  };
}

/** A database of its own on the server at DATABASE_URL (dropped at the end), else the embedded engine in memory. */
async function scratchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { database: await connectDatabase({ dataDir: null }), drop: async () => {} };
  const name = `kredi_bench_ledger_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: url.toString(), dataDir: null, poolSize: Math.max(...CALLERS) + 2 });
  return { database, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
