-- Issue 13: staff can block a person. A blocked person cannot sign in or send; their sessions are ended
-- when the block is set. The reason is kept on the row (and in the audit log, with who and when).
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
-- The admin search looks people up by the start of their email (lower-case, as better-auth keeps it).
CREATE INDEX IF NOT EXISTS "users_email_prefix_idx" ON "users" ("email" text_pattern_ops);
