CREATE TABLE "operator_promotions" (
	"aggregator_promotion_id" integer PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"title" text NOT NULL,
	"headline" text,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"denominations" text,
	"local_denominations" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_promotions_period_check" CHECK ("operator_promotions"."ends_at" >= "operator_promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "operator_promotions" ADD CONSTRAINT "operator_promotions_operator_id_topup_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."topup_operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_promotions_operator_idx" ON "operator_promotions" USING btree ("operator_id","ends_at");--> statement-breakpoint
CREATE INDEX "operator_promotions_ends_idx" ON "operator_promotions" USING btree ("ends_at");
