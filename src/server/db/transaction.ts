import type pg from 'pg';
import { holdingTransaction } from './transaction-guard.js';

/**
 * Runs `work` in one transaction on its own connection: an event and what it causes (an audit entry, a
 * notification) commit together. The one BEGIN/COMMIT of the server: the ledger's transactions are this,
 * retried (ledger/transaction.ts).
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await holdingTransaction(pool, () => work(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: unknown) => {
      // A connection that cannot even roll back is not given back to the pool.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
