CREATE TABLE "scheduled_runs" (
	"task" text NOT NULL,
	"period" text NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_task_period_pk" PRIMARY KEY("task","period")
);
