import { z } from 'zod';
import { quote, quoteRequest, topup } from './topups';
import { paypalCheckout } from './paypal-checkout';

/**
 * Baskets (docs/product-rules.md#baskets, ADR 0036): several top-ups, any countries, one itemised quote and one payment from the
 * wallet. Each item is an ordinary top-up once sent, with its own status page and its own refund.
 */

/** How many recipients one basket takes: a family's worth, and a bound on one send's transaction. */
export const MAX_BASKET_ITEMS = 10;

const BASKET_PAYMENT_METHODS = ['wallet', 'paypal'] as const;

/** One recipient of a basket: the same rules as a single top-up's quote (number for its country, amount). */
const basketItemRequest = quoteRequest.pick({
  countryIso: true,
  operatorId: true,
  recipientNumber: true,
  amountCents: true,
  /** Text this recipient when their top-up arrives, as a single send does (docs/product-rules.md#baskets); off when left out. */
  textRecipient: true,
});
export type BasketItemRequest = z.infer<typeof basketItemRequest>;

export const basketQuoteRequest = z.object({
  items: z.array(basketItemRequest).min(1, 'validation.basketEmpty').max(MAX_BASKET_ITEMS, 'validation.basketTooMany'),
  /** One payment for the whole basket: from the wallet, or one PayPal payment of its total (ADR 0036). */
  paymentMethod: z.enum(BASKET_PAYMENT_METHODS, { error: 'validation.basketWalletOnly' }),
});

const BASKET_STATES = ['quoted', 'sent'] as const;

/** A basket: its items in the order added, each with its price and, once sent, its top-up as it is now. */
export const basket = z.object({
  id: z.string(),
  state: z.enum(BASKET_STATES),
  paymentMethod: z.enum(BASKET_PAYMENT_METHODS),
  /** What the one payment takes: the sum of the items' totals. */
  totalCents: z.number().int(),
  /**
   * PayPal's fee on the one payment, charged once on its total (0 from the wallet); each item's quote carries
   * its share of it, to the cent, so a failed item's refund is exactly what it was charged (docs/product-rules.md#baskets).
   */
  paypalFeeCents: z.number().int(),
  /** The same basket paid the other way (wallet or PayPal), at the fees in force: the quote says which is cheaper. */
  otherMethodTotalCents: z.number().int(),
  /** The prices are held until then (the earliest of the items' quotes). */
  expiresAt: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  items: z.array(z.object({ position: z.number().int(), quote, topup: topup.nullable() })),
});
export type Basket = z.infer<typeof basket>;

/** What sending answers: the basket, and for PayPal the page to approve its one payment on (null once past it). */
export const basketSent = basket.extend({ approveUrl: z.string().nullable() });
export type BasketSent = z.infer<typeof basketSent>;

/** Sending a basket paid with PayPal: with a PayPal account (left out) or a card on PayPal's guest checkout (ADR 0069). */
export const basketSendRequest = z.object({ paypalCheckout: paypalCheckout.optional() });

/** Back from PayPal's approval page for a basket's payment. */
export const basketPayPalReturn = z.object({ cancelled: z.boolean().default(false) });
