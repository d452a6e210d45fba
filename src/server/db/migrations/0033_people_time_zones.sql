-- Issue 25 item 8 (ADR 0065): a person's days are their own. Their time zone (an IANA name, kept from the
-- browser, editable in Settings; null = UTC, as before), and the instants a schedule's local days begin,
-- computed in the person's zone by the app (Temporal), so the worker compares instants, never zones.
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "topup_schedules" ADD COLUMN "next_run_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "topup_schedules" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
-- Nobody had a zone yet: every day so far was a UTC day, and stays what it was.
UPDATE "topup_schedules" SET "next_run_at" = "next_run_on"::timestamp AT TIME ZONE 'UTC',
  "remind_at" = ("next_run_on" - 1)::timestamp AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "topup_schedules" ALTER COLUMN "next_run_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "topup_schedules" ALTER COLUMN "remind_at" SET NOT NULL;--> statement-breakpoint
DROP INDEX "topup_schedules_due_idx";--> statement-breakpoint
CREATE INDEX "topup_schedules_due_idx" ON "topup_schedules" USING btree ("status","next_run_at");--> statement-breakpoint
-- A run's day ends at its person's midnight: then a run still waiting (for funds, a confirmation) is missed.
ALTER TABLE "topup_schedule_runs" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "topup_schedule_runs" SET "ends_at" = ("run_on" + 1)::timestamp AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "topup_schedule_runs" ALTER COLUMN "ends_at" SET NOT NULL;
