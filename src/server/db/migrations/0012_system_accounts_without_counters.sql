-- System accounts are no longer hot rows (ADR 0019): created here once, never upserted by a money
-- transaction, never locked, and their counters are not kept: their balances are summed from their
-- transfers. So their cached counters are cleared, and the database refuses counters on any account
-- without a balance limit from now on.
INSERT INTO "ledger_accounts" ("id", "kind") VALUES
  ('system:paypal_clearing', 'paypal_clearing'),
  ('system:topup_clearing', 'topup_clearing'),
  ('system:aggregator_float', 'aggregator_float'),
  ('system:fee_revenue', 'fee_revenue'),
  ('system:promo_expense', 'promo_expense'),
  ('system:referral_expense', 'referral_expense'),
  ('system:chargeback_losses', 'chargeback_losses')
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "ledger_accounts" SET "debits_pending" = 0, "debits_posted" = 0, "credits_pending" = 0, "credits_posted" = 0
 WHERE NOT "debits_must_not_exceed_credits";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_no_limit_no_counters_check" CHECK (debits_must_not_exceed_credits or (debits_pending = 0 and debits_posted = 0 and credits_pending = 0 and credits_posted = 0));
