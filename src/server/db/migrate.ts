import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './connect.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every pending migration in order; each runs once, recorded in drizzle.__drizzle_migrations. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
