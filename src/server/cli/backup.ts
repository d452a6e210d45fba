/**
 * `npm run backup` backs up the embedded engine (./data, DATA_DIR), while Kredi runs or not;
 * `npm run backup -- --restore <file>` puts a backup back into an empty DATA_DIR, with Kredi stopped.
 * docs/operations.md "Back up and restore", ADR 0061.
 *
 * How: a logical dump, read in ONE read-only repeatable-read transaction, so the copy is one instant of the
 * database. While Kredi runs, through the engine it serves (its URL is published in DATA_DIR): PGlite has
 * one session, and a connection inside a transaction keeps it (db/embedded-session-queue.ts), so Kredi's
 * own statements wait the few seconds the dump takes, then go on. A copy of the files of a running PGlite
 * would not be consistent, its `dumpDataDir()` needs the one live instance, and the machine's pg_dump
 * refuses a server newer than itself; hence SQL. With Kredi stopped, the dump opens DATA_DIR itself.
 *
 * The file is plain SQL, gzipped: each table's rows as JSON fed to `json_populate_recordset`, then the
 * sequences. It holds data, not schema: the restore migrates a new DATA_DIR with this release's
 * migrations, checks they are the ones the backup was made with (listed in its header), then loads it.
 *
 * With DATABASE_URL set there is no embedded engine: PostgreSQL's own tools back it up (pg_dump -Fc, and
 * pg_basebackup with WAL archiving for a point in time); this command prints the line instead of pretending.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config.js';
import { connectDatabase, DatabaseUnavailableError, type Database } from '../db/connect.js';
import { readEmbeddedUrl } from '../db/embedded-address.js';
import { runMigrations } from '../db/migrate.js';

const ROWS_PER_STATEMENT = 500;
const HEADER_MIGRATIONS = '-- kredi-backup-migrations: ';
const HEADER_ROWS = '-- kredi-backup-rows: ';

type Client = pg.PoolClient | pg.Client;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { restore: { type: 'string' }, out: { type: 'string' } } });
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.log(
      [
        'DATABASE_URL is set: Kredi runs on PostgreSQL, which backs itself up. Nightly, from any machine with',
        "the PostgreSQL client of the server's major version:",
        `  pg_dump --format=custom --no-owner --file=kredi-$(date +%F).dump "$DATABASE_URL"`,
        'restore into an empty database with:',
        '  pg_restore --no-owner --exit-on-error --dbname="$NEW_DATABASE_URL" kredi-YYYY-MM-DD.dump',
        'and for a point in time, pg_basebackup plus WAL archiving (docs/operations.md, "Back up and restore").',
      ].join('\n'),
    );
    return 2;
  }
  return values.restore ? restore(values.restore, config.DATA_DIR) : backup(config.DATA_DIR, values.out);
}

async function backup(dataDir: string, out: string | undefined): Promise<number> {
  const file = out ?? path.join('backups', `kredi-${new Date().toISOString().replace(/[:.]/g, '-')}.sql.gz`);
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const started = Date.now();
  const running = await readEmbeddedUrl(dataDir);
  let client: Client | null = null;
  let opened: Database | null = null;
  if (running) {
    const direct = new pg.Client({ connectionString: running, connectionTimeoutMillis: 5000 });
    client = await direct.connect().then(
      () => direct,
      () => null,
    );
  }
  if (!client) {
    // Kredi is stopped (or the address it left is stale): open the data directory here.
    opened = await connectDatabase({ dataDir, poolSize: 1 });
    client = await opened.pool.connect();
  }
  try {
    const rows = await dump(client, file);
    const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `Backed up ${running && !opened ? 'the running' : 'the stopped'} embedded engine (${path.resolve(dataDir)}): ` +
        `${total} rows of ${Object.keys(rows).length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s to ${file}\n` +
        `Restore (Kredi stopped, into an empty DATA_DIR): npm run backup -- --restore ${file}`,
    );
    return 0;
  } finally {
    if ('release' in client) client.release();
    else await client.end();
    await opened?.close();
  }
}

/** Writes every table of the one snapshot to `file`; answers the rows written per table. */
async function dump(client: Client, file: string): Promise<Record<string, number>> {
  const tag = `$kredi_${randomBytes(6).toString('hex')}$`;
  await client.query('begin isolation level repeatable read read only');
  try {
    const migrations = (await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id')).rows;
    const tables = (
      await client.query<{ name: string; columns: string[] }>(
        `select quote_ident(c.relname) as name,
                array_agg(quote_ident(a.attname) order by a.attnum) as columns
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
          where n.nspname = 'public' and c.relkind in ('r', 'p')
          group by c.relname order by c.relname`,
      )
    ).rows;
    const sequences = (
      await client.query<{ name: string; value: string | null }>(
        `select quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
      )
    ).rows;
    const counts: Record<string, number> = {};
    const statements = async function* () {
      yield `-- Kredi: a backup of the embedded engine (npm run backup), ${new Date().toISOString()}\n`;
      yield `${HEADER_MIGRATIONS}${migrations.map((m) => m.hash).join(',')}\n`;
      yield 'begin;\nset local session_replication_role = replica;\n';
      if (tables.length) yield `truncate ${tables.map((t) => `public.${t.name}`).join(', ')};\n`;
      for (const table of tables) {
        const { rows } = await client.query<{ row: string }>(`select row_to_json(t)::text as row from public.${table.name} t`);
        counts[table.name] = rows.length;
        const columns = table.columns.join(', ');
        for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
          const json = `[${rows
            .slice(i, i + ROWS_PER_STATEMENT)
            .map((r) => r.row)
            .join(',\n')}]`;
          yield `insert into public.${table.name} (${columns}) overriding system value\n  select ${columns} from json_populate_recordset(null::public.${table.name}, ${tag}${json}${tag});\n`;
        }
      }
      for (const sequence of sequences) {
        yield `select setval('public.${sequence.name}', ${sequence.value ?? 1}, ${sequence.value !== null});\n`;
      }
      yield 'commit;\n';
    };
    // The rows per table are known only at the end: the last line, which the restore checks against.
    const body = Readable.from(
      (async function* () {
        yield* statements();
        yield `${HEADER_ROWS}${JSON.stringify(counts)}\n`;
      })(),
    );
    await pipeline(body, createGzip(), createWriteStream(file, { mode: 0o600 }));
    await client.query('commit');
    return counts;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

async function restore(file: string, dataDir: string): Promise<number> {
  const running = await readEmbeddedUrl(dataDir);
  const entries = await readdir(dataDir).catch(() => []);
  if (running || entries.length > 0) {
    console.error(
      `${path.resolve(dataDir)} is not empty${running ? ' (and Kredi may be running on it)' : ''}. Stop Kredi, move the folder ` +
        'aside (keep it until the restored one is checked), then run this again: a restore never writes over data.',
    );
    return 1;
  }
  const started = Date.now();
  const chunks: Buffer[] = [];
  await pipeline(createReadStream(file), createGunzip(), async function (source: AsyncIterable<Buffer>) {
    for await (const chunk of source) chunks.push(chunk);
  });
  const sql = Buffer.concat(chunks).toString('utf8');
  const migrationsLine = sql.split('\n').find((line) => line.startsWith(HEADER_MIGRATIONS));
  const rowsLine = sql.split('\n').findLast((line) => line.startsWith(HEADER_ROWS));
  if (!migrationsLine || !rowsLine) {
    console.error(`${file} is not a whole Kredi backup (its header or its last line is missing).`);
    return 1;
  }
  const expectedRows = JSON.parse(rowsLine.slice(HEADER_ROWS.length)) as Record<string, number>;
  const database = await connectDatabase({ dataDir, poolSize: 1 });
  try {
    await runMigrations(database.db);
    const client = await database.pool.connect();
    try {
      const here = (await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by created_at, id')).rows;
      if (here.map((m) => m.hash).join(',') !== migrationsLine.slice(HEADER_MIGRATIONS.length)) {
        console.error(
          `The backup was made by a release with other migrations (${migrationsLine.slice(HEADER_MIGRATIONS.length).split(',').length} ` +
            `in the backup, ${here.length} here). Restore it with that release, then start this one: it migrates the data.`,
        );
        return 1;
      }
      await client.query(sql);
      for (const [table, expected] of Object.entries(expectedRows)) {
        const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
        if (rows[0]?.n !== expected) throw new Error(`${table}: ${rows[0]?.n} rows restored, the backup has ${expected}`);
      }
    } finally {
      client.release();
    }
  } finally {
    await database.close();
  }
  const total = Object.values(expectedRows).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored ${total} rows of ${Object.keys(expectedRows).length} tables into ${path.resolve(dataDir)} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
