ALTER TABLE "funding_orders" ADD COLUMN "paypal_checkout" text DEFAULT 'paypal' NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_orders" ADD CONSTRAINT "funding_orders_paypal_checkout_check" CHECK ("funding_orders"."paypal_checkout" in ('paypal', 'card'));
-- Issue 29 item 6 (ADR 0069): a PayPal payment can be made by debit or credit card on PayPal's guest checkout
-- (Orders v2 landing_page GUEST_CHECKOUT) instead of with a PayPal account. The same payment, fees and refunds;
-- the payment records which the person chose, for its receipt ("Paid by card through PayPal").
