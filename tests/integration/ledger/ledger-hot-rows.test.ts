import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLedger, InsufficientFundsError, type LedgerStep } from '../../../src/server/ledger/index';
import { ledgerFixture, rejectionOf, type LedgerFixture } from './ledger-kit';

/** ADR 0019: system accounts are never locked or updated; a business event's steps are one statement. */
let f: LedgerFixture;
beforeAll(async () => {
  f = await ledgerFixture();
});
afterEach(async () => f.expectInvariants());
afterAll(async () => f.database.destroy());

const FLOAT = 'system:aggregator_float';
const REVENUE = 'system:fee_revenue';

/** A delivered top-up's money, as the top-ups feature moves it: hold, then charge, cost and fee. */
function delivery(userId: string, wallet: string, topup: string): { hold: LedgerStep; settle: LedgerStep[] } {
  const id = `topup:${userId}:${Math.random()}`;
  return {
    hold: { reserve: { id: `${id}:hold`, debitAccountId: wallet, creditAccountId: topup, amountCents: 500, code: 'topup_debit', userId } },
    settle: [
      { postPending: { id: `${id}:charge`, pendingId: `${id}:hold` } },
      { transfer: { id: `${id}:cost`, debitAccountId: topup, creditAccountId: FLOAT, amountCents: 450, code: 'topup_cost' } },
      { transfer: { id: `${id}:fee`, debitAccountId: topup, creditAccountId: REVENUE, amountCents: 50, code: 'fee' } },
    ],
  };
}

/** Statements sent to the database while `fn` runs, by any connection of the pool. */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const stop = f.database.onQuery((sql) => texts.push(sql));
  try {
    await fn();
  } finally {
    stop();
  }
  return texts;
}

describe('system accounts', () => {
  it('exist from the migrations, cache nothing, and report the balance their transfers make', async () => {
    const { rows } = await f.database.pool.query<{ id: string }>(`select id from ledger_accounts where kind <> 'user_wallet' order by id`);
    expect(rows.map((row) => row.id)).toEqual(
      [
        'aggregator_float',
        'chargeback_losses',
        'fee_revenue',
        'paypal_clearing',
        'promo_expense',
        'referral_expense',
        'staff_adjustments',
        'topup_clearing',
        'unclaimed_balances',
      ].map((code) => `system:${code}`),
    );
    const floatBefore = await f.ledger.balance(FLOAT);
    const { userId, wallet } = await f.fundedWallet(1_000);
    const { hold, settle } = delivery(userId, wallet, f.topup);
    await f.ledger.apply([hold]);
    expect((await f.ledger.balance(f.topup)).pendingCreditsCents).toBeGreaterThanOrEqual(500);
    await f.ledger.apply(settle);
    expect((await f.ledger.balance(FLOAT)).postedCents).toBe(floatBefore.postedCents + 450);
    const counters = await f.database.pool.query(
      `select id from ledger_accounts where kind <> 'user_wallet' and (debits_posted, debits_pending, credits_posted, credits_pending) <> (0, 0, 0, 0)`,
    );
    expect(counters.rows).toEqual([]);
    expect(await f.ledger.balance(wallet)).toMatchObject({ postedCents: 500, availableCents: 500 });
  });

  it('the database refuses counters on an account without a limit', async () => {
    await expect(f.database.pool.query(`update ledger_accounts set credits_posted = 1 where id = $1`, [REVENUE])).rejects.toMatchObject({
      code: '23514',
      constraint: 'ledger_accounts_no_limit_no_counters_check',
    });
  });
});

describe('apply: the steps of one business event', () => {
  it('are one statement, stored in order; a replay answers the same transfers and changes nothing', async () => {
    const { userId, wallet } = await f.fundedWallet(1_000);
    const { hold, settle } = delivery(userId, wallet, f.topup);
    await f.ledger.apply([hold]);
    let results: Awaited<ReturnType<typeof f.ledger.apply>> = [];
    const sent = await statementsDuring(async () => (results = await f.ledger.apply(settle)));
    expect(sent).toHaveLength(1);
    expect(results.map((r) => [r.created, r.transfer.kind])).toEqual([
      [true, 'post_pending'],
      [true, 'posted'],
      [true, 'posted'],
    ]);
    const times = results.map((r) => r.transfer.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(await f.ledger.apply(settle)).toEqual(results.map((r) => ({ ...r, created: false })));
    expect(await f.ledger.balance(wallet)).toMatchObject({ postedCents: 500, pendingDebitsCents: 0 });
  });

  it('inside a transaction: BEGIN, one statement, COMMIT', async () => {
    const { userId, wallet } = await f.fundedWallet(1_000);
    const { hold, settle } = delivery(userId, wallet, f.topup);
    await f.ledger.apply([hold]);
    const sent = await statementsDuring(() => f.ledger.transaction((tx) => tx.apply(settle)));
    expect(sent).toHaveLength(3);
  });

  it('a batch that resolves a hold it makes itself goes step by step, with the same results', async () => {
    const { userId, wallet } = await f.fundedWallet(1_000);
    const { hold, settle } = delivery(userId, wallet, f.topup);
    const results = await f.ledger.transaction((tx) => tx.apply([hold, ...settle]));
    expect(results.map((r) => [r.created, r.transfer.kind])).toEqual([
      [true, 'pending'],
      [true, 'post_pending'],
      [true, 'posted'],
      [true, 'posted'],
    ]);
    expect(await f.ledger.balance(wallet)).toMatchObject({ postedCents: 500, pendingDebitsCents: 0 });
  });

  it('checks the wallet at every step, as calls one after another would, and writes nothing when one fails', async () => {
    const { userId, wallet } = await f.fundedWallet(0);
    const id = `order:${userId}`;
    const credit: LedgerStep = {
      transfer: { id: `${id}:in`, debitAccountId: f.paypal, creditAccountId: wallet, amountCents: 100, code: 'add_funds' },
    };
    const debit: LedgerStep = {
      transfer: { id: `${id}:out`, debitAccountId: wallet, creditAccountId: f.topup, amountCents: 100, code: 'topup_debit' },
    };
    const refused = await rejectionOf(f.ledger.apply([debit, credit]));
    expect(refused).toBeInstanceOf(InsufficientFundsError);
    const { rows } = await f.database.pool.query(`select id from ledger_transfers where id like $1`, [`${id}:%`]);
    expect(rows).toEqual([]);
    expect((await f.ledger.apply([credit, debit])).map((r) => r.created)).toEqual([true, true]);
    expect((await f.ledger.balance(wallet)).postedCents).toBe(0);
  });

  it('a mix of recorded and new steps: each answers as its own call would', async () => {
    const { userId, wallet } = await f.fundedWallet(1_000);
    const { hold, settle } = delivery(userId, wallet, f.topup);
    const [held] = await f.ledger.apply([hold]);
    const results = await f.ledger.apply([hold, ...settle]);
    expect(results.map((r) => r.created)).toEqual([false, true, true, true]);
    expect(results[0]!.transfer).toEqual(held!.transfer);
  });
});

describe('the prepared statement', () => {
  it('where connections share a session (the embedded engine), costs a retry once, never an error', async () => {
    const ledger = createLedger(f.database.pool, { preparedStatements: true });
    const people = await Promise.all(Array.from({ length: 8 }, () => f.fundedWallet(100)));
    const results = await Promise.all(
      people.map(({ userId, wallet }) =>
        ledger.transfer({ id: `prep:${userId}`, debitAccountId: wallet, creditAccountId: f.topup, amountCents: 100, code: 'topup_debit' }),
      ),
    );
    expect(results.every((r) => r.created)).toBe(true);
    for (const { wallet } of people) expect((await ledger.balance(wallet)).postedCents).toBe(0);
  });
});

// On PostgreSQL only: the embedded engine runs one transaction at a time by design (ADR 0009).
describe.runIf(process.env.DATABASE_URL)('no hot rows (PostgreSQL)', () => {
  /** Opens a ledger transaction, runs `steps` in it, and keeps it open (its locks held) until `close()`. */
  async function openTransaction(steps: LedgerStep[]) {
    let close!: () => void;
    const closed = new Promise<void>((resolve) => (close = resolve));
    let opened!: () => void;
    const ready = new Promise<void>((resolve) => (opened = resolve));
    const done = f.ledger.transaction(async (tx) => {
      await tx.apply(steps);
      opened();
      await closed;
    });
    await ready;
    return { close, done };
  }

  const waitingForLocks = async () =>
    (
      await f.database.pool.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      )
    ).rows[0]!.n;

  it('two wallets paying the same system accounts do not wait on each other', async () => {
    const a = await f.fundedWallet(1_000);
    const b = await f.fundedWallet(1_000);
    const first = delivery(a.userId, a.wallet, f.topup);
    await f.ledger.apply([first.hold]);
    // A's settlement touches topup_clearing, aggregator_float and fee_revenue, and stays open...
    const open = await openTransaction(first.settle);
    // ...while B's whole top-up, through the same three system accounts, commits.
    const second = delivery(b.userId, b.wallet, f.topup);
    await f.ledger.apply([second.hold]);
    await f.ledger.transaction((tx) => tx.apply(second.settle));
    await f.ledger.transfer({ id: `sys:${b.userId}`, debitAccountId: f.topup, creditAccountId: FLOAT, amountCents: 1, code: 'correction' });
    expect(await f.ledger.balance(b.wallet)).toMatchObject({ postedCents: 500, pendingDebitsCents: 0 });
    expect(await f.ledger.balance(a.wallet)).toMatchObject({ postedCents: 1_000, pendingDebitsCents: 500 }); // A not committed yet
    open.close();
    await open.done;
    expect(await f.ledger.balance(a.wallet)).toMatchObject({ postedCents: 500, pendingDebitsCents: 0 });
  });

  it('one wallet is still one at a time: its second payer waits for the first to commit', async () => {
    const a = await f.fundedWallet(1_000);
    const open = await openTransaction([
      { transfer: { id: `w:${a.userId}:1`, debitAccountId: a.wallet, creditAccountId: f.topup, amountCents: 600, code: 'topup_debit' } },
    ]);
    const second = rejectionOf(
      f.ledger.transfer({
        id: `w:${a.userId}:2`,
        debitAccountId: a.wallet,
        creditAccountId: f.topup,
        amountCents: 600,
        code: 'topup_debit',
      }),
    );
    while ((await waitingForLocks()) === 0) await new Promise((resolve) => setImmediate(resolve));
    open.close();
    await open.done;
    expect(await second).toBeInstanceOf(InsufficientFundsError); // it saw the first one's debit
  });
});
