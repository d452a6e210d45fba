/** Messages to people, queued in the transaction of the event that causes them and sent afterwards (ADR 0020). */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** pending: to send (at next_attempt_at); sent; dropped: nothing left to send, or given up (last_error says why). */
export const NOTIFICATION_STATES = ['pending', 'sent', 'dropped'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/**
 * The outbox. The id is the business event (`topup:<id>:receipt`), so enqueuing is idempotent: a replayed
 * or retried settlement finds the row already there. The job claims due rows with a lease (next_attempt_at
 * moves forward), renders them by kind from the payload and sends them.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** How it leaves: one row per channel of one event (`<event>:<channel>`), so a failing channel retries alone. */
    channel: text('channel').$type<'email' | 'sms' | 'push'>().notNull().default('email'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<NotificationState>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index('notification_outbox_user_idx').on(t.userId),
    check('notification_outbox_channel_check', sql`channel in ('email', 'sms', 'push')`),
    check('notification_outbox_state_check', sql.raw(`state in (${NOTIFICATION_STATES.map((state) => `'${state}'`).join(', ')})`)),
  ],
);

/**
 * What the in-app list may show: the types of docs/product-rules.md#notification-types (any other would get the default style, so none
 * other is stored).
 */
export const NOTIFICATION_TYPES = ['promotion', 'bonus', 'urgent', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a notification may leave besides the in-app list (the outbox's `channel`). */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The in-app list (ADR 0028). The id is the business event (`topup:<id>:delivered`), so notifying twice
 * keeps one. Stored as a message key and its parameters, rendered in the reader's language when read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    messageKey: text('message_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    check('notifications_type_check', sql.raw(`type in (${NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', ')})`)),
  ],
);

/** A browser's Web Push subscription (its push service's endpoint and the keys to encrypt for it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
