import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
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
  const migrate = options.migrate !== false;
  const database = serverUrl ? await createServerDatabase(serverUrl) : await createEmbeddedDatabase(migrate);
  if (migrate) await runMigrations(database.db);
  return database;
}

/**
 * An in-memory embedded engine; migrated, it starts from the folder global-setup.ts saved once for the
 * run (then runMigrations finds nothing left to do), which spares each file the engine's initdb and every
 * migration in WebAssembly.
 */
async function createEmbeddedDatabase(migrated: boolean): Promise<TestDatabase> {
  const templatePath = migrated ? inject('embeddedTemplatePath') : '';
  const embeddedStartFrom = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
  const database = await connectDatabase({ dataDir: null, embeddedStartFrom });
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
