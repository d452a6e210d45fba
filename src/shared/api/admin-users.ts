import { z } from 'zod';

/** The admin panel's Overview and Users tabs (docs/product-rules.md#admin-users, ADR 0031): what the server answers and accepts. */

const count = z.number().int().nonnegative();
/** Text PostgreSQL can hold: never a NUL (it would be a 500, not a clear 400). */
const noNul = (value: string) => !value.includes('\u0000');
const cents = z.number().int();

const overviewDay = z.object({
  /** UTC day, YYYY-MM-DD. */
  day: z.string(),
  topups: count,
  topupCents: cents,
  revenueCents: cents,
});
export type OverviewDay = z.infer<typeof overviewDay>;

export const adminOverview = z.object({
  totalUsers: count,
  /** People with a session begun or renewed in the last `activeDays` days. */
  activeUsers: count,
  activeDays: count,
  /** Delivered top-ups plus completed PayPal payments. */
  totalTransactions: count,
  deliveredTopups: count,
  completedFundings: count,
  /** The balance of the ledger's `fee_revenue` account: every fee earned, net of any taken back. */
  revenueCents: cents,
  /** The last 30 UTC days, oldest first, one entry per day (zeros included). */
  days: z.array(overviewDay),
  health: z.object({
    ledgerInvariantsHold: z.boolean(),
    /** The names of the invariants that do not hold (empty when they all do). */
    ledgerViolations: z.array(z.string()),
    aggregatorFloat: z.object({
      status: z.enum(['ok', 'not_configured', 'unreachable']),
      /** A decimal string in the aggregator's currency, as it answered. */
      balance: z.string().nullable(),
      currencyCode: z.string().nullable(),
    }),
    unconfirmedTopups: count,
    heldPayments: count,
    /** The balance of the ledger's `unclaimed_balances` account: what deleted accounts left in their wallets (ADR 0062). */
    unclaimedBalancesCents: cents,
  }),
});
export type AdminOverview = z.infer<typeof adminOverview>;

export const staffPerson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneNumberVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  isAdmin: z.boolean(),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffPerson = z.infer<typeof staffPerson>;

export const userSearchQuery = z.object({
  q: z.string().trim().max(200).refine(noNul, 'must not contain a NUL character').default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const userSearchPage = z.object({ users: z.array(staffPerson), page: z.number().int(), hasMore: z.boolean() });
export type UserSearchPage = z.infer<typeof userSearchPage>;

export const userIdParams = z.object({ id: z.string().min(1).max(200).refine(noNul, 'must not contain a NUL character') });

export const adminUserDetail = z.object({
  user: staffPerson,
  wallet: z.object({
    availableCents: cents,
    incomingCents: cents,
    heldCents: cents,
    activity: z.array(
      z.object({
        id: z.string(),
        code: z.string(),
        direction: z.enum(['deposit', 'withdrawal']),
        amountCents: cents,
        status: z.enum(['posted', 'pending', 'voided']),
        createdAt: z.string(),
      }),
    ),
  }),
  topups: z.array(
    z.object({
      id: z.string(),
      recipientNumber: z.string(),
      operatorName: z.string(),
      amountCents: cents,
      state: z.string(),
      createdAt: z.string(),
    }),
  ),
  signIns: z.array(
    z.object({
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
      device: z.object({ browser: z.string().nullable(), os: z.string().nullable() }),
      createdAt: z.string(),
      lastSeenAt: z.string(),
    }),
  ),
  referral: z.object({
    code: z.string().nullable(),
    referredBy: z.object({ userId: z.string(), email: z.string() }).nullable(),
    referralsCount: count,
  }),
  loyalty: z.object({ points: count, lifetimePoints: count, level: z.string() }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

/** Why staff block someone: kept on the account and in the audit log. */
export const blockRequest = z.object({ reason: z.string().trim().min(3).max(500).refine(noNul, 'must not contain a NUL character') });

export const adminRightsRequest = z.object({ isAdmin: z.boolean() });

/** Whole cents, at most $10,000 at once: a larger correction is not a click in a panel. */
const ADJUSTMENT_MAX_CENTS = 1_000_000;

export const adjustmentRequest = z.object({
  direction: z.enum(['credit', 'debit']),
  amountCents: z.number().int().min(1).max(ADJUSTMENT_MAX_CENTS),
  reason: z.string().trim().min(3).max(500).refine(noNul, 'must not contain a NUL character'),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequest>;

export const adjustmentResult = z.object({
  transferId: z.string(),
  /** False when this Idempotency-Key had already been applied: nothing changed this time. */
  applied: z.boolean(),
  availableCents: cents,
});
export type AdjustmentResult = z.infer<typeof adjustmentResult>;
