/** Referrals (ADR 0026): who invited whom, with which code, and whether the $2 was paid or refused. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReferralRefusalReason, ReferralStatus } from '../../../shared/api/referrals.js';
import { timestamps } from './columns.js';
import { users } from './identity.js';

/**
 * One row per referred person, written at sign-up only (a person is referred once: unique referred_id).
 * pending → paid when the friend's first qualifying top-up is delivered (the ledger transfer
 * `referral:<id>:bonus` commits with it), or pending → refused with a reason. Money lives in the ledger.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: text('id').primaryKey(),
    referrerId: text('referrer_id')
      .notNull()
      .references(() => users.id),
    referredId: text('referred_id')
      .notNull()
      .unique()
      .references(() => users.id),
    /** The code as typed at sign-up, normalised (upper-case). */
    code: text('code').notNull(),
    state: text('state').$type<ReferralStatus>().notNull().default('pending'),
    refusalReason: text('refusal_reason').$type<ReferralRefusalReason>(),
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull(),
    /** The friend's top-up whose delivery paid it. */
    qualifyingOrderId: text('qualifying_order_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('referrals_referrer_created_idx').on(t.referrerId, t.createdAt),
    index('referrals_referrer_paid_idx').on(t.referrerId, t.paidAt),
    check('referrals_state_check', sql`state in ('pending', 'paid', 'refused')`),
    check('referrals_not_self_check', sql`referrer_id <> referred_id`),
    check('referrals_paid_check', sql`(state = 'paid') = (paid_at is not null and qualifying_order_id is not null)`),
    check('referrals_refused_check', sql`(state = 'refused') = (refusal_reason is not null)`),
    check('referrals_bonus_check', sql`bonus_cents >= 0`),
  ],
);
