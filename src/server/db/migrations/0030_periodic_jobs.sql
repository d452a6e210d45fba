-- One row per periodic job of the cluster (ADR 0057): each period runs once, on the instance that wins the
-- row's lease; a lease that lapses (its instance died) is won by another instance, which runs the period.
CREATE TABLE "periodic_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"running_period" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"runs" bigint DEFAULT 0 NOT NULL,
	"failures" bigint DEFAULT 0 NOT NULL
);
