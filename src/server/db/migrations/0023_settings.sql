CREATE TABLE "setting_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "setting_changes_key_idx" ON "setting_changes" USING btree ("key","id");--> statement-breakpoint
CREATE FUNCTION setting_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'setting_changes is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER setting_changes_no_update_or_delete BEFORE UPDATE OR DELETE ON "setting_changes"
  FOR EACH ROW EXECUTE FUNCTION setting_changes_append_only();--> statement-breakpoint
ALTER TABLE "topup_operators" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;
