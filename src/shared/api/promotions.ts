import { z } from 'zod';
import { countryIso } from './topups';
import { cents } from './wallet';

/**
 * Promotions and promo codes (docs/product-rules.md#promotions; ADR 0024). Titles and
 * descriptions come in the caller's language. A refused code answers 400 with the reason as the field's
 * `validation.promo*` code, which the web translates into plain words.
 */

/** GET /api/promotions: exactly the spec's list fields. */
const listedPromotion = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601 instant; the web shows it in the person's time zone. */
  validUntil: z.string(),
});
export type ListedPromotion = z.infer<typeof listedPromotion>;
export const promotionsResponse = z.object({ promotions: z.array(listedPromotion) });

/** Why a code cannot be used: each is a `validation.*` field code with a message in every language. */
export const PROMO_REFUSALS = {
  unknown: 'validation.promoUnknown',
  expired: 'validation.promoExpired',
  notStarted: 'validation.promoNotStarted',
  usedUp: 'validation.promoUsedUp',
  usedByYou: 'validation.promoUsedByYou',
  belowMinimum: 'validation.promoBelowMinimum',
  notForCountry: 'validation.promoNotForCountry',
  notForOperator: 'validation.promoNotForOperator',
  firstTopupOnly: 'validation.promoFirstTopupOnly',
} as const;
export type PromoRefusal = keyof typeof PROMO_REFUSALS;

/** A code as typed: spaces around it ignored, letters in any case. 'Enter Code' when empty (docs/product-rules.md#promo-codes). */
const promoCode = z.string().trim().min(1, 'validation.enterCode').max(40, 'validation.promoUnknown');

/** POST /api/promotions/check: a code, and optionally the top-up it would apply to (more rules are checked then). */
export const promoCheckRequest = z.object({
  code: promoCode,
  countryIso: countryIso.optional(),
  operatorId: z.number().int().positive().optional(),
  amountCents: cents.positive().optional(),
});

export const promoCheckResponse = z.object({
  valid: z.literal(true),
  /** The code as the promotion spells it. */
  code: z.string(),
  promotionId: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(['percentage', 'fixed']),
  /** Basis points of the top-up amount (percentage: 1000 = 10 %) or cents (fixed). */
  value: z.number().int(),
  minAmountCents: cents,
  /** The most it takes off; null: no cap beyond the price itself. */
  maxDiscountCents: cents.nullable(),
  validUntil: z.string(),
  firstTopupOnly: z.boolean(),
  countryIsos: z.array(z.string()),
  /** What it would take off `amountCents` (before the price's own cap); null when no amount was given. */
  discountCents: cents.nullable(),
});
export type PromoCheck = z.infer<typeof promoCheckResponse>;
