/**
 * The one database schema, for PostgreSQL 15 and the embedded engine alike.
 * Identity tables follow better-auth's model names (plural) and field names, so its Drizzle adapter
 * reads and writes them directly; product columns on `users` are spec §3's User.
 * Change it, then `npm run db:generate` to write the migration.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FundingStatus } from '../../shared/api/wallet.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phoneNumber: text('phone_number'),
  phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  language: text('language').notNull().default('en'),
  isAdmin: boolean('is_admin').notNull().default(false),
  loyaltyPoints: integer('loyalty_points').notNull().default(0),
  referralCode: text('referral_code').unique(),
  /** Set when the person deleted the account: personal data is gone, the row stays for money records. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  ...timestamps,
}, (t) => [
  // Families share phones: one number may be typed on several accounts, but verified on one only.
  uniqueIndex('users_verified_phone_number_idx').on(t.phoneNumber).where(sql`${t.phoneNumberVerified}`),
]);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId)],
);

/** Signing keys of the short-lived ID tokens (better-auth's jwt plugin). */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  alg: text('alg'),
  crv: text('crv'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Rate-limit counters of the identity endpoints, in the database so every instance shares them. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/** What each person chose to be told about, and how. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifySms: boolean('notify_sms').notNull().default(false),
  notifyPush: boolean('notify_push').notNull().default(true),
  securityAlertEmail: boolean('security_alert_email').notNull().default(true),
  securityAlertSms: boolean('security_alert_sms').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per successful sign-in: the login history and the new-device alerts read it. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    method: text('method').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Approximate place: the time zone the browser reports (e.g. America/New_York), never a GPS position. */
    place: text('place'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_events_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------------
// The double-entry ledger (DESIGN.md §3). Only src/server/ledger/ writes these tables; the append-only
// triggers, the TRUNCATE guard and the pending-resolution check live in the `ledger_guards` migration.
// (Imports are hoisted; this one sits here so the ledger's part of the file stays in one block.)

/** One account per wallet and per system code; counters are cached sums over its transfers. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    /** 'user_wallet' or a system code (SYSTEM_ACCOUNTS in src/server/ledger/types.ts; ADR 0006 added chargeback_losses). */
    kind: text('kind').notNull(),
    /** The wallet's owner; no foreign key: a wallet outlives the deletion of its account. */
    userId: text('user_id'),
    debitsPending: bigint('debits_pending', { mode: 'number' }).notNull().default(0),
    debitsPosted: bigint('debits_posted', { mode: 'number' }).notNull().default(0),
    creditsPending: bigint('credits_pending', { mode: 'number' }).notNull().default(0),
    creditsPosted: bigint('credits_posted', { mode: 'number' }).notNull().default(0),
    /** True for wallets: the database itself refuses an overdraft. */
    debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_wallet_user_idx').on(t.userId).where(sql`kind = 'user_wallet'`),
    check(
      'ledger_accounts_kind_check',
      sql`kind in ('user_wallet', 'paypal_clearing', 'topup_clearing', 'aggregator_float', 'fee_revenue', 'promo_expense', 'referral_expense', 'chargeback_losses')`,
    ),
    check('ledger_accounts_wallet_owner_check', sql`(kind = 'user_wallet') = (user_id is not null)`),
    check('ledger_accounts_wallet_no_overdraft_flag_check', sql`kind <> 'user_wallet' or debits_must_not_exceed_credits`),
    check(
      'ledger_accounts_counters_check',
      sql`debits_pending >= 0 and debits_posted >= 0 and credits_pending >= 0 and credits_posted >= 0`,
    ),
    check(
      'ledger_accounts_debits_must_not_exceed_credits_check',
      sql`not debits_must_not_exceed_credits or debits_posted + debits_pending <= credits_posted`,
    ),
  ],
);

/** Append-only: every movement of money, once. The id is the idempotency key of the business event. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text('id').primaryKey(),
    /** posted | pending | post_pending | void_pending */
    kind: text('kind').notNull(),
    debitAccountId: text('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: text('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The pending transfer a post_pending/void_pending resolves; unique: a pending resolves at most once. */
    pendingId: text('pending_id')
      .unique('ledger_transfers_pending_id_unique')
      .references((): AnyPgColumn => ledgerTransfers.id),
    /** The business type shown to people: add_funds, topup_debit, referral_bonus, refund, ... */
    code: text('code').notNull(),
    /** Whose wallet it concerns, for listing. */
    userId: text('user_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    // clock_timestamp(), not now(): transfers made in one transaction keep the order they were made in.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('ledger_transfers_debit_created_idx').on(t.debitAccountId, t.createdAt.desc()),
    index('ledger_transfers_credit_created_idx').on(t.creditAccountId, t.createdAt.desc()),
    check('ledger_transfers_kind_check', sql`kind in ('posted', 'pending', 'post_pending', 'void_pending')`),
    check('ledger_transfers_accounts_differ_check', sql`debit_account_id <> credit_account_id`),
    check('ledger_transfers_amount_check', sql`amount_cents > 0`),
    check(
      'ledger_transfers_pending_id_check',
      sql`(kind in ('post_pending', 'void_pending')) = (pending_id is not null)`,
    ),
    check('ledger_transfers_code_check', sql`code <> ''`),
  ],
);

/**
 * One attempt to add funds with PayPal: our order id is PayPal's custom_id and the PayPal-Request-Id of
 * its capture. Money itself moves only in the ledger; this is the payment's state and its PayPal ids.
 */
export const fundingOrders = pgTable(
  'funding_orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<FundingStatus>().notNull(),
    paypalOrderId: text('paypal_order_id').unique(),
    paypalCaptureId: text('paypal_capture_id').unique(),
    failureReason: text('failure_reason'),
    /** What a refund or chargeback could not take back from the wallet (ADR 0006). */
    shortfallCents: bigint('shortfall_cents', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('funding_orders_user_created_idx').on(t.userId, t.createdAt),
    index('funding_orders_status_updated_idx').on(t.status, t.updatedAt),
    check('funding_orders_amounts_check', sql`amount_cents > 0 and fee_cents >= 0 and total_cents = amount_cents + fee_cents`),
  ],
);

/** Every PayPal webhook event received, by PayPal's event id: a duplicate delivery is recognised here. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  outcome: text('outcome'),
});

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
    active: boolean('active').notNull().default(true),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('topup_operators_country_idx').on(t.countryIso, t.name)],
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
  totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  paymentMethod: text('payment_method').$type<'wallet' | 'paypal'>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    state: text('state').notNull(),
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('topup_orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    index('topup_orders_user_created_idx').on(t.userId, t.createdAt),
    index('topup_orders_due_idx').on(t.state, t.nextAttemptAt),
  ],
);

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
