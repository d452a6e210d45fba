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
    check('notification_outbox_state_check', sql.raw(`state in (${NOTIFICATION_STATES.map((state) => `'${state}'`).join(', ')})`)),
  ],
);
