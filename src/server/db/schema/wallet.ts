/** Adding funds with PayPal: the payment's state and its PayPal ids, and the webhook events received. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FundingStatus } from '../../../shared/api/wallet.js';
import type { PayPalCheckout } from '../../../shared/api/paypal-checkout.js';
import { timestamps } from './columns.js';
import { users } from './identity.js';

/**
 * One attempt to add funds with PayPal: our order id is PayPal's custom_id and the PayPal-Request-Id of
 * its capture. Money itself moves only in the ledger; this is the payment's state and its PayPal ids.
 */
export const fundingOrders = pgTable(
  'funding_orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<FundingStatus>().notNull(),
    paypalOrderId: text('paypal_order_id').unique(),
    paypalCaptureId: text('paypal_capture_id').unique(),
    /** PayPal's id of the paying account (payer.payer_id), as the capture answered it; the referral programme compares it. */
    paypalPayerId: text('paypal_payer_id'),
    /** A PayPal account, or a debit or credit card on PayPal's guest checkout (ADR 0069): how the payer chose to pay. */
    paypalCheckout: text('paypal_checkout').$type<PayPalCheckout>().notNull().default('paypal'),
    failureReason: text('failure_reason'),
    /** What a refund or chargeback could not take back from the wallet (ADR 0006). */
    shortfallCents: bigint('shortfall_cents', { mode: 'number' }).notNull().default(0),
    /**
     * When the reconciler looks at this unsettled payment next, and how many looks it has had: each look
     * pushes the next one back (fair ordering, backoff per row), so no row can hold the queue's head.
     */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 minute'`),
    checks: integer('checks').notNull().default(0),
    /**
     * Sending a completed payment back to the payer (a failed top-up paid with PayPal, at the person's
     * choice): requested (the wallet's amount is held and PayPal asked) → completed, with PayPal's refund id,
     * or refused (PayPal said no for good; the money stays in the wallet).
     */
    refundState: text('refund_state').$type<'requested' | 'completed' | 'refused'>(),
    paypalRefundId: text('paypal_refund_id'),
    ...timestamps,
  },
  (t) => [
    index('funding_orders_user_created_idx').on(t.userId, t.createdAt),
    index('funding_orders_status_check_idx').on(t.status, t.nextCheckAt),
    index('funding_orders_payer_idx').on(t.paypalPayerId),
    check('funding_orders_amounts_check', sql`amount_cents > 0 and fee_cents >= 0 and total_cents = amount_cents + fee_cents`),
    check('funding_orders_paypal_checkout_check', sql`paypal_checkout in ('paypal', 'card')`),
  ],
);

/** Every PayPal webhook event received, by PayPal's event id: a duplicate delivery is recognised here. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  outcome: text('outcome'),
});
