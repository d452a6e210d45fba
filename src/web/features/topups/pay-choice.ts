import type { PayPalCheckout } from '../../../shared/api/paypal-checkout';

/**
 * The ways to pay a person chooses between: the wallet, PayPal, or a debit or credit card. A card payment
 * is a PayPal payment made on PayPal's guest checkout (ADR 0069): the same price and fees as PayPal; the
 * API is told 'paypal' as the method and `paypalCheckout: 'card'` when it is sent.
 */
export type PayChoice = 'wallet' | 'paypal' | 'card';

export const methodOf = (choice: PayChoice): 'wallet' | 'paypal' => (choice === 'wallet' ? 'wallet' : 'paypal');

export const checkoutOf = (choice: PayChoice): PayPalCheckout | undefined => (choice === 'card' ? 'card' : undefined);

/** The address's `pay=card` after a quote's id: the card stays chosen across the summary's reloads. */
export const CARD_PARAM = 'pay';
export const cardSuffix = (choice: PayChoice): string => (choice === 'card' ? `&${CARD_PARAM}=card` : '');

/** The receipt's and timeline's word for how a top-up was paid. */
export const methodKey = (topup: { paymentMethod: 'wallet' | 'paypal'; paidByCard?: boolean }): string =>
  `topups.receipt.method.${topup.paidByCard ? 'card' : topup.paymentMethod}`;
