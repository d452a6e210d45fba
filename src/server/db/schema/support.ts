/** Support tickets (ADR 0029): a person's question and its thread with staff. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TicketPriority, TicketStatus } from '../../../shared/api/support.js';
import { timestamps } from './columns.js';
import { users } from './identity.js';
import { topupOrders } from './topups.js';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    priority: text('priority').$type<TicketPriority>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    /** The top-up it is about: always one of the same person's orders (checked by the service). */
    topupOrderId: text('topup_order_id').references(() => topupOrders.id),
    ...timestamps,
  },
  (t) => [
    index('support_tickets_user_updated_idx').on(t.userId, t.updatedAt.desc()),
    index('support_tickets_status_priority_idx').on(t.status, t.priority, t.updatedAt.desc()),
    check('support_tickets_priority_check', sql`priority in ('low', 'medium', 'high', 'urgent')`),
    check('support_tickets_status_check', sql`status in ('open', 'in_progress', 'resolved', 'closed')`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: text('id').primaryKey(),
    ticketId: text('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    /** Who wrote it: the person, or the staff member who answered. */
    authorUserId: text('author_user_id').references(() => users.id),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('support_messages_ticket_created_idx').on(t.ticketId, t.createdAt)],
);
