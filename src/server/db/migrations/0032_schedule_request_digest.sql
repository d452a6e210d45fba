ALTER TABLE "topup_schedules" ADD COLUMN "request_digest" text;
-- What "set it up" asked for, stored with its Idempotency-Key: the same key with the same body answers the
-- first schedule, with another body 409, as top-ups, baskets and loyalty do (one rule, item 13).
