/** Promotions and promo codes (ADR 0024): the rules, and one row per top-up that used one. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Language } from '../../../shared/i18n/languages.js';
import { timestamps } from './columns.js';
import { users } from './identity.js';
import { topupOrders } from './topups.js';

export const PROMOTION_TYPES = ['percentage', 'fixed'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
/** What the offer is, for display: a plain promotion, a welcome code, a bonus, a loyalty reward. */
export const PROMOTION_KINDS = ['promotion', 'welcome', 'bonus', 'loyalty'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** Text in each of the five languages. */
export type Translated = Record<Language, string>;

/**
 * One offer. With a `code` it is a promo code (its rule below applies on the quote); without one it is
 * only listed. `value`: basis points of the top-up amount (percentage) or cents (fixed). Limits left null
 * are unlimited; `uses_count` and `spent_cents` are the counters the send's guarded UPDATE keeps, so the
 * database refuses a use beyond `total_uses_limit` or `budget_cents` even under concurrent sends.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    code: text('code'),
    kind: text('kind').$type<PromotionKind>().notNull().default('promotion'),
    type: text('type').$type<PromotionType>().notNull(),
    value: integer('value').notNull(),
    minAmountCents: bigint('min_amount_cents', { mode: 'number' }).notNull().default(0),
    maxDiscountCents: bigint('max_discount_cents', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    usesPerUser: integer('uses_per_user'),
    totalUsesLimit: integer('total_uses_limit'),
    budgetCents: bigint('budget_cents', { mode: 'number' }),
    usesCount: integer('uses_count').notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    firstTopupOnly: boolean('first_topup_only').notNull().default(false),
    /** ISO codes it applies to; empty: every country. */
    countryIsos: jsonb('country_isos').$type<string[]>().notNull().default([]),
    /** Operator ids it applies to; empty: every operator. */
    operatorIds: jsonb('operator_ids').$type<number[]>().notNull().default([]),
    titles: jsonb('titles').$type<Translated>().notNull(),
    descriptions: jsonb('descriptions').$type<Translated>().notNull(),
    /** Every person was told of it (ADR 0042); null while the announcement is still going out. */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    /** The last person told so far (users are told in id order, a batch per transaction). */
    announceCursor: text('announce_cursor'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promotions_code_idx')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.code} is not null`),
    index('promotions_listed_idx')
      .on(t.validUntil)
      .where(sql`${t.active}`),
    check('promotions_type_check', sql`type in ('percentage', 'fixed')`),
    check('promotions_kind_check', sql`kind in ('promotion', 'welcome', 'bonus', 'loyalty')`),
    check('promotions_value_check', sql`value > 0 and (type = 'fixed' or value <= 10000)`),
    check(
      'promotions_limits_check',
      sql`uses_count >= 0 and spent_cents >= 0 and (total_uses_limit is null or uses_count <= total_uses_limit) and (budget_cents is null or spent_cents <= budget_cents)`,
    ),
  ],
);

/** held: its top-up is on its way; used: delivered; released: failed or never paid, the use given back. */
export const REDEMPTION_STATES = ['held', 'used', 'released'] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

/** A code's use by one top-up, keyed by the order: holding, using and releasing it happen once each. */
export const promotionRedemptions = pgTable(
  'promotion_redemptions',
  {
    topupOrderId: text('topup_order_id')
      .primaryKey()
      .references(() => topupOrders.id),
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    quoteId: text('quote_id').notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    state: text('state').$type<RedemptionState>().notNull().default('held'),
    ...timestamps,
  },
  (t) => [
    index('promotion_redemptions_user_idx')
      .on(t.promotionId, t.userId)
      .where(sql`state <> 'released'`),
    check('promotion_redemptions_state_check', sql`state in ('held', 'used', 'released')`),
  ],
);
