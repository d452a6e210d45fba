CREATE TABLE "topup_sending_totals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"day_cents" bigint NOT NULL,
	"month" date NOT NULL,
	"month_cents" bigint NOT NULL,
	CONSTRAINT "topup_sending_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id")
);--> statement-breakpoint
-- What each person has sent this UTC day and month, as the orders say when the migration runs; from here
-- on the order's insert adds to it and its failure or cancellation takes it back (ADR 0047).
INSERT INTO "topup_sending_totals" ("user_id", "day", "day_cents", "month", "month_cents")
SELECT o."user_id",
       (now() AT TIME ZONE 'UTC')::date,
       coalesce(sum(q."amount_cents") FILTER (WHERE o."created_at" >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0),
       date_trunc('month', now() AT TIME ZONE 'UTC')::date,
       sum(q."amount_cents")
  FROM "topup_orders" o JOIN "topup_quotes" q ON q."id" = o."quote_id"
 WHERE o."state" NOT IN ('failed', 'cancelled')
   AND o."created_at" >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
 GROUP BY o."user_id";
