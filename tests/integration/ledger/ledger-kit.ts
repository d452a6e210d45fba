import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { checkLedgerInvariants, createLedger, createLedgerFor, type Ledger } from '../../../src/server/ledger/index';
import { createTestDatabase, type TestDatabase } from '../test-database';

export interface LedgerFixture {
  database: TestDatabase;
  ledger: Ledger;
  /** A new person's wallet, funded from paypal_clearing when `cents` > 0. */
  fundedWallet(cents: number): Promise<{ userId: string; wallet: string }>;
  paypal: string;
  topup: string;
  expectInvariants(): Promise<void>;
}

/**
 * One migrated database per test file, and a ledger on it as the app would make it (transactions
 * serialised in-process on the embedded engine), unless `serializeTransactions` says otherwise.
 */
export async function ledgerFixture(options: { serializeTransactions?: boolean } = {}): Promise<LedgerFixture> {
  const database = await createTestDatabase();
  const ledger =
    options.serializeTransactions === undefined
      ? createLedgerFor(database)
      : createLedger(database.pool, { serializeTransactions: options.serializeTransactions });
  const paypal = await ledger.systemAccount('paypal_clearing');
  const topup = await ledger.systemAccount('topup_clearing');
  return {
    database,
    ledger,
    paypal,
    topup,
    async fundedWallet(cents) {
      const userId = `user-${randomUUID()}`;
      const wallet = await ledger.walletOf(userId);
      if (cents > 0) {
        await ledger.transfer({
          id: `capture:${userId}`,
          debitAccountId: paypal,
          creditAccountId: wallet,
          amountCents: cents,
          code: 'add_funds',
          userId,
        });
      }
      return { userId, wallet };
    },
    async expectInvariants() {
      expect(await checkLedgerInvariants(database.pool)).toEqual([]);
    },
  };
}

/** Resolves to the error a promise rejected with (fails when it resolved). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection, but it resolved');
}
