import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../src/server/db/transaction';
import { ConnectionInsideTransactionError } from '../../../src/server/db/transaction-guard';
import { createLedgerFor } from '../../../src/server/ledger/index';
import { createTestDatabase, type TestDatabase } from '../test-database';

/**
 * Code that holds a transaction and asks the pool for another connection (ADR 0056) fails at once, with a
 * message naming it. On the embedded engine that second connection used to wait for the transaction that
 * waited for it, until the pool's time-out; on PostgreSQL it worked until the pool ran dry.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

async function readsThePoolInsideATransaction(): Promise<unknown> {
  return inTransaction(database.pool, async () => database.pool.query('select 1'));
}

describe('a connection asked for inside a transaction', () => {
  it('is refused at once, naming the caller, and the transaction rolls back', async () => {
    await database.pool.query('create table if not exists guard_probe (id int primary key)');
    const attempt = inTransaction(database.pool, async (client) => {
      await client.query('insert into guard_probe values (1)');
      return readsThePoolInsideATransaction();
    });
    await expect(attempt).rejects.toBeInstanceOf(ConnectionInsideTransactionError);
    // The message names the code that asked (this file, at the line of the second query) and who called it.
    await expect(readsThePoolInsideATransaction()).rejects.toThrow(
      /^tests\/integration\/db\/transaction-guard\.test\.ts:\d+:\d+ ← .*inTransaction .* asked the pool for a second connection while it holds a transaction/,
    );
    expect((await database.pool.query('select count(*)::int as n from guard_probe')).rows[0].n).toBe(0);
  });

  it('is refused inside a Drizzle transaction and inside a ledger transaction', async () => {
    await expect(database.db.transaction(async () => database.pool.query('select 1'))).rejects.toBeInstanceOf(
      ConnectionInsideTransactionError,
    );
    const ledger = createLedgerFor(database);
    await expect(ledger.transaction(async () => database.pool.query('select 1'))).rejects.toBeInstanceOf(ConnectionInsideTransactionError);
    // The ledger's own calls say which tx method to use instead.
    await expect(ledger.transaction(async () => ledger.balance('anyone'))).rejects.toThrow(
      /ledger\.balance\(\) called inside a transaction/,
    );
  });

  it('is refused for pool.connect() too, and the pool keeps serving afterwards', async () => {
    await expect(inTransaction(database.pool, async () => database.pool.connect())).rejects.toBeInstanceOf(
      ConnectionInsideTransactionError,
    );
    const answers = await Promise.all(Array.from({ length: 8 }, () => database.pool.query('select 1 as one')));
    expect(answers.map((answer) => answer.rows[0].one)).toEqual(Array(8).fill(1));
  });

  it('is allowed to work a transaction started and left running once the transaction ended', async () => {
    let followUp: Promise<unknown> = Promise.resolve();
    await inTransaction(database.pool, async (client) => {
      await client.query('select 1');
      // Started inside, runs after the commit: a notice sent once the event is committed.
      followUp = new Promise((resolve) => setImmediate(resolve)).then(() => database.pool.query('select 2 as two'));
    });
    await expect(followUp).resolves.toMatchObject({ rows: [{ two: 2 }] });
  });

  it('does not stop independent callers from queueing for connections while a transaction runs', async () => {
    const [inside, outside] = await Promise.all([
      inTransaction(database.pool, async (client) => (await client.query('select 1 as n')).rows[0].n),
      database.pool.query('select 2 as n').then((result) => result.rows[0].n),
    ]);
    expect([inside, outside]).toEqual([1, 2]);
  });
});
