CREATE TABLE "ledger_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"debits_pending" bigint DEFAULT 0 NOT NULL,
	"debits_posted" bigint DEFAULT 0 NOT NULL,
	"credits_pending" bigint DEFAULT 0 NOT NULL,
	"credits_posted" bigint DEFAULT 0 NOT NULL,
	"debits_must_not_exceed_credits" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK (kind in ('user_wallet', 'paypal_clearing', 'topup_clearing', 'aggregator_float', 'fee_revenue', 'promo_expense', 'referral_expense')),
	CONSTRAINT "ledger_accounts_wallet_owner_check" CHECK ((kind = 'user_wallet') = (user_id is not null)),
	CONSTRAINT "ledger_accounts_wallet_no_overdraft_flag_check" CHECK (kind <> 'user_wallet' or debits_must_not_exceed_credits),
	CONSTRAINT "ledger_accounts_counters_check" CHECK (debits_pending >= 0 and debits_posted >= 0 and credits_pending >= 0 and credits_posted >= 0),
	CONSTRAINT "ledger_accounts_debits_must_not_exceed_credits_check" CHECK (not debits_must_not_exceed_credits or debits_posted + debits_pending <= credits_posted)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"debit_account_id" text NOT NULL,
	"credit_account_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pending_id" text,
	"code" text NOT NULL,
	"user_id" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "ledger_transfers_pending_id_unique" UNIQUE("pending_id"),
	CONSTRAINT "ledger_transfers_kind_check" CHECK (kind in ('posted', 'pending', 'post_pending', 'void_pending')),
	CONSTRAINT "ledger_transfers_accounts_differ_check" CHECK (debit_account_id <> credit_account_id),
	CONSTRAINT "ledger_transfers_amount_check" CHECK (amount_cents > 0),
	CONSTRAINT "ledger_transfers_pending_id_check" CHECK ((kind in ('post_pending', 'void_pending')) = (pending_id is not null)),
	CONSTRAINT "ledger_transfers_code_check" CHECK (code <> '')
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_id_ledger_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_wallet_user_idx" ON "ledger_accounts" USING btree ("user_id") WHERE kind = 'user_wallet';--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_created_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_created_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at" DESC NULLS LAST);