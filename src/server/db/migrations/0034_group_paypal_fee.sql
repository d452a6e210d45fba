ALTER TABLE "topup_quotes" ADD COLUMN "paypal_fee_shared" boolean DEFAULT false NOT NULL;
-- Issue 25 item 5: a basket paid with PayPal is ONE payment, so PayPal's fee is charged once on its total and
-- each item's quote carries its share. Such a quote is sent only with its basket: alone, it would pay a share
-- of a fee PayPal charges whole on a payment of its own.
