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
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, keepAlive: true });
  keepServingWhenTheServerGoesAway(pool);
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

/**
 * PostgreSQL restarting (or a failover, or pg_terminate_backend) ends every connection with an 'error'
 * event. pg-pool listens for it on idle clients only; on a client checked out (a transaction between two
 * statements) nobody listens, and Node turns an unheard 'error' into a crash. The query in flight is
 * rejected anyway (the request answers 503) and a broken client is dropped when released, so both
 * listeners only have to exist. New connections are made on demand: the pool reconnects by itself.
 */
function keepServingWhenTheServerGoesAway(pool: pg.Pool): void {
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
}

function wrap(pool: pg.Pool, url: string, engine: Database['engine'], close: () => Promise<void>): Database {
  return { pool, db: drizzle(pool, { schema }), url, displayUrl: maskPassword(url), engine, close };
}

function maskPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
