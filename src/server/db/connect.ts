import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import './int8.js';
import * as schema from './schema.js';
import { guardPool, holdingTransaction } from './transaction-guard.js';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  pool: pg.Pool;
  db: Db;
  /** The URL the pool uses, and the same with its password masked for the start-up line and logs. */
  url: string;
  displayUrl: string;
  engine: 'postgresql' | 'embedded';
  /** The embedded engine's thread id as the OS counts it (Linux), for the start-up line; null otherwise. */
  engineThreadId: number | null;
  /** Calls `listener` with the SQL of every statement sent on this pool (the queries metric); returns its removal. */
  onQuery(listener: QueryListener): () => void;
  close(): Promise<void>;
}

type QueryListener = (sql: string) => void;

export class DatabaseUnavailableError extends Error {}

/**
 * Connects to DATABASE_URL when given, else starts the embedded PostgreSQL with its data in `dataDir`.
 * Fails fast with a message naming DATABASE_URL when the server cannot be reached.
 *
 * `guardTransactions` (default on) makes the pool refuse a connection to code that holds a transaction
 * (transaction-guard.ts). The embedded engine always keeps it: there the mistake is a hang, never a success.
 */
export async function connectDatabase(options: {
  databaseUrl?: string;
  dataDir: string | null;
  embeddedPort?: number;
  poolSize?: number;
  guardTransactions?: boolean;
  /** The embedded engine in memory only: start from this saved data folder (tests start from one already migrated). */
  embeddedStartFrom?: Blob;
}): Promise<Database> {
  const listeners = new Set<QueryListener>();
  if (options.databaseUrl) {
    const pool = await openPool(options.databaseUrl, options.poolSize ?? 10, 'DATABASE_URL', listeners);
    if (options.guardTransactions !== false) guardPool(pool);
    return wrap(pool, options.databaseUrl, 'postgresql', null, listeners, async () => pool.end());
  }
  // Loaded only when used: a production install (DATABASE_URL set) never loads PGlite, a dev dependency.
  const { startEmbeddedPostgres } = await import('./embedded.js');
  const embedded = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    port: options.embeddedPort,
    startFrom: options.embeddedStartFrom,
  });
  const pool = await openPool(embedded.url, options.poolSize ?? 4, 'the embedded database', listeners);
  guardPool(pool);
  return wrap(pool, embedded.url, 'embedded', embedded.threadId, listeners, async () => {
    await pool.end();
    await embedded.stop();
  });
}

async function openPool(url: string, max: number, source: string, listeners: Set<QueryListener>): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    keepAlive: true,
    Client: observedClient(listeners),
  });
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

/**
 * The pool's connections, each telling `listeners` the SQL it sends. Every statement passes through
 * Client#query (pool.query, drizzle, better-auth's adapter, transactions), so counting here counts them all.
 */
function observedClient(listeners: Set<QueryListener>): typeof pg.Client {
  class ObservedClient extends pg.Client {}
  const send = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
  // pg's query has a dozen overloads; this forwards every one of them unchanged.
  ObservedClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (listeners.size > 0) {
      const sql = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | null)?.text ?? '');
      for (const listener of listeners) listener(sql);
    }
    return send.apply(this, args);
  } as pg.Client['query'];
  return ObservedClient;
}

function wrap(
  pool: pg.Pool,
  url: string,
  engine: Database['engine'],
  engineThreadId: number | null,
  listeners: Set<QueryListener>,
  close: () => Promise<void>,
): Database {
  const onQuery = (listener: QueryListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return { pool, db: guardedDrizzle(pool), url, displayUrl: maskPassword(url), engine, engineThreadId, onQuery, close };
}

/** Drizzle on the pool, its transactions marked as held (transaction-guard.ts) like every other helper's. */
function guardedDrizzle(pool: pg.Pool): Db {
  const db = drizzle(pool, { schema });
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => transaction((tx) => holdingTransaction(pool, () => work(tx)), config);
  return db;
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
