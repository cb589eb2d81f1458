CREATE TABLE "reward_running_below" (
	"member_id" uuid NOT NULL,
	"depth" smallint NOT NULL,
	"amounts" numeric(38, 18)[] NOT NULL,
	CONSTRAINT "reward_running_below_member_id_depth_pk" PRIMARY KEY("member_id","depth")
);
--> statement-breakpoint
CREATE TABLE "reward_running_folds" (
	"cycle" integer PRIMARY KEY NOT NULL,
	"folded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_running_own" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"amounts" numeric(38, 18)[] NOT NULL
);
--> statement-breakpoint
-- hand-written: begin
-- The tree reads a node's rows of every depth below it in one range: the primary key carries the
-- sums, so that read stays in the index once the fold job's VACUUM has marked the pages visible.
-- Nothing is backfilled here: the fold job (summaries/running-totals.ts) folds every PAID cycle
-- not folded yet, one transaction each, and until then the tree reads those cycles one by one.
ALTER TABLE reward_running_below DROP CONSTRAINT reward_running_below_member_id_depth_pk;
ALTER TABLE reward_running_below ADD CONSTRAINT reward_running_below_member_id_depth_pk
  PRIMARY KEY (member_id, depth) INCLUDE (amounts);
-- hand-written: end
