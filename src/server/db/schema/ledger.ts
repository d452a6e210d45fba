/** The double-entry ledger (docs/product-rules.md#ledger): only src/server/ledger/ writes these tables. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

// ---------------------------------------------------------------------------------------------------
// The double-entry ledger (docs/product-rules.md#ledger). Only src/server/ledger/ writes these tables; the append-only
// triggers, the TRUNCATE guard and the pending-resolution check live in the `ledger_guards` migration.

/**
 * One account per wallet and per system code. A wallet's counters are cached sums over its transfers, moved
 * under its row lock; a system account (no limit) caches nothing, its balance is summed from its transfers,
 * so it is never a hot row (ADR 0019). The migrations insert every system account.
 */
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
    uniqueIndex('ledger_accounts_wallet_user_idx')
      .on(t.userId)
      .where(sql`kind = 'user_wallet'`),
    check(
      'ledger_accounts_kind_check',
      sql`kind in ('user_wallet', 'paypal_clearing', 'topup_clearing', 'aggregator_float', 'fee_revenue', 'promo_expense', 'referral_expense', 'chargeback_losses', 'staff_adjustments', 'unclaimed_balances')`,
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
    check(
      'ledger_accounts_no_limit_no_counters_check',
      sql`debits_must_not_exceed_credits or (debits_pending = 0 and debits_posted = 0 and credits_pending = 0 and credits_posted = 0)`,
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
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('ledger_transfers_debit_created_idx').on(t.debitAccountId, t.createdAt.desc()),
    index('ledger_transfers_credit_created_idx').on(t.creditAccountId, t.createdAt.desc()),
    check('ledger_transfers_kind_check', sql`kind in ('posted', 'pending', 'post_pending', 'void_pending')`),
    check('ledger_transfers_accounts_differ_check', sql`debit_account_id <> credit_account_id`),
    check('ledger_transfers_amount_check', sql`amount_cents > 0`),
    check('ledger_transfers_pending_id_check', sql`(kind in ('post_pending', 'void_pending')) = (pending_id is not null)`),
    check('ledger_transfers_code_check', sql`code <> ''`),
  ],
);
