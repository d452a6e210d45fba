import type pg from 'pg';
import { isHoldingTransaction } from '../db/transaction-guard.js';
import { inTransaction } from '../db/transaction.js';
import { LedgerError } from './errors.js';

/** Internal: a concurrent transaction wrote the same transfer id first; the retry will see it. */
export class LedgerRaceError extends Error {
  constructor(
    readonly transferId: string,
    override readonly cause: unknown,
  ) {
    super(`Concurrent write of ledger transfer ${transferId}`);
    this.name = 'LedgerRaceError';
  }
}

const MAX_ATTEMPTS = 5;
/** duplicate_prepared_statement, invalid_sql_statement_name: a named statement the session did not keep as ours. */
export const STATEMENT_NOT_KEPT = new Set(['42P05', '26000']);
// serialization_failure, deadlock_detected: PostgreSQL's advice is to run the transaction again; and a
// prepared statement the session did not keep (at-once.ts stops preparing before this retry).
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01', ...STATEMENT_NOT_KEPT]);

function isRetryable(error: unknown): boolean {
  if (error instanceof LedgerRaceError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

/**
 * Refuses a call on the Ledger (the pool) from inside a transaction (`ledger.transaction(fn)` or any
 * other, db/transaction-guard.ts). It would be a second connection waiting for the first: on the embedded
 * engine it never gets a turn, and on PostgreSQL it may wait for a row lock its own caller holds. The
 * pool's own guard would refuse it too; this one says which ledger call to make instead.
 */
export function assertOutsideTransaction(operation: string): void {
  if (isHoldingTransaction()) {
    throw new LedgerError(`ledger.${operation}() called inside a transaction: use the tx it gives (tx.${operation})`);
  }
}

/**
 * Runs `fn` in one READ COMMITTED transaction on its own pooled connection, retrying it whole (a few
 * times, with jitter) on serialization failure, deadlock or a same-id race. Correctness comes from the
 * row locks the ledger takes, not from the isolation level.
 */
export async function inRetriedTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  queue: Serializer | null,
): Promise<T> {
  const run = () => withRetries(() => inTransaction(pool, fn));
  return queue ? queue.run(run) : run();
}

/**
 * Runs `statement` without BEGIN and COMMIT: it must send ONE statement, which PostgreSQL runs as its own
 * transaction, and answer null when that statement wrote nothing. Then `fallback` runs in a transaction.
 * Saves two round trips per standalone ledger call; retried like inRetriedTransaction.
 */
export async function inOneStatementOrTransaction<T>(
  pool: pg.Pool,
  statement: (pool: pg.Pool) => Promise<T | null>,
  fallback: (client: pg.PoolClient) => Promise<T>,
  queue: Serializer | null,
): Promise<T> {
  const run = () => withRetries(async () => (await statement(pool)) ?? inTransaction(pool, fallback));
  return queue ? queue.run(run) : run();
}

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw unwrap(error);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

/** Out of retries on a same-id race: the database's own error says what happened. */
function unwrap(error: unknown): unknown {
  return error instanceof LedgerRaceError ? error.cause : error;
}

const serializers = new WeakMap<pg.Pool, Serializer>();

/** The queue of a pool, shared by every ledger made on it. */
export function serializerOf(pool: pg.Pool): Serializer {
  let serializer = serializers.get(pool);
  if (!serializer) serializers.set(pool, (serializer = new Serializer()));
  return serializer;
}

/**
 * One ledger transaction at a time in this process, for the embedded engine. pglite-socket runs every
 * connection on ONE PostgreSQL session; while a transaction block is open it executes only the messages
 * of the connection that opened it (so transactions never interleave, row locks never wait and
 * deadlocks cannot happen), and every other connection, plain reads included, waits in its queue while
 * holding a pooled connection. Queueing ledger transactions here instead leaves the pool's other
 * connections free: measured with 16 concurrent ledger callers on a pool of 4, the same ledger
 * throughput, and 15 times more reads answered meanwhile. Correctness never depends on it (the tests
 * run both ways on both engines).
 */
export class Serializer {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
