import { z } from 'zod';
import { WALLET_ACTIVITY_PAGE_SIZE } from '../business';
import { paypalCheckout } from './paypal-checkout';

/** Whole cents: an integer, never a float, never beyond what JavaScript counts exactly. */
export const cents = z.number().int('validation.wholeCents').safe();

/**
 * An amount to add: whole cents above zero. The add-funds limits in force (runtime settings, ADR 0033; the
 * ADD_FUNDS_* constants until staff change them) are checked by the server, which names them when refused.
 */
export const addFundsAmount = cents.positive('validation.addFundsMin');

export const walletSummary = z.object({
  /** What can be spent now. */
  availableCents: cents,
  /** Money on its way in (a PayPal payment still pending) and not yet spendable. */
  incomingCents: cents,
  /** Money held for top-ups being sent. */
  heldCents: cents,
  thisMonthCents: cents,
  topupsSent: z.number().int(),
  rewardPoints: z.number().int(),
});
export type WalletSummary = z.infer<typeof walletSummary>;

export const WALLET_TRANSACTION_TYPES = [
  'add_funds',
  'topup_debit',
  'referral_bonus',
  'promotion_bonus',
  'refund',
  'correction',
  /** A staff adjustment, credit or debit, with its reason as the description (docs/product-rules.md#admin-users). */
  'adjustment',
  /** A member's share of a family pot's run (ADR 0074): from the member's wallet to the pot owner's, who pays the top-up. */
  'family_share',
  /** That share given back: the run's top-up failed and was refunded. */
  'family_share_returned',
] as const;

const walletTransaction = z.object({
  id: z.string(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  direction: z.enum(['deposit', 'withdrawal']),
  amountCents: cents,
  status: z.enum(['posted', 'pending', 'voided']),
  createdAt: z.string(),
  description: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

/**
 * What the ledger's activity cursor holds once base64url-decoded: `["<microseconds since 1970>", "<transfer
 * id>"]`. The cursor is the server's own `nextCursor`; checking it here lets the API refuse a forged or
 * damaged one with a 400 before it reaches the ledger (which refuses it as well).
 */
function decodeActivityCursor(cursor: string): unknown {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const activityCursorContent = z.tuple([
  // Microseconds, as the ledger writes them: a whole number JavaScript and PostgreSQL both hold exactly.
  z
    .string()
    .regex(/^-?\d{1,16}$/)
    .refine((micros) => Number.isSafeInteger(Number(micros))),
  // A transfer id: never empty, never a NUL (PostgreSQL text cannot hold one).
  z
    .string()
    .min(1)
    .refine((id) => !id.includes('\u0000')),
]);

const walletActivityCursor = z
  .string()
  .max(512, 'validation.activityCursor')
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.activityCursor')
  .refine((cursor) => activityCursorContent.safeParse(decodeActivityCursor(cursor)).success, 'validation.activityCursor');

export const walletTransactionsQuery = z.object({
  before: walletActivityCursor.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(WALLET_ACTIVITY_PAGE_SIZE),
});

export const walletTransactionsPage = z.object({
  transactions: z.array(walletTransaction),
  nextCursor: z.string().nullable(),
});

export const fundingQuote = z.object({ amountCents: cents, feeCents: cents, totalCents: cents });
export type FundingQuote = z.infer<typeof fundingQuote>;

const FUNDING_STATUSES = [
  'created',
  'approved',
  'pending',
  'completed',
  'declined',
  'cancelled',
  'failed',
  'refunded',
  'reversed',
] as const;
export type FundingStatus = (typeof FUNDING_STATUSES)[number];

export const funding = z.object({
  id: z.string(),
  status: z.enum(FUNDING_STATUSES),
  amountCents: cents,
  feeCents: cents,
  totalCents: cents,
  /** How it is paid on PayPal's page: a PayPal account, or a card on PayPal's guest checkout (ADR 0069). */
  paypalCheckout,
  createdAt: z.string(),
});
export type Funding = z.infer<typeof funding>;

export const createFundingRequest = z.object({ amountCents: addFundsAmount, paypalCheckout: paypalCheckout.optional() });
export const createFundingResponse = z.object({ funding, approveUrl: z.string().url() });

export const paypalStatus = z.object({
  mode: z.enum(['sandbox', 'live']),
  feePercentBasisPoints: z.number().int(),
  feeFixedCents: cents,
  /** The add-funds limits in force (runtime settings, ADR 0033). */
  addFundsMinCents: cents,
  addFundsMaxCents: cents,
});
