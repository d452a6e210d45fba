CREATE TABLE "baskets" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'quoted' NOT NULL,
	"payment_method" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "baskets_state_check" CHECK (state in ('quoted', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "basket_items" (
	"basket_id" text NOT NULL,
	"position" integer NOT NULL,
	"quote_id" text NOT NULL,
	"order_id" text,
	CONSTRAINT "basket_items_basket_id_position_pk" PRIMARY KEY("basket_id","position"),
	CONSTRAINT "basket_items_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "basket_items_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_quote_id_topup_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."topup_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_order_id_topup_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."topup_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_idempotency_idx" ON "baskets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "baskets_user_created_idx" ON "baskets" USING btree ("user_id","created_at");
