CREATE TYPE "public"."adjustment_direction" AS ENUM('CREDIT', 'DEBIT');--> statement-breakpoint
CREATE TYPE "public"."adjustment_status" AS ENUM('PENDING', 'APPLIED', 'REJECTED');--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'ADJUSTMENT_CREDIT';--> statement-breakpoint
ALTER TYPE "public"."ledger_kind" ADD VALUE 'ADJUSTMENT_DEBIT';--> statement-breakpoint
CREATE TABLE "ledger_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"direction" "adjustment_direction" NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"reason" text NOT NULL,
	"status" "adjustment_status" NOT NULL,
	"requested_by_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "ledger_adjustments_amount_positive" CHECK ("ledger_adjustments"."amount" > 0),
	CONSTRAINT "ledger_adjustments_decided" CHECK (("ledger_adjustments"."status" = 'PENDING') = ("ledger_adjustments"."decided_by_id" IS NULL AND "ledger_adjustments"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_shape";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "adjustment_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_adjustments_user_idx" ON "ledger_adjustments" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_adjustment_unique" ON "ledger_entries" USING btree ("adjustment_id") WHERE "ledger_entries"."adjustment_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_shape" CHECK (CASE
        WHEN "ledger_entries"."kind"::text IN ('ADJUSTMENT_CREDIT', 'ADJUSTMENT_DEBIT') THEN
          "ledger_entries"."adjustment_id" IS NOT NULL AND "ledger_entries"."withdrawal_id" IS NULL AND "ledger_entries"."reward_type" IS NULL
          AND "ledger_entries"."reward_id" IS NULL AND "ledger_entries"."cycle_id" IS NULL AND "ledger_entries"."settles_entry_id" IS NULL
        WHEN "ledger_entries"."kind" IN ('REWARD_CREDIT', 'REWARD_LOCKED') THEN
          "ledger_entries"."reward_type" IS NOT NULL AND num_nonnulls("ledger_entries"."reward_id", "ledger_entries"."cycle_id") = 1
          AND "ledger_entries"."withdrawal_id" IS NULL AND "ledger_entries"."settles_entry_id" IS NULL
        WHEN "ledger_entries"."kind" IN ('LOCK_RELEASE', 'LOCK_FORFEIT') THEN
          "ledger_entries"."reward_type" IS NOT NULL AND "ledger_entries"."settles_entry_id" IS NOT NULL AND "ledger_entries"."withdrawal_id" IS NULL
        ELSE
          "ledger_entries"."withdrawal_id" IS NOT NULL AND "ledger_entries"."reward_type" IS NULL AND "ledger_entries"."reward_id" IS NULL
          AND "ledger_entries"."cycle_id" IS NULL AND "ledger_entries"."settles_entry_id" IS NULL AND "ledger_entries"."adjustment_id" IS NULL
      END);