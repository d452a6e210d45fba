/**
 * The double-entry ledger (docs/product-rules.md#ledger): the only code that writes ledger_accounts and ledger_transfers.
 * Features call it; it calls nothing but the database. Hot paths are plain SQL through `pg`.
 */
import type pg from 'pg';
import { ensureWallet, systemAccountId } from './accounts.js';
import { applyAtOnce, type Prepared } from './at-once.js';
import { applyExactly } from './operations.js';
import { balanceOf, spendingOf, transfersByIdPrefix, walletActivityOf } from './queries.js';
import { requestOf, type Request } from './steps.js';
import { assertOutsideTransaction, inOneStatementOrTransaction, inRetriedTransaction, serializerOf } from './transaction.js';
import type { Ledger, LedgerOps, LedgerStep, LedgerTx, Queryable, TransferResult } from './types.js';

export { lockWallet, systemAccountId, walletAccountId } from './accounts.js';
export * from './errors.js';
export { checkLedgerInvariants } from './invariants.js';
export { dailyNetOf } from './reports.js';
export * from './types.js';

export interface LedgerOptions {
  /**
   * Run this process's ledger transactions one at a time. Set it for the embedded engine
   * (`Database.engine === 'embedded'`): there every connection shares one session anyway (see
   * transaction.ts). Never needed for correctness on PostgreSQL, where row locks do the ordering.
   */
  serializeTransactions?: boolean;
  /**
   * Keep the ledger's hot statement prepared on each connection (parsed and planned once). Set it for
   * PostgreSQL; not on the embedded engine, where every connection shares one session. Should the server
   * not keep a connection's statements anyway (that engine reached by URL, a transaction-mode pooler), the
   * first refusal turns it off and the call runs again unprepared.
   */
  preparedStatements?: boolean;
}

export function createLedger(pool: pg.Pool, options: LedgerOptions = {}): Ledger {
  const queue = options.serializeTransactions ? serializerOf(pool) : null;
  const prepared: Prepared = { on: options.preparedStatements ?? false };
  const run = <T>(fn: (client: pg.PoolClient) => Promise<T>) => inRetriedTransaction(pool, fn, queue);
  // New steps are one autocommitted statement; a replay or a refusal is worked out in a transaction.
  const apply = (steps: LedgerStep[]) => {
    const requests = steps.map(requestOf);
    return inOneStatementOrTransaction(
      pool,
      (db) => applyAtOnce(db, requests, prepared),
      (client) => oneByOne(client, requests),
      queue,
    );
  };
  const one = async (step: LedgerStep) => (await apply([step]))[0]!;
  // Every call on the pool first checks it is not made from inside a ledger transaction (it would hang).
  const guarded =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      assertOutsideTransaction(name);
      return call(...args);
    };
  return {
    walletOf: guarded('walletOf', (userId) => ensureWallet(pool, userId)),
    systemAccount: async (code) => systemAccountId(code),
    transfer: guarded('transfer', (input) => one({ transfer: input })),
    reserve: guarded('reserve', (input) => one({ reserve: input })),
    postPending: guarded('postPending', (input) => one({ postPending: input })),
    voidPending: guarded('voidPending', (input) => one({ voidPending: input })),
    apply: guarded('apply', apply),
    balance: guarded('balance', (accountId) => balanceOf(pool, accountId)),
    walletActivity: guarded('walletActivity', (userId, page) => walletActivityOf(pool, userId, page)),
    spending: guarded('spending', (userId, code, since) => spendingOf(pool, userId, code, since)),
    transfersByIdPrefix: guarded('transfersByIdPrefix', (prefix) => transfersByIdPrefix(pool, prefix)),
    transaction: guarded('transaction', async (fn) => {
      // Each attempt starts its list again: only the attempt that commits has its work run.
      let committed: (() => void)[] = [];
      const result = await run((client) => {
        const afterCommit: (() => void)[] = [];
        committed = afterCommit;
        return fn({ ...txOps(client, prepared), afterCommit: (work) => afterCommit.push(work) });
      });
      for (const work of committed) work();
      return result;
    }),
  };
}

/** The ledger as the app makes it for a connected Database: queued in-process on the embedded engine, prepared on PostgreSQL. */
export function createLedgerFor(database: { pool: pg.Pool; engine: 'postgresql' | 'embedded' }): Ledger {
  const embedded = database.engine === 'embedded';
  return createLedger(database.pool, { serializeTransactions: embedded, preparedStatements: !embedded });
}

/** Steps in the caller's transaction: at once when they can be, else one by one. */
async function applyInTransaction(client: Queryable, steps: LedgerStep[], prepared: Prepared): Promise<TransferResult[]> {
  const requests = steps.map(requestOf);
  return (await applyAtOnce(client, requests, prepared)) ?? oneByOne(client, requests);
}

async function oneByOne(client: Queryable, requests: Request[]): Promise<TransferResult[]> {
  const results: TransferResult[] = [];
  for (const request of requests) results.push(await applyExactly(client, request));
  return results;
}

/** The same operations, on the connection of a transaction the caller shares. */
function txOps(client: pg.PoolClient, prepared: Prepared): Omit<LedgerTx, 'afterCommit'> {
  const db: Queryable = client;
  const one = async (step: LedgerStep) => (await applyInTransaction(db, [step], prepared))[0]!;
  const ops: LedgerOps = {
    walletOf: (userId) => ensureWallet(db, userId),
    systemAccount: async (code) => systemAccountId(code),
    transfer: (input) => one({ transfer: input }),
    reserve: (input) => one({ reserve: input }),
    postPending: (input) => one({ postPending: input }),
    voidPending: (input) => one({ voidPending: input }),
    apply: (steps) => applyInTransaction(db, steps, prepared),
    balance: (accountId) => balanceOf(db, accountId),
    walletActivity: (userId, page) => walletActivityOf(db, userId, page),
    spending: (userId, code, since) => spendingOf(db, userId, code, since),
    transfersByIdPrefix: (prefix) => transfersByIdPrefix(db, prefix),
  };
  return { ...ops, client };
}
