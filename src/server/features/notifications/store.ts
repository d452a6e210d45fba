import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/connect.js';
import { notificationOutbox } from '../../db/schema.js';
import type { Queryable } from '../../ledger/index.js';

/** The one module that writes `notification_outbox` (ADR 0020). */

export interface NewNotification {
  /** The business event it follows, e.g. `topup:<id>:receipt`: enqueuing the same event twice keeps one. */
  id: string;
  /** Which renderer writes it (e.g. 'topup_receipt'). */
  kind: string;
  /** How it leaves (ADR 0028): one row per channel, so a failing channel retries alone. Email unless said. */
  channel?: 'email' | 'sms' | 'push';
  /** Whom it is for: the renderer finds their address and language when it is sent, not before. */
  userId: string;
  /** What the renderer needs to know about the event; small, and no personal data beyond ids. */
  payload: Record<string, unknown>;
}

export interface ClaimedNotification extends NewNotification {
  channel: 'email' | 'sms' | 'push';
  attempts: number;
}

/** In the caller's transaction (the one that makes the event happen): queued once, whatever replays. */
export async function enqueue(tx: Queryable, notification: NewNotification): Promise<void> {
  await tx.query(
    `insert into notification_outbox (id, kind, channel, user_id, payload) values ($1, $2, $3, $4, $5::jsonb) on conflict (id) do nothing`,
    [notification.id, notification.kind, notification.channel ?? 'email', notification.userId, JSON.stringify(notification.payload)],
  );
}

/**
 * Takes due notifications with a lease: they are not due again for `leaseSeconds`, so another instance
 * (or the next pass) leaves them alone while this one sends. SKIP LOCKED lets claimers pass each other.
 */
export async function claimDue(pool: pg.Pool, limit: number, leaseSeconds: number): Promise<ClaimedNotification[]> {
  const { rows } = await pool.query<{
    id: string;
    kind: string;
    channel: 'email' | 'sms' | 'push';
    user_id: string;
    payload: Record<string, unknown>;
    attempts: number;
  }>(
    `with due as (
       select id from notification_outbox
        where state = 'pending' and next_attempt_at <= now()
        order by next_attempt_at limit $1 for update skip locked)
     update notification_outbox n set attempts = n.attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
       from due where n.id = due.id
     returning n.id, n.kind, n.channel, n.user_id, n.payload, n.attempts`,
    [limit, leaseSeconds],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    userId: row.user_id,
    payload: row.payload,
    attempts: row.attempts,
  }));
}

/** With the pool, or in the transaction that commits what their sending causes (service.ts's `afterSent`). */
export async function markSent(client: Queryable, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await client.query(`update notification_outbox set state = 'sent', sent_at = now(), last_error = null where id = any($1::text[])`, [ids]);
}

/** Not sent this time: due again in `retryInSeconds`. */
export async function retryLater(pool: pg.Pool, id: string, error: string, retryInSeconds: number): Promise<void> {
  await pool.query(`update notification_outbox set next_attempt_at = now() + make_interval(secs => $3), last_error = $2 where id = $1`, [
    id,
    error.slice(0, 1000),
    retryInSeconds,
  ]);
}

/** Nothing to send any more (the account or the event is gone), or given up on: kept, with the reason. */
export async function drop(pool: pg.Pool, id: string, reason: string): Promise<void> {
  await pool.query(`update notification_outbox set state = 'dropped', last_error = $2 where id = $1`, [id, reason.slice(0, 1000)]);
}

/** A deleted account is not written to: what was still waiting goes with it (the eraser runs in its transaction). */
export async function forgetPendingOf(tx: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await tx.delete(notificationOutbox).where(and(eq(notificationOutbox.userId, userId), eq(notificationOutbox.state, 'pending')));
}

export interface NotificationState {
  id: string;
  kind: string;
  state: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
}

/** The notifications of one business event (ids start with `topup:<id>:`), oldest first: the admin panel's timeline. */
export async function ofEvent(pool: pg.Pool, prefix: string): Promise<NotificationState[]> {
  const { rows } = await pool.query<NotificationState>(
    `select id, kind, state, attempts, last_error, sent_at, created_at from notification_outbox
      where id like $1 || '%' order by created_at, id limit 50`,
    [prefix.replace(/[\\%_]/g, (c) => `\\${c}`)],
  );
  return rows;
}

/** Per channel: what is pending (due or waiting for a retry), what is due now, and how long the oldest due has waited. */
export async function outboxStats(
  pool: Pick<pg.Pool, 'query'>,
): Promise<{ channel: string; pending: number; due: number; oldestDueSeconds: number }[]> {
  const { rows } = await pool.query<{ channel: string; pending: number; due: number; oldest: number }>(
    `select channel, count(*)::int as pending, count(*) filter (where next_attempt_at <= now())::int as due,
            coalesce(extract(epoch from now() - min(next_attempt_at) filter (where next_attempt_at <= now())), 0)::float8 as oldest
       from notification_outbox where state = 'pending' group by channel`,
  );
  return rows.map((row) => ({ channel: row.channel, pending: row.pending, due: row.due, oldestDueSeconds: row.oldest }));
}
