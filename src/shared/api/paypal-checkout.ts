import { z } from 'zod';

/**
 * How a PayPal payment is made on PayPal's page (ADR 0069): with a PayPal account ('paypal', PayPal's login
 * page), or with a debit or credit card and no account ('card', PayPal's guest checkout: Orders v2's
 * `landing_page: GUEST_CHECKOUT`). The same payment either way: the same order, fees, capture and
 * refunds; only what PayPal shows the payer first differs, and the payment records which was chosen.
 */
const PAYPAL_CHECKOUTS = ['paypal', 'card'] as const;
export type PayPalCheckout = (typeof PAYPAL_CHECKOUTS)[number];

/** Left out: 'paypal', as before card payments were offered. */
export const paypalCheckout = z.enum(PAYPAL_CHECKOUTS, { error: 'validation.paypalCheckout' });
