-- Issue 20: a cycle is identified by the days it pays for and its data, not by its label.
ALTER TABLE "cycles" DROP CONSTRAINT "cycles_period_label_unique";--> statement-breakpoint
-- COMPLETED becomes PAID: a cycle's status says what happened to its money.
ALTER TYPE "public"."cycle_status" RENAME VALUE 'COMPLETED' TO 'PAID';--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "period_end" date;--> statement-breakpoint
-- Cycles from before periods existed: an exchange import named its days in its label
-- (exchange-YYYYMMDD-YYYYMMDD); any other is dated by the day it ran.
UPDATE "cycles" SET
  "period_start" = CASE WHEN "period_label" ~ '^exchange-\d{8}-\d{8}$'
    THEN least(to_date(substr("period_label", 10, 8), 'YYYYMMDD'), to_date(substr("period_label", 19, 8), 'YYYYMMDD'))
    ELSE ("started_at" AT TIME ZONE 'UTC')::date END,
  "period_end" = CASE WHEN "period_label" ~ '^exchange-\d{8}-\d{8}$'
    THEN greatest(to_date(substr("period_label", 10, 8), 'YYYYMMDD'), to_date(substr("period_label", 19, 8), 'YYYYMMDD'))
    ELSE ("started_at" AT TIME ZONE 'UTC')::date END;--> statement-breakpoint
ALTER TABLE "cycles" ALTER COLUMN "period_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cycles" ALTER COLUMN "period_end" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "already_paid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "cycles" ADD COLUMN "warning" text;--> statement-breakpoint
CREATE INDEX "cycles_content_hash_idx" ON "cycles" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "cycles_period_idx" ON "cycles" USING btree ("period_start","period_end");--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_period_order" CHECK ("cycles"."period_end" >= "cycles"."period_start");
