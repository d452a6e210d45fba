-- Loyalty (issue 12, ADR 0027): an append-only points ledger whose balance is users.loyalty_points, the
-- lifetime points that levels go by, and the level's top-up fee reduction held with a quote.
ALTER TABLE "users" ADD COLUMN "lifetime_loyalty_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_loyalty_points_check" CHECK (loyalty_points >= 0 and loyalty_points <= lifetime_loyalty_points);--> statement-breakpoint
CREATE TABLE "loyalty_points_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"topup_order_id" text,
	"redemption_id" text,
	"credit_cents" bigint,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "loyalty_points_entries_kind_check" CHECK (kind in ('earned', 'redeemed')),
	CONSTRAINT "loyalty_points_entries_sign_check" CHECK ((kind = 'earned' and points > 0) or (kind = 'redeemed' and points < 0)),
	CONSTRAINT "loyalty_points_entries_reference_check" CHECK ((kind = 'earned') = (topup_order_id is not null) and (kind = 'redeemed') = (redemption_id is not null and credit_cents > 0))
);
--> statement-breakpoint
ALTER TABLE "loyalty_points_entries" ADD CONSTRAINT "loyalty_points_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_points_entries" ADD CONSTRAINT "loyalty_points_entries_topup_order_id_topup_orders_id_fk" FOREIGN KEY ("topup_order_id") REFERENCES "public"."topup_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loyalty_points_entries_user_created_idx" ON "loyalty_points_entries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Points history is append-only, as the money ledger is: a mistake is corrected by a new entry.
CREATE FUNCTION loyalty_points_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'loyalty_points_entries is append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER loyalty_points_entries_append_only
  BEFORE UPDATE OR DELETE ON loyalty_points_entries
  FOR EACH ROW EXECUTE FUNCTION loyalty_points_entries_append_only();
--> statement-breakpoint
ALTER TABLE "topup_quotes" ADD COLUMN "topup_fee_reduction_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "topup_quotes" ADD COLUMN "loyalty_level" text;
