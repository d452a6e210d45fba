import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
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

    it('`npm run migrate` started three times at once on an empty database: one applies, two find nothing to do', async () => {
      const database = await createTestDatabase({ migrate: false });
      try {
        const release = () =>
          run(process.execPath, ['--import', 'tsx', 'src/server/cli/migrate.ts'], {
            env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'production' },
          });
        const outputs = (await Promise.all([release(), release(), release()])).map((result) => result.stdout.trim());
        const applied = outputs.filter((line) => /^Applied \d+ migration/.test(line));
        expect(applied).toHaveLength(1);
        expect(outputs.filter((line) => line === 'The database is up to date: no migration to apply.')).toHaveLength(2);
        const { rows } = await database.pool.query<{ n: number; hashes: number }>(
          'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
        );
        expect(applied[0]).toBe(`Applied ${rows[0]!.n} migration(s).`);
        expect(rows[0]!.hashes).toBe(rows[0]!.n);
        expect(await tablesOf(database.pool)).toEqual(expect.arrayContaining([...EXPECTED_TABLES, 'periodic_jobs']));
      } finally {
        await database.destroy();
      }
    });
  });
});

const run = promisify(execFile);
