import type pg from 'pg';
import type { AuditEntry, AuditQuery } from '../../../shared/api/audit.js';
import { personColumnSql } from '../identity/index.js';

/** What one staff action writes. `client` is the transaction of the action itself: both commit, or neither. */
export interface NewAuditEntry {
  actorUserId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ipAddress?: string | null;
}

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

export async function insertEntry(client: Queryable, entry: NewAuditEntry): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into audit_log (actor_user_id, action, target_type, target_id, before, after, reason, ip_address)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      entry.actorUserId,
      entry.action,
      entry.targetType,
      entry.targetId ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.reason ?? null,
      entry.ipAddress ?? null,
    ],
  );
  return rows[0]!.id;
}

interface Row {
  id: number;
  actor_user_id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip_address: string | null;
  created_at: Date;
}

/** Newest first; each filter narrows, none widens. One more row than asked tells whether a next page exists. */
export async function listEntries(pool: Queryable, query: AuditQuery): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (query.action) add('a.action = ?', query.action);
  if (query.targetType) add('a.target_type = ?', query.targetType);
  if (query.targetId) add('a.target_id = ?', query.targetId);
  if (query.actorUserId) add('a.actor_user_id = ?', query.actorUserId);
  if (query.from) add('a.created_at >= ?', query.from);
  if (query.to) add('a.created_at < ?', query.to);
  if (query.before) add('a.id < ?', query.before);
  params.push(query.limit + 1);
  const { rows } = await pool.query<Row>(
    `select a.*, ${personColumnSql('email', 'a.actor_user_id')} as actor_email
       from audit_log a
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by a.id desc limit $${params.length}`,
    params,
  );
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      actorUserId: row.actor_user_id,
      actorEmail: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before ?? null,
      after: row.after ?? null,
      reason: row.reason,
      ipAddress: row.ip_address,
      createdAt: row.created_at.toISOString(),
    })),
    nextBefore: rows.length > query.limit ? page[page.length - 1]!.id : null,
  };
}
