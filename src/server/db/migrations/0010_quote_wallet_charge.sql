ALTER TABLE "topup_quotes" ADD COLUMN "wallet_charge_cents" bigint;--> statement-breakpoint
UPDATE "topup_quotes" SET "wallet_charge_cents" = "total_cents" - "paypal_fee_cents";--> statement-breakpoint
ALTER TABLE "topup_quotes" ALTER COLUMN "wallet_charge_cents" SET NOT NULL;
