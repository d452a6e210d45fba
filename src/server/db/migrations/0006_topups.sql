CREATE TABLE "saved_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"country_iso" text NOT NULL,
	"recipient_number" text NOT NULL,
	"operator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_countries" (
	"iso" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"calling_code" text NOT NULL,
	"currency" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_operators" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_iso" text NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"denomination_type" text NOT NULL,
	"fixed_amounts_cents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_cents" bigint NOT NULL,
	"max_cents" bigint NOT NULL,
	"suggested_amounts_cents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"local_currency" text NOT NULL,
	"fx_rate" text NOT NULL,
	"data_bundles" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "topup_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"idempotency_key" text,
	"request_digest" text,
	"state" text NOT NULL,
	"funding_id" text,
	"provider_transaction_id" text,
	"operator_reference" text,
	"failure_code" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"needs_review" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topup_orders_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "topup_quotes" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"country_iso" text NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"recipient_number" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fx_rate" text NOT NULL,
	"local_amount" text NOT NULL,
	"local_currency" text NOT NULL,
	"topup_fee_cents" bigint NOT NULL,
	"wallet_fee_cents" bigint NOT NULL,
	"paypal_fee_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_recipients" ADD CONSTRAINT "saved_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_quote_id_topup_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."topup_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_funding_id_funding_orders_id_fk" FOREIGN KEY ("funding_id") REFERENCES "public"."funding_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_quotes" ADD CONSTRAINT "topup_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_recipients_user_number_idx" ON "saved_recipients" USING btree ("user_id","recipient_number");--> statement-breakpoint
CREATE INDEX "topup_operators_country_idx" ON "topup_operators" USING btree ("country_iso","name");--> statement-breakpoint
CREATE UNIQUE INDEX "topup_orders_idempotency_idx" ON "topup_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "topup_orders_user_created_idx" ON "topup_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "topup_orders_due_idx" ON "topup_orders" USING btree ("state","next_attempt_at");