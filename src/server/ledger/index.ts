/**
 * The double-entry ledger (DESIGN.md §3): the only code that writes ledger_accounts and ledger_transfers.
 * Features call it; it calls nothing but the database. Hot paths are plain SQL through `pg`.
 */
import type pg from 'pg';
import { ensureSystemAccount, ensureWallet } from './accounts.js';
import { createTransfer, resolvePending } from './operations.js';
import { balanceOf, spendingOf, walletActivityOf } from './queries.js';
import { assertOutsideTransaction, inTransaction, serializerOf } from './transaction.js';
import type { Ledger, LedgerOps, LedgerTx, Queryable } from './types.js';

export * from './errors.js';
export { checkLedgerInvariants } from './invariants.js';
export * from './types.js';

export interface LedgerOptions {
  /**
   * Run this process's ledger transactions one at a time. Set it for the embedded engine
   * (`Database.engine === 'embedded'`): there every connection shares one session anyway (see
   * transaction.ts). Never needed for correctness on PostgreSQL, where row locks do the ordering.
   */
  serializeTransactions?: boolean;
}

export function createLedger(pool: pg.Pool, options: LedgerOptions = {}): Ledger {
  const queue = options.serializeTransactions ? serializerOf(pool) : null;
  const run = <T>(fn: (client: pg.PoolClient) => Promise<T>) => inTransaction(pool, fn, queue);
  // Every call on the pool first checks it is not made from inside a ledger transaction (it would hang).
  const guarded =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      assertOutsideTransaction(name);
      return call(...args);
    };
  return {
    walletOf: guarded('walletOf', (userId) => ensureWallet(pool, userId)),
    systemAccount: guarded('systemAccount', (code) => ensureSystemAccount(pool, code)),
    transfer: guarded('transfer', (input) => run((client) => createTransfer(client, 'posted', input))),
    reserve: guarded('reserve', (input) => run((client) => createTransfer(client, 'pending', input))),
    postPending: guarded('postPending', (input) => run((client) => resolvePending(client, 'post_pending', input))),
    voidPending: guarded('voidPending', (input) => run((client) => resolvePending(client, 'void_pending', input))),
    balance: guarded('balance', (accountId) => balanceOf(pool, accountId)),
    walletActivity: guarded('walletActivity', (userId, page) => walletActivityOf(pool, userId, page)),
    spending: guarded('spending', (userId, code, since) => spendingOf(pool, userId, code, since)),
    transaction: guarded('transaction', (fn) => run((client) => fn(txOps(client)))),
  };
}

/** The ledger as the app makes it for a connected Database: queued in-process on the embedded engine. */
export function createLedgerFor(database: { pool: pg.Pool; engine: 'postgresql' | 'embedded' }): Ledger {
  return createLedger(database.pool, { serializeTransactions: database.engine === 'embedded' });
}

/** The same operations, on the connection of a transaction the caller shares. */
function txOps(client: pg.PoolClient): LedgerTx {
  const db: Queryable = client;
  const ops: LedgerOps = {
    walletOf: (userId) => ensureWallet(db, userId),
    systemAccount: (code) => ensureSystemAccount(db, code),
    transfer: (input) => createTransfer(db, 'posted', input),
    reserve: (input) => createTransfer(db, 'pending', input),
    postPending: (input) => resolvePending(db, 'post_pending', input),
    voidPending: (input) => resolvePending(db, 'void_pending', input),
    balance: (accountId) => balanceOf(db, accountId),
    walletActivity: (userId, page) => walletActivityOf(db, userId, page),
    spending: (userId, code, since) => spendingOf(db, userId, code, since),
  };
  return { ...ops, client };
}
