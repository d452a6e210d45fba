import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerFixture, rejectionOf, type LedgerFixture } from './ledger-kit';

let f: LedgerFixture;
beforeAll(async () => {
  f = await ledgerFixture();
});
afterEach(async () => f.expectInvariants());
afterAll(async () => f.database.destroy());

// What a transaction does outside the database (a metric counted) waits for its commit.
describe('work after a ledger transaction commits', () => {
  it('runs once the transaction has committed, in the order it was asked for', async () => {
    const { userId, wallet } = await f.fundedWallet(500);
    const seen: string[] = [];
    await f.ledger.transaction(async (tx) => {
      tx.afterCommit(() => seen.push('first'));
      await tx.transfer({ id: `after:${userId}`, debitAccountId: wallet, creditAccountId: f.topup, amountCents: 200, code: 'topup_debit' });
      tx.afterCommit(() => seen.push('second'));
      // Not yet: the transfer is not committed.
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['first', 'second']);
    expect((await f.ledger.balance(wallet)).availableCents).toBe(300);
  });

  it('never runs when the transaction rolls back', async () => {
    const { userId, wallet } = await f.fundedWallet(500);
    const seen: string[] = [];
    const refused = await rejectionOf(
      f.ledger.transaction(async (tx) => {
        await tx.transfer({
          id: `undone:${userId}`,
          debitAccountId: wallet,
          creditAccountId: f.topup,
          amountCents: 200,
          code: 'topup_debit',
        });
        tx.afterCommit(() => seen.push('counted'));
        throw new Error('refused after the transfer');
      }),
    );
    expect(refused).toMatchObject({ message: 'refused after the transfer' });
    expect(seen).toEqual([]);
    expect((await f.ledger.balance(wallet)).availableCents).toBe(500);
  });

  it('runs only what the committed attempt asked for when the transaction is retried', async () => {
    const { userId, wallet } = await f.fundedWallet(500);
    const seen: number[] = [];
    let attempts = 0;
    await f.ledger.transaction(async (tx) => {
      const attempt = ++attempts;
      await tx.transfer({
        id: `retried:${userId}`,
        debitAccountId: wallet,
        creditAccountId: f.topup,
        amountCents: 200,
        code: 'topup_debit',
      });
      tx.afterCommit(() => seen.push(attempt));
      // The first attempt fails as a serialization failure does, which the ledger retries whole.
      if (attempt === 1) await tx.client.query(`do $$ begin raise exception 'conflict' using errcode = '40001'; end $$`);
    });
    expect(attempts).toBe(2);
    expect(seen).toEqual([2]);
    expect((await f.ledger.balance(wallet)).availableCents).toBe(300);
  });
});
