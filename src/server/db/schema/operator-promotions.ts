/** Operators' own promotions, copied from the aggregator with the catalogue (ADR 0025). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { topupOperators } from './topups.js';

/**
 * One operator promotion as the aggregator publishes it (texts as given, usually English, made plain),
 * keyed by the aggregator's id: a sync updates it in place and deletes what is no longer published.
 */
export const operatorPromotions = pgTable(
  'operator_promotions',
  {
    aggregatorPromotionId: integer('aggregator_promotion_id').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => topupOperators.id, { onDelete: 'cascade' }),
    /** The aggregator's title: the operator and the period ("Digicel Haiti From 21 Nov 2026 00:00 To …"). */
    title: text('title').notNull(),
    /** The offer in a few words ("Bonus 2x"), the aggregator's title2; null when it gives none. */
    headline: text('headline'),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The aggregator's words for the amounts it applies to ("USD 5 and up"). */
    denominations: text('denominations'),
    localDenominations: text('local_denominations'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operator_promotions_operator_idx').on(t.operatorId, t.endsAt),
    index('operator_promotions_ends_idx').on(t.endsAt),
    check('operator_promotions_period_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);
