import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/server/db/connect';
import { runMigrations } from '../../src/server/db/migrate';
import { createTestDatabase } from './test-database';

const EXPECTED_TABLES = ['accounts', 'sessions', 'users', 'verifications'];

async function tablesOf(pool: import('pg').Pool): Promise<string[]> {
  const { rows } = await pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

describe('migrations', () => {
  // The embedded engine runs every migration in WebAssembly on one thread: on a busy 2-core machine that
  // alone took 25–30 s, so this test gets a limit of its own (a limit, not a speed check).
  it('apply on the embedded engine (PGlite over its socket), and a second run changes nothing', { timeout: 120_000 }, async () => {
    const database = await connectDatabase({ dataDir: null });
    try {
      await runMigrations(database.db);
      await runMigrations(database.db);
      expect(await tablesOf(database.pool)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      const { rows } = await database.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(rows[0].n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  describe.runIf(process.env.DATABASE_URL)('on the PostgreSQL server at DATABASE_URL', () => {
    it('apply to a fresh database, and a second run changes nothing', async () => {
      const database = await createTestDatabase({ migrate: false });
      try {
        expect(database.engine).toBe('postgresql');
        await runMigrations(database.db);
        await runMigrations(database.db);
        expect(await tablesOf(database.pool)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
      } finally {
        await database.destroy();
      }
    });
  });
});
