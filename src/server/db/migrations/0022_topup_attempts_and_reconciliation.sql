-- Issue 13: every aggregator call of a top-up (its timeline in the admin panel), and the reconciliation
-- runs with the mismatches they found (ours only, theirs only, amounts differ) for an admin to resolve.
CREATE TABLE "topup_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topup_id" text NOT NULL REFERENCES "topup_orders"("id"),
	"call" text NOT NULL,
	"outcome" text NOT NULL,
	"transaction_id" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "topup_attempts_call_check" CHECK (call in ('send', 'lookup'))
);--> statement-breakpoint
CREATE INDEX "topup_attempts_topup_idx" ON "topup_attempts" USING btree ("topup_id","created_at");--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_by" text,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"checked_topups" integer DEFAULT 0 NOT NULL,
	"checked_fundings" integer DEFAULT 0 NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reconciliation_runs_trigger_check" CHECK (trigger in ('daily', 'manual')),
	CONSTRAINT "reconciliation_runs_status_check" CHECK (status in ('running', 'done', 'failed'))
);--> statement-breakpoint
CREATE INDEX "reconciliation_runs_started_idx" ON "reconciliation_runs" USING btree ("started_at");--> statement-breakpoint
CREATE TABLE "reconciliation_items" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL REFERENCES "reconciliation_runs"("id"),
	"mismatch_key" text NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"our_ref" text,
	"their_ref" text,
	"our_amount_cents" bigint,
	"their_amount_cents" bigint,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text,
	CONSTRAINT "reconciliation_items_source_check" CHECK (source in ('aggregator', 'paypal')),
	CONSTRAINT "reconciliation_items_kind_check" CHECK (kind in ('ours_only', 'theirs_only', 'amounts_differ'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_items_key_idx" ON "reconciliation_items" USING btree ("mismatch_key");--> statement-breakpoint
CREATE INDEX "reconciliation_items_open_idx" ON "reconciliation_items" USING btree ("created_at") WHERE resolved_at is null;
