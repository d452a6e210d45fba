import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createLedger,
  InsufficientFundsError,
  LedgerConflictError,
  PendingAlreadyResolvedError,
  type Ledger,
} from '../../../src/server/ledger/index';
import { ledgerFixture, type LedgerFixture } from './ledger-kit';

let f: LedgerFixture;
beforeAll(async () => {
  f = await ledgerFixture();
});
afterEach(async () => f.expectInvariants());
afterAll(async () => f.database.destroy());

function settledKinds(results: PromiseSettledResult<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) {
    const key =
      result.status === 'fulfilled'
        ? (result.value as { created: boolean }).created
          ? 'created'
          : 'replayed'
        : (result.reason as Error).constructor.name;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

// The ledger must be right with and without the in-process queue, on both engines: the queue is an
// optimisation for the embedded engine, never what makes it correct.
describe.each([
  { mode: 'concurrent transactions', serializeTransactions: false },
  { mode: 'transactions queued in-process', serializeTransactions: true },
])('under concurrency ($mode)', ({ serializeTransactions }) => {
  let ledger: Ledger;
  beforeAll(() => {
    ledger = createLedger(f.database.pool, { serializeTransactions });
  });

  it('30 concurrent reserves against a wallet that affords 10: exactly 10 succeed, never below zero', async () => {
    const { wallet, userId } = await f.fundedWallet(100);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        ledger.reserve({
          id: `c:${userId}:${i}`,
          debitAccountId: wallet,
          creditAccountId: f.topup,
          amountCents: 10,
          code: 'topup_debit',
          userId,
        }),
      ),
    );
    expect(settledKinds(results)).toEqual({ created: 10, InsufficientFundsError: 20 });
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await ledger.balance(wallet)).toMatchObject({ postedCents: 100, availableCents: 0, pendingDebitsCents: 100 });
  });

  it('concurrent posted debits and reserves never overdraw', async () => {
    const { wallet, userId } = await f.fundedWallet(1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) => {
        const t = {
          id: `m:${userId}:${i}`,
          debitAccountId: wallet,
          creditAccountId: f.topup,
          amountCents: 70 + i,
          code: 'topup_debit',
          userId,
        };
        return i % 2 ? ledger.transfer(t) : ledger.reserve(t);
      }),
    );
    const spent = results.reduce((sum, r, i) => sum + (r.status === 'fulfilled' ? 70 + i : 0), 0);
    const balance = await ledger.balance(wallet);
    expect(balance.availableCents).toBe(1_000 - spent);
    expect(balance.availableCents).toBeGreaterThanOrEqual(0);
    // Each refusal was right: the balance only went down, so even at the end the refused amount did not fit.
    const refused = results.flatMap((r, i) => (r.status === 'rejected' ? [70 + i] : []));
    expect(refused.length).toBeGreaterThan(0);
    expect(balance.availableCents).toBeLessThan(Math.min(...refused));
  });

  it('the same id sent 10 times at once is recorded once', async () => {
    const { wallet, userId } = await f.fundedWallet(0);
    const input = {
      id: `capture:${userId}:dup`,
      debitAccountId: f.paypal,
      creditAccountId: wallet,
      amountCents: 250,
      code: 'add_funds',
      userId,
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => ledger.transfer(input)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transfer.createdAt.getTime())).size).toBe(1);
    expect((await ledger.balance(wallet)).postedCents).toBe(250);
  });

  it('the same id for different transfers on disjoint accounts, at once: one wins, the other conflicts', async () => {
    const fee = await ledger.systemAccount('fee_revenue');
    for (let round = 0; round < 5; round++) {
      const a = await f.fundedWallet(0);
      const b = await f.fundedWallet(0);
      const id = `race:${a.userId}`;
      const results = await Promise.allSettled([
        ledger.transfer({ id, debitAccountId: f.paypal, creditAccountId: a.wallet, amountCents: 5, code: 'add_funds' }),
        ledger.transfer({ id, debitAccountId: fee, creditAccountId: b.wallet, amountCents: 5, code: 'correction' }),
      ]);
      expect(settledKinds(results)).toEqual({ created: 1, LedgerConflictError: 1 });
      for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(LedgerConflictError);
    }
  });

  it('10 concurrent resolutions of one pending transfer: exactly one wins', async () => {
    const { wallet, userId } = await f.fundedWallet(500);
    const held = await ledger.reserve({
      id: `h:${userId}`,
      debitAccountId: wallet,
      creditAccountId: f.topup,
      amountCents: 500,
      code: 'topup_debit',
      userId,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? ledger.postPending({ id: `h:${userId}:post:${i}`, pendingId: held.transfer.id })
          : ledger.voidPending({ id: `h:${userId}:void:${i}`, pendingId: held.transfer.id }),
      ),
    );
    expect(settledKinds(results)).toEqual({ created: 1, PendingAlreadyResolvedError: 9 });
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(PendingAlreadyResolvedError);
    const winner = results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ transfer: { kind: string } }>;
    const balance = await ledger.balance(wallet);
    expect(balance.pendingDebitsCents).toBe(0);
    expect(balance.postedCents).toBe(winner.value.transfer.kind === 'post_pending' ? 0 : 500);
  });

  it('transfers both ways between two wallets at once do not deadlock and conserve money', async () => {
    const a = await f.fundedWallet(1_000);
    const b = await f.fundedWallet(1_000);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => {
        const [from, to] = i % 2 ? [a, b] : [b, a];
        return ledger.transfer({
          id: `p2p:${a.userId}:${i}`,
          debitAccountId: from.wallet,
          creditAccountId: to.wallet,
          amountCents: 10 + i,
          code: 'correction',
        });
      }),
    );
    const [ba, bb] = [await ledger.balance(a.wallet), await ledger.balance(b.wallet)];
    expect(ba.postedCents + bb.postedCents).toBe(2_000);
  });

  it('composed transactions locking in opposite orders all complete (deadlocks are retried)', async () => {
    const [a, b, c, d] = [await f.fundedWallet(1_000), await f.fundedWallet(1_000), await f.fundedWallet(0), await f.fundedWallet(0)];
    // One transaction moves a→c then b→d, the other b→d then a→c: on PostgreSQL they can deadlock.
    await Promise.all(
      Array.from({ length: 2 }, (_, i) =>
        ledger.transaction(async (tx) => {
          const legs =
            i % 2
              ? [
                  [a, c],
                  [b, d],
                ]
              : [
                  [b, d],
                  [a, c],
                ];
          for (const [from, to] of legs) {
            await tx.transfer({
              id: `x:${a.userId}:${i}:${from!.userId}`,
              debitAccountId: from!.wallet,
              creditAccountId: to!.wallet,
              amountCents: 10,
              code: 'correction',
            });
          }
        }),
      ),
    );
    expect((await ledger.balance(a.wallet)).postedCents).toBe(980);
    expect((await ledger.balance(d.wallet)).postedCents).toBe(20);
  });
});
