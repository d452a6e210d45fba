import { z } from 'zod';
import { cents } from './wallet';
import { LOYALTY_LEVELS } from '../loyalty';
import { productKind } from './products';
import { recipientMessage } from '../recipient-message';
import { creditRequestToken } from './credit-request-token';
import { paypalCheckout } from './paypal-checkout';
import { countryIso, recipientNumber, saveRecipientRequest } from './recipient-checks';

export { countryIso, recipientNumber, saveRecipientRequest };

/**
 * The top-up API (docs/product-rules.md#topup-life). Amounts are integer USD cents; exchange rates and what the recipient receives
 * are decimal strings in the operator's currency. Messages of the rules are i18n keys (`validation.*`).
 */

const catalogueCountry = z.object({
  iso: z.string(),
  name: z.string(),
  callingCode: z.string(),
  currency: z.string(),
  operatorCount: z.number().int(),
  /** The smallest top-up any of its operators takes. */
  fromCents: cents,
});
export const catalogueCountries = z.object({ countries: z.array(catalogueCountry) });
export type CatalogueCountry = z.infer<typeof catalogueCountry>;

const catalogueOperator = z.object({
  id: z.number().int(),
  countryIso: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  denominationType: z.enum(['FIXED', 'RANGE']),
  /** FIXED: the amounts it takes. RANGE: empty. */
  fixedAmountsCents: z.array(cents),
  minCents: cents,
  maxCents: cents,
  suggestedAmountsCents: z.array(cents),
  localCurrency: z.string(),
  /** Units of local currency per USD, e.g. "131.50". */
  fxRate: z.string(),
  dataBundles: z.boolean(),
  /** Airtime, a data product or a PIN product (ADR 0035). */
  productKind,
  /** FIXED: the operator's words for each amount ("4 GB internet, valid 15 days"), aligned with fixedAmountsCents. */
  fixedAmountDescriptions: z.array(z.string()),
});
export const catalogueOperators = z.object({ operators: z.array(catalogueOperator) });
export type CatalogueOperator = z.infer<typeof catalogueOperator>;

/**
 * 'Enter an amount' and 'Amount must be greater than 0' (docs/product-rules.md#topup-validation), then whole cents: checks, not a
 * refinement, so that the OpenAPI document says the least amount (an integer above 0).
 */
export const topupAmount = z
  .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.enterAmount' : 'validation.wholeCents') })
  .positive('validation.amountPositive')
  .int('validation.wholeCents');

export const detectRequest = z.object({ countryIso, recipientNumber });
export const detectResponse = z.object({
  /** The number in international format, when valid for the country. */
  e164: z.string().nullable(),
  valid: z.boolean(),
  operator: catalogueOperator.nullable(),
});

const PAYMENT_METHODS = ['wallet', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const quoteRequest = z.object({
  countryIso,
  operatorId: z.number().int().positive(),
  recipientNumber,
  amountCents: topupAmount,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** A promo code to apply (ADR 0024); empty or left out: none. A refused one answers 400 on this field. */
  promoCode: z.string().trim().max(40, 'validation.promoUnknown').optional(),
  /** Text the recipient when it is delivered (the sender's first name and the local amount); off when left out. */
  textRecipient: z.boolean().optional(),
  /** The sender's short line in the recipient's text (ADR 0068); only with textRecipient, never with a PIN. Empty is none. */
  recipientMessage: recipientMessage.optional(),
});

export const quote = z.object({
  id: z.string(),
  countryIso: z.string(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  recipientNumber: z.string(),
  amountCents: cents,
  fxRate: z.string(),
  localAmount: z.string(),
  localCurrency: z.string(),
  /** The top-up fee after the loyalty level's reduction. */
  topupFeeCents: cents,
  /** What the person's loyalty level took off the top-up fee: its own line on the quote (ADR 0027). */
  topupFeeReductionCents: cents,
  /** The level that reduction is for; null without one. */
  loyaltyLevel: z.enum(LOYALTY_LEVELS).nullable(),
  walletFeeCents: cents,
  paypalFeeCents: cents,
  totalCents: cents,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The promo code applied, as its promotion spells it, and what it takes off (already out of the total). */
  promoCode: z.string().nullable(),
  promoDiscountCents: cents,
  /** The recipient is texted when it is delivered. */
  textRecipient: z.boolean(),
  /** The sender's line in the recipient's text; null for none. */
  recipientMessage: z.string().nullable(),
  productKind,
  /** A data or PIN plan, in the operator's words; null for airtime. */
  planDescription: z.string().nullable(),
  /** The price is held until then. */
  expiresAt: z.string(),
});
export type Quote = z.infer<typeof quote>;

export const sendRequest = z.object({
  quoteId: z.string().uuid('validation.quoteExpired'),
  /** Paid with PayPal: with a PayPal account (left out) or a debit or credit card on PayPal's guest checkout (ADR 0069). */
  paypalCheckout: paypalCheckout.optional(),
  /** The link's token of a request for credit this top-up answers (ADR 0067): once only, for its own number. */
  creditRequest: creditRequestToken.optional(),
});

/**
 * A failed PayPal-paid top-up's money and PayPal: may go back, on its way back, back, or PayPal said no;
 * `basket`: paid in one PayPal payment with a whole basket, so it stays in the wallet (ADR 0036).
 */
const PAYPAL_REFUND_STATES = ['available', 'requested', 'completed', 'refused', 'basket'] as const;
export type PayPalRefundState = (typeof PAYPAL_REFUND_STATES)[number];

/**
 * Why a top-up failed, in Kredi's own words: a handful of stable codes, whatever the aggregator or the
 * payment provider called it (the server keeps their raw codes for its operators). Each reason has one
 * message on the web (topups.failure.*) saying what happened and what the person can do now.
 */
export const TOPUP_FAILURE_CODES = [
  /** The person cancelled the payment on PayPal. */
  'PAYMENT_CANCELLED',
  /** PayPal declined, failed or reversed the payment. */
  'PAYMENT_FAILED',
  /** PayPal completed the payment more than 24 hours after the order: not sent at a stale price, refunded. */
  'PAID_TOO_LATE',
  /** The operator takes one top-up per number every few minutes (`retryAfterMinutes` says how many). */
  'RECENTLY_TOPPED_UP',
  /** Another top-up to this number is still on its way. */
  'PREVIOUS_TOPUP_PENDING',
  /** The operator is down or not taking top-ups now. */
  'OPERATOR_UNAVAILABLE',
  /** The operator took the top-up, then did not complete it. */
  'OPERATOR_DECLINED',
  /** The operator does not recognise the number. */
  'NUMBER_NOT_ACCEPTED',
  /** The operator does not take this amount now. */
  'AMOUNT_NOT_ACCEPTED',
  /** The operator or its country cannot be served now. */
  'OPERATOR_NOT_OFFERED',
  /** The aggregator could not process it at that moment. */
  'TRY_LATER',
  /** Something on Kredi's side (its account with the aggregator, a request the aggregator could not read). */
  'SERVICE_PROBLEM',
  /** No answer within 24 hours: refunded, and it may still have arrived. */
  'NOT_CONFIRMED',
  /** A reason Kredi does not know. */
  'UNKNOWN',
] as const;
export type TopupFailureCode = (typeof TOPUP_FAILURE_CODES)[number];

/** What a person sees of a top-up: completed, pending, failed (docs/product-rules.md#topup-statuses), and how it got there. */
const TOPUP_STATUSES = ['pending', 'completed', 'failed'] as const;
const TIMELINE_STEPS = ['paid', 'sent', 'delivered', 'failed', 'refunded'] as const;

export const topup = z.object({
  id: z.string(),
  status: z.enum(TOPUP_STATUSES),
  /** What is happening now, in more detail than the status. */
  stage: z.enum(['awaiting_payment', 'paying', 'queued', 'sending', 'confirming', 'delivered', 'refunded', 'cancelled']),
  countryIso: z.string(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  recipientNumber: z.string(),
  amountCents: cents,
  localAmount: z.string(),
  localCurrency: z.string(),
  fxRate: z.string(),
  topupFeeCents: cents,
  walletFeeCents: cents,
  paypalFeeCents: cents,
  totalCents: cents,
  paymentMethod: z.enum(PAYMENT_METHODS),
  promoCode: z.string().nullable(),
  promoDiscountCents: cents,
  /** The operator's reference for the delivered top-up. */
  operatorReference: z.string().nullable(),
  productKind,
  /** A data or PIN plan, in the operator's words; null for airtime. A PIN's code: GET /api/topups/{id}/pin. */
  planDescription: z.string().nullable(),
  refunded: z.boolean(),
  /** Paid by card through PayPal's guest checkout (ADR 0069); left out otherwise. */
  paidByCard: z.boolean().optional(),
  /**
   * Where the money of a failed, paid top-up went: everything paid is back in the wallet (for PayPal, the
   * fee too); a PayPal payer may send it all back to PayPal instead. Null when nothing was paid.
   */
  refund: z
    .object({
      toWalletCents: cents,
      paypalFeeCents: cents,
      /** null: paid from the wallet; available: may be sent back to PayPal; then requested → completed, or refused; basket: stays in the wallet. */
      paypal: z.enum(PAYPAL_REFUND_STATES).nullable(),
    })
    .nullable(),
  /** Why it failed (failed top-ups only). */
  failureCode: z.enum(TOPUP_FAILURE_CODES).nullable(),
  /** How long to wait before sending to the same number again, when the failure says so. */
  retryAfterMinutes: z.number().int().min(1).nullable(),
  timeline: z.array(z.object({ step: z.enum(TIMELINE_STEPS), at: z.string() })),
  createdAt: z.string(),
});
export type Topup = z.infer<typeof topup>;

export const sendResponse = z.object({ topup, approveUrl: z.string().url().nullable() });

/** GET /api/transactions (docs/product-rules.md#history): amount in dollars as the spec's list shows it. */
export const transactionsResponse = z.object({
  transactions: z.array(
    z.object({
      id: z.string(),
      recipientNumber: z.string(),
      operatorName: z.string(),
      amount: z.number(),
      amountCents: cents,
      status: z.enum(TOPUP_STATUSES),
      createdAt: z.string(),
      countryIso: z.string(),
      operatorId: z.number().int(),
    }),
  ),
});

export const savedRecipient = z.object({
  id: z.string(),
  name: z.string(),
  countryIso: z.string(),
  recipientNumber: z.string(),
  operatorId: z.number().int().nullable(),
  createdAt: z.string(),
});
export const savedRecipients = z.object({ recipients: z.array(savedRecipient) });

export const feeSchedule = z.object({
  topupFeeBasisPoints: z.number().int(),
  topupFeeFixedCents: cents,
  walletFeeCents: cents,
  paypalFeeBasisPoints: z.number().int(),
  paypalFeeFixedCents: cents,
  quoteValidMinutes: z.number().int(),
});
export type FeeSchedule = z.infer<typeof feeSchedule>;
