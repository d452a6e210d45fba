import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectDatabase, type Database } from '../../src/server/db/connect';
import { runMigrations } from '../../src/server/db/migrate';

export interface TestDatabase extends Database {
  /** Drops what this test file created: its own database on a server, or the in-memory engine. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file. With DATABASE_URL (as in CI) it creates a new database
 * on that server, so files never see each other's rows; without it, an in-memory embedded engine.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await createServerDatabase(serverUrl) : await createEmbeddedDatabase();
  if (options.migrate !== false) await runMigrations(database.db);
  return database;
}

async function createEmbeddedDatabase(): Promise<TestDatabase> {
  const database = await connectDatabase({ dataDir: null });
  return { ...database, destroy: () => database.close() };
}

async function createServerDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `kredi_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await connectDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...database,
    async destroy() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
