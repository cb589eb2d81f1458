CREATE TABLE "reconciliation_findings" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tx_hash" text,
	"withdrawal_id" uuid,
	"user_id" uuid,
	"address" text,
	"detail" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"from_block" bigint,
	"to_block" bigint,
	"checked" jsonb,
	"findings" integer,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "reconciliation_findings_open_idx" ON "reconciliation_findings" USING btree ("resolved_at","first_seen_at");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_started_idx" ON "reconciliation_runs" USING btree ("started_at");