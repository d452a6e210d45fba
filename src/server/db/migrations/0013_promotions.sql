CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text,
	"kind" text DEFAULT 'promotion' NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"min_amount_cents" bigint DEFAULT 0 NOT NULL,
	"max_discount_cents" bigint,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses_per_user" integer,
	"total_uses_limit" integer,
	"budget_cents" bigint,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"spent_cents" bigint DEFAULT 0 NOT NULL,
	"first_topup_only" boolean DEFAULT false NOT NULL,
	"country_isos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operator_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_type_check" CHECK (type in ('percentage', 'fixed')),
	CONSTRAINT "promotions_kind_check" CHECK (kind in ('promotion', 'welcome', 'bonus', 'loyalty')),
	CONSTRAINT "promotions_value_check" CHECK (value > 0 and (type = 'fixed' or value <= 10000)),
	CONSTRAINT "promotions_limits_check" CHECK (uses_count >= 0 and spent_cents >= 0 and (total_uses_limit is null or uses_count <= total_uses_limit) and (budget_cents is null or spent_cents <= budget_cents))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree (lower("code")) WHERE "code" is not null;--> statement-breakpoint
CREATE INDEX "promotions_listed_idx" ON "promotions" USING btree ("valid_until") WHERE "active";--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"topup_order_id" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"user_id" text NOT NULL,
	"quote_id" text NOT NULL,
	"discount_cents" bigint NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemptions_state_check" CHECK (state in ('held', 'used', 'released'))
);
--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_topup_order_id_topup_orders_id_fk" FOREIGN KEY ("topup_order_id") REFERENCES "public"."topup_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_redemptions_user_idx" ON "promotion_redemptions" USING btree ("promotion_id","user_id") WHERE state <> 'released';--> statement-breakpoint
ALTER TABLE "topup_quotes" ADD COLUMN "promotion_id" text;--> statement-breakpoint
ALTER TABLE "topup_quotes" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "topup_quotes" ADD COLUMN "promo_discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "topup_quotes" ADD CONSTRAINT "topup_quotes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;
