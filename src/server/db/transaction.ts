import type pg from 'pg';
import { holdingTransaction } from './transaction-guard.js';

/** Runs `work` in one transaction on its own connection: an event and what it causes (an audit entry, a notification) commit together. */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await holdingTransaction(pool, () => work(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
