-- Family pots (ADR 0074): an automatic top-up shared by its owner with up to four members, each paying a
-- whole percentage of every run's price from their own wallet. A member is a row until they leave
-- ("left_at"); an invitation is kept by the SHA-256 of its link's token (the link is the only clear copy) and
-- is used once. The run's money moves in the ledger keyed by the run (`pot:<schedule>:<day>:share:<member>`).
CREATE TABLE "family_pot_members" (
	"schedule_id" text NOT NULL,
	"user_id" text NOT NULL,
	"share_percent" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "family_pot_members_pk" PRIMARY KEY("schedule_id","user_id"),
	CONSTRAINT "family_pot_members_share_check" CHECK ("family_pot_members"."share_percent" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "family_pot_invites" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"share_percent" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"used_by" text,
	"used_at" timestamp with time zone,
	CONSTRAINT "family_pot_invites_share_check" CHECK ("family_pot_invites"."share_percent" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "family_pot_members" ADD CONSTRAINT "family_pot_members_schedule_id_topup_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."topup_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_pot_members" ADD CONSTRAINT "family_pot_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_pot_invites" ADD CONSTRAINT "family_pot_invites_schedule_id_topup_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."topup_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_pot_invites" ADD CONSTRAINT "family_pot_invites_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "family_pot_members_user_idx" ON "family_pot_members" USING btree ("user_id") WHERE "family_pot_members"."left_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "family_pot_invites_token_idx" ON "family_pot_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_pot_invites_schedule_idx" ON "family_pot_invites" USING btree ("schedule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_pot_invites_idempotency_idx" ON "family_pot_invites" USING btree ("schedule_id","idempotency_key") WHERE "family_pot_invites"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "topup_schedule_runs_topup_idx" ON "topup_schedule_runs" USING btree ("topup_id") WHERE "topup_schedule_runs"."topup_id" is not null;
