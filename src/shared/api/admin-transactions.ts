import { z } from 'zod';
import { cents } from './wallet';

/**
 * docs/product-rules.md#admin-transactions, the Transactions tab: every top-up and funding, a top-up's timeline, and the staff's actions on
 * it.
 */

const optionalText = z.string().trim().min(1).max(200).optional();

const TRANSACTION_KINDS = ['topup', 'funding'] as const;

/** Filters of GET /api/admin/transactions (and its CSV); every one optional. Newest first, paged by `cursor`. */
export const transactionsQuery = z.object({
  kind: z.enum(TRANSACTION_KINDS).optional(),
  /** A top-up state (succeeded, unknown, ...) or a funding status (completed, refunded, ...). */
  status: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,30}$/)
    .optional(),
  /** UTC days, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((iso) => iso.toUpperCase())
    .optional(),
  operatorId: z.coerce.number().int().positive().safe().optional(),
  minCents: z.coerce.number().int().min(0).safe().optional(),
  maxCents: z.coerce.number().int().min(0).safe().optional(),
  /** A user id or an email address. */
  user: optionalText,
  /** Only top-ups waiting for an admin (the aggregator never confirmed them). */
  needsAttention: z.enum(['true', 'false']).optional(),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,400}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

const transactionRow = z.object({
  kind: z.enum(TRANSACTION_KINDS),
  id: z.string(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  status: z.string(),
  /** The top-up's face value, or the funds added. */
  amountCents: cents,
  /** What the person paid. */
  totalCents: cents,
  countryIso: z.string().nullable(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  recipientNumber: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** A top-up the aggregator never confirmed: an admin decides it (mark delivered, or refund). */
  needsAttention: z.boolean(),
  createdAt: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const transactionsPage = z.object({
  transactions: z.array(transactionRow),
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type TransactionsPage = z.infer<typeof transactionsPage>;

const at = z.string();

export const topupDetail = z.object({
  topup: transactionRow.extend({
    state: z.string(),
    needsReview: z.boolean(),
    failureCode: z.string().nullable(),
    providerTransactionId: z.string().nullable(),
    operatorReference: z.string().nullable(),
    walletChargeCents: cents,
    fundingId: z.string().nullable(),
    paidAt: at.nullable(),
    sentAt: at.nullable(),
    deliveredAt: at.nullable(),
    failedAt: at.nullable(),
  }),
  quote: z.object({
    id: z.string(),
    createdAt: at,
    expiresAt: at,
    topupFeeCents: cents,
    walletFeeCents: cents,
    paypalFeeCents: cents,
    promoCode: z.string().nullable(),
    promoDiscountCents: cents,
    localAmount: z.string(),
    localCurrency: z.string(),
  }),
  /** Each aggregator call and its answer. */
  attempts: z.array(
    z.object({
      call: z.enum(['send', 'lookup']),
      outcome: z.string(),
      transactionId: z.string().nullable(),
      detail: z.string().nullable(),
      at,
    }),
  ),
  /** The order's ledger transfers (`topup:<id>:*`) and a goodwill refund (`goodwill:<id>`). */
  transfers: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      code: z.string(),
      amountCents: cents,
      debitAccountId: z.string(),
      creditAccountId: z.string(),
      at,
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      state: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      sentAt: at.nullable(),
      at,
    }),
  ),
  /** What an admin may do now: resolve an unconfirmed top-up; a goodwill refund of a delivered one (up to `goodwillMaxCents`). */
  actions: z.object({ resolve: z.boolean(), goodwill: z.boolean(), goodwillMaxCents: cents }),
});
export type TopupDetail = z.infer<typeof topupDetail>;

const reason = z.string().trim().min(3).max(500);

export const resolveTopupRequest = z
  .object({
    outcome: z.enum(['delivered', 'refunded']),
    /** The operator's reference of the delivery (from the aggregator's dashboard or the operator): required to mark delivered. */
    operatorReference: z.string().trim().min(1).max(120).optional(),
    reason,
  })
  .refine((body) => body.outcome !== 'delivered' || body.operatorReference !== undefined, {
    path: ['operatorReference'],
    message: 'The operator reference is needed to mark a top-up delivered.',
  });
export type ResolveTopupRequest = z.infer<typeof resolveTopupRequest>;

export const goodwillRequest = z.object({ amountCents: cents.positive(), reason });
export type GoodwillRequest = z.infer<typeof goodwillRequest>;

// ---- Reconciliation ----

export const reconciliationRun = z.object({
  id: z.string(),
  trigger: z.enum(['daily', 'manual']),
  windowStart: at,
  windowEnd: at,
  status: z.enum(['running', 'done', 'failed']),
  checkedTopups: z.number().int(),
  checkedFundings: z.number().int(),
  mismatches: z.number().int(),
  error: z.string().nullable(),
  startedAt: at,
  finishedAt: at.nullable(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRun>;

export const startRunRequest = z.object({
  /** The UTC day to compare; today when left out. */
  date: z.iso.date().optional(),
});

export const reconciliationItem = z.object({
  id: z.string(),
  runId: z.string(),
  source: z.enum(['aggregator', 'paypal']),
  kind: z.enum(['ours_only', 'theirs_only', 'amounts_differ']),
  ourRef: z.string().nullable(),
  theirRef: z.string().nullable(),
  ourAmountCents: z.number().int().nullable(),
  theirAmountCents: z.number().int().nullable(),
  detail: z.string().nullable(),
  createdAt: at,
  resolvedAt: at.nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItem>;

export const reconciliationItemsQuery = z.object({ state: z.enum(['open', 'resolved', 'all']).default('open') });
export const resolveItemRequest = z.object({ note: reason });
