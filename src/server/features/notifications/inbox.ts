import type pg from 'pg';
import type { NotificationType } from '../../db/schema.js';
import type { Queryable } from '../../ledger/index.js';
import type { MessageKey, MessageParams } from './messages/catalogue.js';

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
  /**
   * The channels it may go by at most, the person's choices deciding among them; all unless said. News that
   * follows another the person was already sent (the recipient received the top-up, after its receipt) goes
   * by the list and push only: no second email or text for one top-up.
   */
  channels?: readonly ('email' | 'sms' | 'push')[];
}

/** A channel's message written by the event's own renderer instead of the list's text. */
interface OwnMessage {
  kind: string;
  payload: Record<string, unknown>;
}

/** The outbox kind the notifications' own renderer writes (renderer.ts). */
export const NOTIFICATION_KIND = 'notification';

/**
 * Notifies in the caller's transaction (the one that makes the event happen), so the event and its
 * notification commit together or not at all: the in-app row, and one outbox row per channel the person
 * switched on (`<event>:<channel>`). It only inserts: it never blocks or undoes the event.
 *
 * One statement, because it runs inside settlements (every delivered top-up): the list entry, the
 * person's channel choices, and the outbox rows for email, SMS and each browser (`<event>:push:<browser>`,
 * so one browser's push service failing retries that browser alone and never shows the others it twice).
 * A replay finds the list entry there: nothing is inserted, so its channels are not queued again.
 * A person who never saved their settings gets channel-choices.ts's defaults: email and push on, SMS off,
 * security alerts by email.
 */
export async function notify(client: Queryable, event: NotificationEvent): Promise<void> {
  const own = (channel: 'email' | 'sms') => event[channel] ?? { kind: NOTIFICATION_KIND, payload: { notificationId: event.id } };
  const email = own('email');
  const sms = own('sms');
  const by = (channel: 'email' | 'sms' | 'push') => event.channels === undefined || event.channels.includes(channel);
  await client.query(
    `with entry as (
       insert into notifications (id, user_id, type, message_key, params) values ($1, $2, $3, $4, $5::jsonb)
       on conflict (id) do nothing returning user_id),
     choices as (
       select case when $6::boolean then coalesce(s.security_alert_email, true) else coalesce(s.notify_email, true) end as by_email,
              case when $6::boolean then coalesce(s.security_alert_sms, false) else coalesce(s.notify_sms, false) end as by_sms,
              coalesce(s.notify_push, true) as by_push
         from entry left join user_settings s on s.user_id = entry.user_id)
     insert into notification_outbox (id, kind, channel, user_id, payload)
     select $1 || ':email', $7, 'email', $2, $8::jsonb from choices where by_email and $12::boolean
     union all
     select $1 || ':sms', $9, 'sms', $2, $10::jsonb from choices where by_sms and $13::boolean
     union all
     select $1 || ':push:' || left(encode(sha256(convert_to(p.endpoint, 'UTF8')), 'hex'), 16), $11, 'push', $2,
            jsonb_build_object('notificationId', $1::text, 'endpoint', p.endpoint)
       from choices join push_subscriptions p on p.user_id = $2 where by_push and $14::boolean
     on conflict (id) do nothing`,
    [
      event.id,
      event.userId,
      event.type,
      event.key,
      JSON.stringify(event.params ?? {}),
      event.security === true,
      email.kind,
      JSON.stringify(email.payload),
      sms.kind,
      JSON.stringify(sms.payload),
      NOTIFICATION_KIND,
      by('email'),
      by('sms'),
      by('push'),
    ],
  );
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
