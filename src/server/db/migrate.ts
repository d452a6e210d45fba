import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './connect.js';
import { inTransaction } from './transaction.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The key of the advisory lock every migrator takes first. Any fixed bigint would do; this one spells
 * "KREDI-MG" in ASCII so that `pg_locks` shows whose it is.
 */
const MIGRATION_LOCK_KEY = 0x4b52454449_2d4d47n;

/**
 * Applies every pending migration in order, all in ONE transaction that first takes a transaction-level
 * advisory lock (ADR 0057). Any number of instances (or `npm run migrate` releases) started together on
 * one database queue on the lock: the first applies, the others then find nothing left to do. Without it,
 * two migrators on an empty database both ran `CREATE SCHEMA` and the second failed on a duplicate key.
 * A transaction-level lock (not a session one) also holds behind a transaction-mode pooler (PgBouncer).
 * Each migration runs once, recorded in drizzle.__drizzle_migrations as drizzle-kit's own migrator does.
 * Returns how many migrations were applied.
 */
export async function runMigrations(db: Db): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  return inTransaction(db.$client, async (client) => {
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await client.query('create schema if not exists drizzle');
    await client.query(
      'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
    );
    const { rows } = await client.query<{ created_at: number }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const lastApplied = rows[0]?.created_at ?? null;
    let applied = 0;
    for (const migration of migrations) {
      if (lastApplied !== null && migration.folderMillis <= lastApplied) continue;
      for (const statement of migration.sql) await client.query(statement);
      await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
      applied++;
    }
    return applied;
  });
}
