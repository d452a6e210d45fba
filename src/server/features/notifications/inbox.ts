import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { NotificationType } from '../../db/schema.js';
import type { Queryable } from '../../ledger/index.js';
import type { MessageKey, MessageParams } from './messages/catalogue.js';
import * as outbox from './store.js';

/** The one module that writes `notifications` (the in-app list, ADR 0028). */

/** Something that happened to a person, as the feature where it happened says it. */
export interface NotificationEvent {
  /** The business event (`topup:<id>:delivered`): notifying twice keeps one, whatever replays. */
  id: string;
  userId: string;
  type: NotificationType;
  key: MessageKey;
  params?: MessageParams;
  /**
   * A security alert (new device, password, two-factor, verification): it goes by email and text as the
   * Security settings say (email on unless switched off), not by the everyday email and SMS switches.
   */
  security?: boolean;
  /** A richer email than the list's text (the top-up receipt, a security alert): its outbox kind and payload. */
  email?: OwnMessage;
  /** A text of its own (a security alert's short form): its outbox kind and payload. */
  sms?: OwnMessage;
}

/** A channel's message written by the event's own renderer instead of the list's text. */
interface OwnMessage {
  kind: string;
  payload: Record<string, unknown>;
}

/** The outbox kind the notifications' own renderer writes (renderer.ts). */
export const NOTIFICATION_KIND = 'notification';

interface ChannelChoices {
  notify_email: boolean;
  notify_sms: boolean;
  notify_push: boolean;
  security_alert_email: boolean;
  security_alert_sms: boolean;
}
/** As account/store.ts's defaults, for a person who never saved their settings. */
const DEFAULT_CHOICES: ChannelChoices = {
  notify_email: true,
  notify_sms: false,
  notify_push: true,
  security_alert_email: true,
  security_alert_sms: false,
};

/**
 * A browser's share of an event's push (`<event>:push:<browser>`): each browser is its own outbox row, so
 * one browser's push service failing retries that browser alone and never shows the others it twice.
 */
const browserKey = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex').slice(0, 16);

/**
 * Notifies in the caller's transaction (the one that makes the event happen), so the event and its
 * notification commit together or not at all: the in-app row, and one outbox row per channel the person
 * switched on (`<event>:<channel>`). It only inserts: it never blocks or undoes the event.
 */
export async function notify(client: Queryable, event: NotificationEvent): Promise<void> {
  const inserted = await client.query(
    `insert into notifications (id, user_id, type, message_key, params) values ($1, $2, $3, $4, $5::jsonb)
     on conflict (id) do nothing returning id`,
    [event.id, event.userId, event.type, event.key, JSON.stringify(event.params ?? {})],
  );
  if (inserted.rows.length === 0) return; // notified already (a replay): its channels were queued then
  const { rows } = await client.query<ChannelChoices>(
    `select notify_email, notify_sms, notify_push, security_alert_email, security_alert_sms from user_settings where user_id = $1`,
    [event.userId],
  );
  const choices = rows[0] ?? DEFAULT_CHOICES;
  const byEmail = event.security ? choices.security_alert_email : choices.notify_email;
  const bySms = event.security ? choices.security_alert_sms : choices.notify_sms;
  for (const channel of [...(byEmail ? ['email' as const] : []), ...(bySms ? ['sms' as const] : [])]) {
    const own = event[channel];
    await outbox.enqueue(client, {
      id: `${event.id}:${channel}`,
      kind: own ? own.kind : NOTIFICATION_KIND,
      channel,
      userId: event.userId,
      payload: own ? own.payload : { notificationId: event.id },
    });
  }
  if (!choices.notify_push) return;
  const browsers = await client.query<{ endpoint: string }>(`select endpoint from push_subscriptions where user_id = $1`, [event.userId]);
  for (const { endpoint } of browsers.rows) {
    await outbox.enqueue(client, {
      id: `${event.id}:push:${browserKey(endpoint)}`,
      kind: NOTIFICATION_KIND,
      channel: 'push',
      userId: event.userId,
      payload: { notificationId: event.id, endpoint },
    });
  }
}

export interface StoredNotification {
  id: string;
  type: NotificationType;
  messageKey: string;
  params: MessageParams;
  createdAt: Date;
  readAt: Date | null;
}

interface Row {
  id: string;
  type: NotificationType;
  message_key: string;
  params: MessageParams;
  created_at: Date;
  read_at: Date | null;
}
const fromRow = (row: Row): StoredNotification => ({
  id: row.id,
  type: row.type,
  messageKey: row.message_key,
  params: row.params,
  createdAt: row.created_at,
  readAt: row.read_at,
});

/** The newest first, at most `limit`, and how many of all of them are unread. */
export async function listOf(pool: pg.Pool, userId: string, limit: number): Promise<{ items: StoredNotification[]; unread: number }> {
  const [list, unread] = await Promise.all([
    pool.query<Row>(
      `select id, type, message_key, params, created_at, read_at from notifications where user_id = $1
       order by created_at desc, id desc limit $2`,
      [userId, limit],
    ),
    pool.query<{ n: number }>(`select count(*)::int as n from notifications where user_id = $1 and read_at is null`, [userId]),
  ]);
  return { items: list.rows.map(fromRow), unread: unread.rows[0]?.n ?? 0 };
}

export async function byIds(pool: pg.Pool, ids: string[]): Promise<Map<string, StoredNotification & { userId: string }>> {
  const { rows } = await pool.query<Row & { user_id: string }>(
    `select id, user_id, type, message_key, params, created_at, read_at from notifications where id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { ...fromRow(row), userId: row.user_id }]));
}

/** Deletes one of the person's own; false when they have none with that id (another's is not theirs). */
export async function deleteOwn(pool: pg.Pool, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await pool.query(`delete from notifications where id = $1 and user_id = $2`, [id, userId]);
  return rowCount === 1;
}

export async function markAllRead(pool: pg.Pool, userId: string): Promise<void> {
  await pool.query(`update notifications set read_at = now() where user_id = $1 and read_at is null`, [userId]);
}
