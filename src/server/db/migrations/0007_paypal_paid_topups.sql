DROP INDEX "funding_orders_status_updated_idx";--> statement-breakpoint
ALTER TABLE "funding_orders" ADD COLUMN "next_check_at" timestamp with time zone DEFAULT now() + interval '1 minute' NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_orders" ADD COLUMN "checks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "funding_orders" ADD COLUMN "refund_state" text;--> statement-breakpoint
ALTER TABLE "funding_orders" ADD COLUMN "paypal_refund_id" text;--> statement-breakpoint
CREATE INDEX "funding_orders_status_check_idx" ON "funding_orders" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "topup_orders_funding_idx" ON "topup_orders" USING btree ("funding_id");