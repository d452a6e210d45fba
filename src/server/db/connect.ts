import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { startEmbeddedPostgres } from './embedded.js';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  pool: pg.Pool;
  db: Db;
  /** The URL the pool uses, and the same with its password masked for the start-up line and logs. */
  url: string;
  displayUrl: string;
  engine: 'postgresql' | 'embedded';
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {}

// Bigints (all money columns) come back as strings by default; keep them exact and convert in one place.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/**
 * Connects to DATABASE_URL when given, else starts the embedded PostgreSQL with its data in `dataDir`.
 * Fails fast with a message naming DATABASE_URL when the server cannot be reached.
 */
export async function connectDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  embeddedPort?: number;
  poolSize?: number;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = await openPool(options.databaseUrl, options.poolSize ?? 10, 'DATABASE_URL');
    return wrap(pool, options.databaseUrl, 'postgresql', async () => pool.end());
  }
  const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, port: options.embeddedPort });
  const pool = await openPool(embedded.url, options.poolSize ?? 4, 'the embedded database');
  return wrap(pool, embedded.url, 'embedded', async () => {
    await pool.end();
    await embedded.stop();
  });
}

async function openPool(url: string, max: number, source: string): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
    return pool;
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message || error.name : String(error);
    throw new DatabaseUnavailableError(
      `Cannot connect to PostgreSQL at ${source} (${maskPassword(url)}): ${reason}.\n` +
        (source === 'DATABASE_URL'
          ? 'Check DATABASE_URL, or unset it to use the embedded database in ./data.'
          : 'Check that DATA_DIR is writable.'),
    );
  }
}

function wrap(pool: pg.Pool, url: string, engine: Database['engine'], close: () => Promise<void>): Database {
  return { pool, db: drizzle(pool, { schema }), url, displayUrl: maskPassword(url), engine, close };
}

export function maskPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
