import type pg from 'pg';
import { personColumnSql } from '../identity/index.js';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/** The latest two changes of a key: the value in force, and the one it replaced. */
export interface StoredSetting {
  key: string;
  value: unknown;
  changedBy: string;
  changedByEmail: string | null;
  changedAt: Date;
  /** undefined: this was the key's first change (the default was in force before it). */
  previous?: unknown;
}

/** The only module that writes `setting_changes`. Append-only: a change is a new row, never an edit. */
export async function latestOfEachKey(db: Queryable): Promise<Map<string, StoredSetting>> {
  const { rows } = await db.query<{
    key: string;
    value: unknown;
    changed_by: string;
    email: string | null;
    changed_at: Date;
    rank: number;
  }>(
    `select c.key, c.value, c.changed_by, ${personColumnSql('email', 'c.changed_by')} as email, c.changed_at, c.rank from (
       select s.*, row_number() over (partition by s.key order by s.id desc) as rank from setting_changes s
     ) c
     where c.rank <= 2 order by c.key, c.rank`,
  );
  const settings = new Map<string, StoredSetting>();
  for (const row of rows) {
    const known = settings.get(row.key);
    if (known) known.previous = row.value;
    else
      settings.set(row.key, {
        key: row.key,
        value: row.value,
        changedBy: row.changed_by,
        changedByEmail: row.email,
        changedAt: row.changed_at,
      });
  }
  return settings;
}

/**
 * Appends a change in the caller's transaction. The key's lock makes two admins' changes of one key
 * queue one after the other, so "before" in the audit entry is the value each really replaced.
 */
export async function lockKey(client: Queryable, key: string): Promise<void> {
  await client.query(`select pg_advisory_xact_lock(hashtext('setting:' || $1))`, [key]);
}

export async function currentOf(client: Queryable, key: string): Promise<unknown> {
  const { rows } = await client.query<{ value: unknown }>(`select value from setting_changes where key = $1 order by id desc limit 1`, [
    key,
  ]);
  return rows[0]?.value;
}

export async function appendChange(client: Queryable, change: { key: string; value: unknown; changedBy: string }): Promise<void> {
  await client.query(`insert into setting_changes (key, value, changed_by) values ($1, $2, $3)`, [
    change.key,
    JSON.stringify(change.value),
    change.changedBy,
  ]);
}
