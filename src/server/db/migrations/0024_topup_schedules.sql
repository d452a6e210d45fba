-- Issue 15: automatic top-ups. A schedule repeats one top-up every week, two weeks or month, paid from the
-- wallet (ADR 0034: the PayPal contract has no billing agreements). Each of its runs is one row keyed by
-- (schedule, day): that key is the run's idempotency key, and the row is the worker's claim on it.
CREATE TABLE "topup_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"country_iso" text NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"recipient_number" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"text_recipient" boolean DEFAULT false NOT NULL,
	"frequency" text NOT NULL,
	"run_day" integer NOT NULL,
	"agreed_total_cents" bigint NOT NULL,
	"agreed_local_amount" text NOT NULL,
	"local_currency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"next_run_on" date NOT NULL,
	"reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topup_schedules_frequency_check" CHECK ("frequency" in ('weekly', 'biweekly', 'monthly')),
	CONSTRAINT "topup_schedules_status_check" CHECK ("status" in ('active', 'paused', 'cancelled')),
	CONSTRAINT "topup_schedules_amount_check" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE INDEX "topup_schedules_user_idx" ON "topup_schedules" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "topup_schedules_due_idx" ON "topup_schedules" USING btree ("status","next_run_on");--> statement-breakpoint
CREATE TABLE "topup_schedule_runs" (
	"schedule_id" text NOT NULL REFERENCES "topup_schedules"("id") ON DELETE cascade,
	"run_on" date NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'due' NOT NULL,
	"quote_id" text,
	"quoted_total_cents" bigint,
	"quoted_local_amount" text,
	"topup_id" text,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topup_schedule_runs_pk" PRIMARY KEY ("schedule_id", "run_on"),
	CONSTRAINT "topup_schedule_runs_state_check"
		CHECK ("state" in ('due', 'running', 'waiting_funds', 'needs_confirmation', 'sent', 'skipped', 'missed', 'failed'))
);--> statement-breakpoint
CREATE INDEX "topup_schedule_runs_open_idx" ON "topup_schedule_runs" USING btree ("state","run_on");--> statement-breakpoint
CREATE INDEX "topup_schedule_runs_user_idx" ON "topup_schedule_runs" USING btree ("user_id","run_on");
