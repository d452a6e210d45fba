-- An order that answers a request for credit says so itself (ADR 0067): its settlement then looks at the
-- request only for such an order, where it asked credit_requests on every delivery. Orders already placed take
-- the mark from the requests they answered.
ALTER TABLE "topup_orders" ADD COLUMN "answers_credit_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "topup_orders" o SET "answers_credit_request" = true
  WHERE EXISTS (SELECT 1 FROM "credit_requests" c WHERE c."answered_order_id" = o."id");
