-- ADR 0067: "Ask for credit". A person without an account asks for a top-up to her own
-- number; the link she shares carries an opaque token, of which only its SHA-256 is kept here. The request is
-- answered once (by the top-up order that pays it, released again if that order fails or is cancelled) and
-- expires after 7 days. The client address is kept as a keyed hash, only to count requests per address.
CREATE TABLE "credit_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"country_iso" text NOT NULL,
	"phone_e164" text NOT NULL,
	"operator_id" integer,
	"operator_name" text,
	"amount_cents" bigint,
	"name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"address_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_order_id" text,
	"answered_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "credit_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "credit_requests_answered_order_id_unique" UNIQUE("answered_order_id"),
	CONSTRAINT "credit_requests_answered_check" CHECK (("answered_order_id" is null) = ("answered_at" is null)),
	CONSTRAINT "credit_requests_delivered_check" CHECK ("delivered_at" is null or "answered_order_id" is not null),
	CONSTRAINT "credit_requests_amount_check" CHECK ("amount_cents" is null or "amount_cents" > 0),
	CONSTRAINT "credit_requests_language_check" CHECK ("language" in ('en', 'fr', 'es', 'pt', 'ht'))
);
--> statement-breakpoint
ALTER TABLE "credit_requests" ADD CONSTRAINT "credit_requests_answered_order_id_topup_orders_id_fk" FOREIGN KEY ("answered_order_id") REFERENCES "public"."topup_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_requests_phone_created_idx" ON "credit_requests" USING btree ("phone_e164","created_at");--> statement-breakpoint
CREATE INDEX "credit_requests_address_created_idx" ON "credit_requests" USING btree ("address_hash","created_at");
