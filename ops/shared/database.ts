/** Databases on the machine's PostgreSQL, made for a drill and dropped after it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const POSTGRES_URL = process.env.DRILL_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the machine's PostgreSQL; answers its name and URL. */
export async function createDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withPostgres(POSTGRES_URL, (client) => client.query(`create database ${name}`));
  return { name, url: databaseUrl(name) };
}

export function databaseUrl(name: string, port?: number): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  if (port) url.port = String(port);
  return url.toString();
}

export async function dropDatabases(names: string[]): Promise<void> {
  await withPostgres(POSTGRES_URL, async (client) => {
    for (const name of names) await client.query(`drop database if exists ${name} with (force)`);
  });
}
