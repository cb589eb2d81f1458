ALTER TABLE "backup_runs" ADD COLUMN "size_bytes" bigint;--> statement-breakpoint
ALTER TABLE "backup_runs" ADD COLUMN "started_by" text;