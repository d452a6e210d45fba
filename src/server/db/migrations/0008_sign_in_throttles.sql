CREATE TABLE "sign_in_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"paused_until" timestamp with time zone,
	"alerted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttles_last_failure_at_idx" ON "sign_in_throttles" USING btree ("last_failure_at");