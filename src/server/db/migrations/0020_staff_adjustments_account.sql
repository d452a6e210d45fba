-- Issue 13: staff move money only through their own system account, so every wallet adjustment and
-- goodwill refund is one place to read, apart from fees, promotions and referrals.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK (kind in ('user_wallet', 'paypal_clearing', 'topup_clearing', 'aggregator_float', 'fee_revenue', 'promo_expense', 'referral_expense', 'chargeback_losses', 'staff_adjustments'));--> statement-breakpoint
INSERT INTO "ledger_accounts" ("id", "kind") VALUES ('system:staff_adjustments', 'staff_adjustments') ON CONFLICT DO NOTHING;
