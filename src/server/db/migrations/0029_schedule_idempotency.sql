ALTER TABLE "topup_schedules" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
-- The key the app sent with "set it up" (Idempotency-Key): a retry of the same press, after an answer that
-- never came, finds the schedule it made instead of making a second one that would charge twice each run.
CREATE UNIQUE INDEX "topup_schedules_idempotency_idx" ON "topup_schedules" USING btree ("user_id","idempotency_key") WHERE "idempotency_key" IS NOT NULL;
