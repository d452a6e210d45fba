/** Loyalty points (ADR 0027): an append-only ledger of points, one row per business event. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { topupOrders } from './topups.js';

/**
 * Points earned (a delivered top-up) or redeemed (for wallet credit). The id is the business event's key
 * (`topup:<orderId>:points`, `redemption:<requestId>`), so an event is recorded once; users.loyalty_points
 * is the sum of a person's rows, moved in the same transaction as the row is written.
 */
export const loyaltyPointsEntries = pgTable(
  'loyalty_points_entries',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    points: integer('points').notNull(),
    kind: text('kind').$type<'earned' | 'redeemed'>().notNull(),
    topupOrderId: text('topup_order_id').references(() => topupOrders.id),
    redemptionId: text('redemption_id'),
    /** What a redemption credited to the wallet. */
    creditCents: bigint('credit_cents', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('loyalty_points_entries_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('loyalty_points_entries_kind_check', sql`kind in ('earned', 'redeemed')`),
    check('loyalty_points_entries_sign_check', sql`(kind = 'earned' and points > 0) or (kind = 'redeemed' and points < 0)`),
    check(
      'loyalty_points_entries_reference_check',
      sql`(kind = 'earned') = (topup_order_id is not null) and (kind = 'redeemed') = (redemption_id is not null and credit_cents > 0)`,
    ),
  ],
);
