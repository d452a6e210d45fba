/**
 * `npm run migrate`: the release step. Applies pending migrations to DATABASE_URL under the migration lock
 * (db/migrate.ts), so it is safe while instances start or run; instances also migrate at start the same way.
 * Exits 0 with how many were applied, 1 with a plain message when the database cannot be reached.
 */
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase, DatabaseUnavailableError } from '../db/connect.js';
import { runMigrations } from '../db/migrate.js';

async function migrate(): Promise<number> {
  // The release step needs the database and nothing else: only DATABASE_URL is read (and validated).
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
  if (!config.DATABASE_URL) {
    console.error('DATABASE_URL is not set: `npm run migrate` is for a PostgreSQL server (the embedded engine migrates at start).');
    return 1;
  }
  const database = await connectDatabase({ databaseUrl: config.DATABASE_URL, dataDir: null, poolSize: 1 });
  try {
    const applied = await runMigrations(database.db);
    console.log(applied === 0 ? 'The database is up to date: no migration to apply.' : `Applied ${applied} migration(s).`);
    return 0;
  } finally {
    await database.close();
  }
}

migrate().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
