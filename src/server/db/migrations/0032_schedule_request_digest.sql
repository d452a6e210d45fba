ALTER TABLE "topup_schedules" ADD COLUMN "request_digest" text;
-- What "set it up" asked for, stored with its Idempotency-Key: the same key with the same body answers the
-- first schedule, with another body 409, as top-ups, baskets and loyalty do (one rule, item 13).
--> statement-breakpoint
-- Item 10 (ADR 0062): what is left in a deleted account's wallet moves to its own system account, where
-- staff see it and can give it back; never left in a wallet nobody can use.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK (kind in ('user_wallet', 'paypal_clearing', 'topup_clearing', 'aggregator_float', 'fee_revenue', 'promo_expense', 'referral_expense', 'chargeback_losses', 'staff_adjustments', 'unclaimed_balances'));--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "kind") VALUES ('system:unclaimed_balances', 'unclaimed_balances') ON CONFLICT DO NOTHING;
