import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './identity.js';
import { topupOrders, topupQuotes } from './topups.js';

export const BASKET_STATES = ['quoted', 'sent'] as const;
export type BasketState = (typeof BASKET_STATES)[number];

/**
 * One payment for several top-ups (docs/product-rules.md#baskets, ADR 0036). Quoted: each item's price is held by its own
 * top-up quote. Sent: one transaction made every item's order and held its charge, all or nothing; each
 * order then lives its own life (worker, refund, receipt) like any other top-up.
 */
export const baskets = pgTable(
  'baskets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<BasketState>().notNull().default('quoted'),
    paymentMethod: text('payment_method').$type<'wallet' | 'paypal'>().notNull(),
    /** The send's Idempotency-Key, recorded when it sends (one key, one basket). */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('baskets_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('baskets_user_created_idx').on(t.userId, t.createdAt),
    check('baskets_state_check', sql.raw(`state in (${BASKET_STATES.map((state) => `'${state}'`).join(', ')})`)),
  ],
);

/** A basket's recipients in the order they were added: each one's quote, then its order once sent. */
export const basketItems = pgTable(
  'basket_items',
  {
    basketId: text('basket_id')
      .notNull()
      .references(() => baskets.id),
    position: integer('position').notNull(),
    quoteId: text('quote_id')
      .notNull()
      .unique()
      .references(() => topupQuotes.id),
    orderId: text('order_id')
      .unique()
      .references(() => topupOrders.id),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.position] })],
);
