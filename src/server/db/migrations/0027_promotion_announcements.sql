ALTER TABLE "promotions" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "announce_cursor" text;--> statement-breakpoint
-- Offers that exist before announcing did were seen on /promotions already: they are not news.
UPDATE "promotions" SET "announced_at" = now();
