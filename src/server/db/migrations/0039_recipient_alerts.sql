CREATE TABLE "recipient_alerts" (
	"recipient_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"bonus" boolean DEFAULT false NOT NULL,
	"rate_level" numeric(20, 6),
	"rate_seen" numeric(20, 6),
	"bonus_told_promotion_id" integer,
	"last_alert_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipient_alerts_rate_level_check" CHECK ("recipient_alerts"."rate_level" is null or "recipient_alerts"."rate_level" > 0)
);
--> statement-breakpoint
ALTER TABLE "recipient_alerts" ADD CONSTRAINT "recipient_alerts_recipient_id_saved_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."saved_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipient_alerts" ADD CONSTRAINT "recipient_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recipient_alerts_watching_idx" ON "recipient_alerts" USING btree ("recipient_id") WHERE "recipient_alerts"."bonus" or "recipient_alerts"."rate_level" is not null;--> statement-breakpoint
CREATE INDEX "recipient_alerts_user_idx" ON "recipient_alerts" USING btree ("user_id");
-- Issue 29 item 4 (ADR 0073): a person's opt-in alerts per saved recipient. "bonus": tell them when the
-- recipient's operator runs a bonus (the last one told kept, so a bonus is told once); "rate_level": tell them
-- when the rate to the recipient's currency (per USD) crosses it, "rate_seen" being the rate of the last check
-- that alerted or of the opt-in. "last_alert_on" is the person's own day of the last alert: one a day at most.
