import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * No code asks the pool for a connection while it holds a transaction (ADR 0056). On the embedded engine
 * every connection shares one session, so the second connection waits for a transaction that waits for it:
 * a hang until the pool's time-out, and every other request stalled meanwhile. On PostgreSQL it works until
 * the pool runs dry, then hangs the same way. The guard makes the mistake fail at once, naming the caller.
 */

/** The transaction a piece of work runs in; `open` turns false at commit or rollback. */
interface Held {
  pool: pg.Pool;
  open: boolean;
}

const held = new AsyncLocalStorage<Held>();

export class ConnectionInsideTransactionError extends Error {
  constructor(readonly caller: string) {
    super(
      `${caller} asked the pool for a second connection while it holds a transaction: ` +
        'pass the transaction its client (or read before the transaction) instead.',
    );
    this.name = 'ConnectionInsideTransactionError';
  }
}

/**
 * Runs `work` as the holder of a transaction on `pool`. Work it starts and leaves running after the
 * transaction ends (a notice sent once committed) is free to use the pool again.
 */
export async function holdingTransaction<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const state: Held = { pool, open: true };
  try {
    return await held.run(state, work);
  } finally {
    state.open = false;
  }
}

/** True while the caller holds a transaction on `pool` (or on any pool, without one). */
export function isHoldingTransaction(pool?: pg.Pool): boolean {
  const state = held.getStore();
  return !!state?.open && (pool === undefined || state.pool === pool);
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: () => void) => void;

/**
 * Makes `pool.connect()` (and so `pool.query()`, which calls it) refuse a holder of a transaction on
 * this pool. pg-pool's query calls `this.connect(callback)`, so replacing the instance's method covers both.
 */
export function guardPool(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  (pool as { connect: unknown }).connect = (callback?: ConnectCallback) => {
    if (!isHoldingTransaction(pool)) return connect(callback);
    const error = new ConnectionInsideTransactionError(callerOf(deepStack()));
    if (!callback) return Promise.reject(error);
    process.nextTick(() => callback(error, undefined, () => {}));
    return undefined;
  };
}

/** The stack here, deep enough to get past pg's and the async hooks' frames to the code that asked. */
function deepStack(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  try {
    return new Error().stack ?? '';
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** Frames of our own code on the stack (not pg's, not Node's, not this guard's), nearest first. */
const OUR_FRAMES = 4;

/** The code that asked, as the nearest frames of our own code: `where (file:line) ← who called it …`. */
function callerOf(stack: string): string {
  const ours = stack
    .split('\n')
    .slice(1)
    .map((frame) => frame.trim().replace(/^at (async )?/, ''))
    .filter((frame) => !/node_modules|node:|db[/\\]transaction-guard\.[jt]s|^process\./.test(frame))
    .slice(0, OUR_FRAMES)
    .map((frame) => frame.replace(`file://${process.cwd()}/`, '').replace(`${process.cwd()}/`, ''));
  return ours.length > 0 ? ours.join(' ← ') : 'unknown caller';
}
