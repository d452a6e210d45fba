/** Top-ups: the aggregator's catalogue copied here, quotes, orders (which are also the worker's jobs), saved recipients. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { users } from './identity.js';
import { fundingOrders } from './wallet.js';
import type { ProductKind } from '../../../shared/api/products.js';

/** The aggregator's countries and operators, copied here on start and on a schedule: lists never wait on it. */
export const topupCountries = pgTable('topup_countries', {
  iso: text('iso').primaryKey(),
  name: text('name').notNull(),
  callingCode: text('calling_code').notNull(),
  currency: text('currency').notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});

export const topupOperators = pgTable(
  'topup_operators',
  {
    id: integer('id').primaryKey(),
    countryIso: text('country_iso').notNull(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    denominationType: text('denomination_type').$type<'FIXED' | 'RANGE'>().notNull(),
    fixedAmountsCents: jsonb('fixed_amounts_cents').$type<number[]>().notNull().default([]),
    minCents: bigint('min_cents', { mode: 'number' }).notNull(),
    maxCents: bigint('max_cents', { mode: 'number' }).notNull(),
    suggestedAmountsCents: jsonb('suggested_amounts_cents').$type<number[]>().notNull().default([]),
    localCurrency: text('local_currency').notNull(),
    fxRate: text('fx_rate').notNull(),
    dataBundles: boolean('data_bundles').notNull().default(false),
    /** What it sells (ADR 0035): airtime, data (Reloadly's data or bundle products), or PIN vouchers. */
    productKind: text('product_kind').$type<ProductKind>().notNull().default('airtime'),
    /** FIXED operators: the operator's words for each amount, aligned with fixedAmountsCents. */
    fixedAmountDescriptions: jsonb('fixed_amount_descriptions').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** Switched off by staff (docs/product-rules.md#admin-settings): hidden from the catalogue and refused on quotes; syncs keep it. */
    enabled: boolean('enabled').notNull().default(true),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('topup_operators_country_idx').on(t.countryIso, t.name),
    check('topup_operators_product_kind_check', sql`${t.productKind} in ('airtime', 'data', 'pin')`),
  ],
);

/** A price held for a few minutes: operator, rate, fees and total, owned by one person, used at most once. */
export const topupQuotes = pgTable('topup_quotes', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  countryIso: text('country_iso').notNull(),
  operatorId: integer('operator_id').notNull(),
  operatorName: text('operator_name').notNull(),
  recipientNumber: text('recipient_number').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  fxRate: text('fx_rate').notNull(),
  localAmount: text('local_amount').notNull(),
  localCurrency: text('local_currency').notNull(),
  topupFeeCents: bigint('topup_fee_cents', { mode: 'number' }).notNull(),
  walletFeeCents: bigint('wallet_fee_cents', { mode: 'number' }).notNull(),
  paypalFeeCents: bigint('paypal_fee_cents', { mode: 'number' }).notNull(),
  /** Its PayPal fee is a share of one payment's (a basket's, docs/product-rules.md#baskets): sent only with that group. */
  paypalFeeShared: boolean('paypal_fee_shared').notNull().default(false),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  /** What the wallet pays for it (with PayPal, what the payment credits first): priced once, stored here. */
  walletChargeCents: bigint('wallet_charge_cents', { mode: 'number' }).notNull(),
  /** What the person's loyalty level took off the top-up fee (topupFeeCents is after it), and that level. */
  topupFeeReductionCents: bigint('topup_fee_reduction_cents', { mode: 'number' }).notNull().default(0),
  loyaltyLevel: text('loyalty_level'),
  paymentMethod: text('payment_method').$type<'wallet' | 'paypal'>().notNull(),
  /** The promo code applied (as its promotion spells it), its promotion, and what it took off (ADR 0024). */
  promotionId: text('promotion_id'),
  promoCode: text('promo_code'),
  promoDiscountCents: bigint('promo_discount_cents', { mode: 'number' }).notNull().default(0),
  /** Text the recipient when it is delivered (docs/product-rules.md#recipient-sms): sender's first name and the local amount, once. */
  textRecipient: boolean('text_recipient').notNull().default(false),
  /** The sender's short line in the recipient's text (ADR 0068): cleaned and checked before it is stored; null for none. */
  recipientMessage: text('recipient_message'),
  /** A data or PIN product's kind and the plan bought, in the operator's words (ADR 0035). */
  productKind: text('product_kind').$type<ProductKind>().notNull().default('airtime'),
  planDescription: text('plan_description'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An order's states; features/topups/orders/store.ts names the transitions between them. */
export const TOPUP_STATES = ['awaiting_payment', 'reserved', 'unknown', 'succeeded', 'failed', 'cancelled'] as const;
export type TopupState = (typeof TOPUP_STATES)[number];

/**
 * A top-up and its job: the row is claimed by a worker (`next_attempt_at`, a lease) until it is settled.
 * Internal states: awaiting_payment → reserved → unknown ⟲ → succeeded | failed; cancelled before paying.
 */
export const topupOrders = pgTable(
  'topup_orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    quoteId: text('quote_id')
      .notNull()
      .unique()
      .references(() => topupQuotes.id),
    /** The Idempotency-Key of the send request and a digest of its body (same key, other body → 409). */
    idempotencyKey: text('idempotency_key'),
    requestDigest: text('request_digest'),
    state: text('state').$type<TopupState>().notNull(),
    fundingId: text('funding_id').references(() => fundingOrders.id),
    providerTransactionId: text('provider_transaction_id'),
    operatorReference: text('operator_reference'),
    failureCode: text('failure_code'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The aggregator never confirmed this one within 24 h: refunded and listed for an admin. */
    needsReview: boolean('needs_review').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The W3C traceparent of the request that ordered it: the worker's spans continue that trace (ADR 0060). */
    traceContext: text('trace_context'),
    /**
     * It answers a request for credit (ADR 0067): set with the order, so a settlement looks at the request only
     * for such an order instead of asking on every delivery.
     */
    answersCreditRequest: boolean('answers_credit_request').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('topup_orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('topup_orders_user_created_idx').on(t.userId, t.createdAt),
    index('topup_orders_due_idx').on(t.state, t.nextAttemptAt),
    index('topup_orders_funding_idx').on(t.fundingId),
    check('topup_orders_state_check', sql.raw(`state in (${TOPUP_STATES.map((state) => `'${state}'`).join(', ')})`)),
  ],
);

/**
 * A PIN product's voucher, kept from the delivery for its owner only (ADR 0035): shown on their receipt,
 * never in lists, notices, staff views or logs.
 */
export const topupPins = pgTable('topup_pins', {
  topupId: text('topup_id')
    .primaryKey()
    .references(() => topupOrders.id),
  userId: text('user_id')
    .notNull()
    .references(() => users.id),
  code: text('code').notNull(),
  serial: text('serial'),
  instructions: jsonb('instructions').$type<string[]>().notNull().default([]),
  ivr: text('ivr'),
  validity: text('validity'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** People a person tops up often, named once and picked next time. */
export const savedRecipients = pgTable(
  'saved_recipients',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countryIso: text('country_iso').notNull(),
    recipientNumber: text('recipient_number').notNull(),
    operatorId: integer('operator_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_recipients_user_number_idx').on(t.userId, t.recipientNumber)],
);

/**
 * A person's alerts about one saved recipient (ADR 0073), opted into one by one: the recipient's operator runs
 * a bonus, the rate to the recipient's currency crosses a level. One alert a day at most, of the person's day.
 */
export const recipientAlerts = pgTable(
  'recipient_alerts',
  {
    recipientId: text('recipient_id')
      .primaryKey()
      .references(() => savedRecipients.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Tell when the recipient's operator runs a bonus. */
    bonus: boolean('bonus').notNull().default(false),
    /** Tell when the rate (recipient's currency per USD) crosses this level; null for no rate alert. */
    rateLevel: numeric('rate_level', { precision: 20, scale: 6 }),
    /** The rate at the opt-in or at the last rate alert: a crossing is from its side of the level to the other. */
    rateSeen: numeric('rate_seen', { precision: 20, scale: 6 }),
    /** The aggregator's id of the last bonus told: each bonus is told once. */
    bonusToldPromotionId: integer('bonus_told_promotion_id'),
    /** The person's own day (their time zone, ADR 0065) of the last alert: one a day at most. */
    lastAlertOn: date('last_alert_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recipient_alerts_watching_idx')
      .on(t.recipientId)
      .where(sql`${t.bonus} or ${t.rateLevel} is not null`),
    index('recipient_alerts_user_idx').on(t.userId),
    check('recipient_alerts_rate_level_check', sql`${t.rateLevel} is null or ${t.rateLevel} > 0`),
  ],
);

/**
 * What a person has sent in the current UTC day and month (amounts, fees aside), of orders that did not
 * fail and were not cancelled: the sending limits' running totals (ADR 0047). The order's insert adds to
 * it (its row lock orders one person's sends); a failure or a cancellation takes it back. A day or month
 * that has passed counts as zero.
 */
export const topupSendingTotals = pgTable('topup_sending_totals', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id),
  day: date('day', { mode: 'string' }).notNull(),
  dayCents: bigint('day_cents', { mode: 'number' }).notNull(),
  month: date('month', { mode: 'string' }).notNull(),
  monthCents: bigint('month_cents', { mode: 'number' }).notNull(),
});
