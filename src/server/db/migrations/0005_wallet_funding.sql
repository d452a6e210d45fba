CREATE TABLE "funding_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"paypal_order_id" text,
	"paypal_capture_id" text,
	"failure_reason" text,
	"shortfall_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_orders_paypal_order_id_unique" UNIQUE("paypal_order_id"),
	CONSTRAINT "funding_orders_paypal_capture_id_unique" UNIQUE("paypal_capture_id"),
	CONSTRAINT "funding_orders_amounts_check" CHECK (amount_cents > 0 and fee_cents >= 0 and total_cents = amount_cents + fee_cents)
);
--> statement-breakpoint
CREATE TABLE "paypal_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"resource_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "funding_orders" ADD CONSTRAINT "funding_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_orders_user_created_idx" ON "funding_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "funding_orders_status_updated_idx" ON "funding_orders" USING btree ("status","updated_at");