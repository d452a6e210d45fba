CREATE TABLE "referrals" (
	"id" text PRIMARY KEY NOT NULL,
	"referrer_id" text NOT NULL,
	"referred_id" text NOT NULL,
	"code" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"bonus_cents" bigint NOT NULL,
	"qualifying_order_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_referred_id_unique" UNIQUE("referred_id"),
	CONSTRAINT "referrals_state_check" CHECK (state in ('pending', 'paid', 'refused')),
	CONSTRAINT "referrals_not_self_check" CHECK (referrer_id <> referred_id),
	CONSTRAINT "referrals_paid_check" CHECK ((state = 'paid') = (paid_at is not null and qualifying_order_id is not null)),
	CONSTRAINT "referrals_refused_check" CHECK ((state = 'refused') = (refusal_reason is not null)),
	CONSTRAINT "referrals_bonus_check" CHECK (bonus_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referrals_referrer_created_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_referrer_paid_idx" ON "referrals" USING btree ("referrer_id","paid_at");--> statement-breakpoint
ALTER TABLE "funding_orders" ADD COLUMN "paypal_payer_id" text;--> statement-breakpoint
CREATE INDEX "funding_orders_payer_idx" ON "funding_orders" USING btree ("paypal_payer_id");--> statement-breakpoint
-- Every existing person gets a code (new ones get theirs at sign-up): 7 characters without 0/O/1/I/L,
-- drawn again on the rare collision with a code already given.
DO $$
DECLARE
	person record;
	candidate text;
	alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
BEGIN
	FOR person IN SELECT id FROM users WHERE referral_code IS NULL AND deleted_at IS NULL LOOP
		LOOP
			candidate := '';
			FOR i IN 1..7 LOOP
				candidate := candidate || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
			END LOOP;
			BEGIN
				UPDATE users SET referral_code = candidate WHERE id = person.id;
				EXIT;
			EXCEPTION WHEN unique_violation THEN
				-- taken: draw another
			END;
		END LOOP;
	END LOOP;
END $$;
