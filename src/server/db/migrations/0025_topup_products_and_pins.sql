ALTER TABLE "topup_operators" ADD COLUMN "product_kind" text DEFAULT 'airtime' NOT NULL;--> statement-breakpoint
ALTER TABLE "topup_operators" ADD COLUMN "fixed_amount_descriptions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "topup_operators" ADD CONSTRAINT "topup_operators_product_kind_check" CHECK ("product_kind" in ('airtime', 'data', 'pin'));--> statement-breakpoint
ALTER TABLE "topup_quotes" ADD COLUMN "product_kind" text DEFAULT 'airtime' NOT NULL;--> statement-breakpoint
ALTER TABLE "topup_quotes" ADD COLUMN "plan_description" text;--> statement-breakpoint
CREATE TABLE "topup_pins" (
	"topup_id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"code" text NOT NULL,
	"serial" text,
	"instructions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ivr" text,
	"validity" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "topup_pins" ADD CONSTRAINT "topup_pins_topup_id_topup_orders_id_fk" FOREIGN KEY ("topup_id") REFERENCES "public"."topup_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_pins" ADD CONSTRAINT "topup_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
