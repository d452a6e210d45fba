import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
// Bigints arrive as numbers here as in the server: every pool reads them through the one guarded parser.
import '../../src/server/db/int8';
import { startEmbeddedPostgres } from '../../src/server/db/embedded';
import { runMigrations } from '../../src/server/db/migrate';
import * as schema from '../../src/server/db/schema';

/**
 * The embedded engine, migrated once, as a saved data folder. Every test file on the embedded engine starts
 * its own in-memory engine from it instead of running every migration again in WebAssembly (ADR 0056).
 */
export async function migratedEmbeddedTemplate(): Promise<Uint8Array> {
  const engine = await startEmbeddedPostgres({ dataDir: null });
  const pool = new pg.Pool({ connectionString: engine.url, max: 1 });
  try {
    await runMigrations(drizzle(pool, { schema }));
    await pool.end();
    return new Uint8Array(await (await engine.saveDataDir()).arrayBuffer());
  } finally {
    await pool.end().catch(() => {});
    await engine.stop();
  }
}
