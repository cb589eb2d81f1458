CREATE TYPE "public"."adjustment_direction" AS ENUM('CREDIT', 'DEBIT');--> statement-breakpoint
CREATE TYPE "public"."adjustment_status" AS ENUM('PENDING', 'APPLIED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."payout_method" AS ENUM('MANUAL', 'WALLET');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('AWAITING_PAYMENT', 'BROADCAST', 'CONFIRMED', 'FAILED');--> statement-breakpoint
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
CREATE TABLE "payout_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"withdrawal_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"from_address" text NOT NULL,
	"nonce" bigint NOT NULL,
	"tx_hash" text NOT NULL,
	"raw_tx" text NOT NULL,
	"gas_price" numeric(78, 0) NOT NULL,
	"replaces_id" uuid,
	"signed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"last_send_error" text,
	CONSTRAINT "payout_transactions_hash_lower" CHECK ("payout_transactions"."tx_hash" = lower("payout_transactions"."tx_hash"))
);
--> statement-breakpoint
CREATE TABLE "payout_wallet_nonces" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"next_nonce" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_wallet_nonces_chain_id_address_pk" PRIMARY KEY("chain_id","address")
);
--> statement-breakpoint
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
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_shape";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "adjustment_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_status" "payout_status";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_method" "payout_method";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_note" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_failure" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_block_number" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_block_hash" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_missing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by_id" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: begin
-- Withdrawals approved before payouts proved themselves were debited at approval: they count as
-- CONFIRMED manual payouts (the reconciliation checks their hashes on the chain). Before the
-- withdrawals_payout_when_approved check below.
UPDATE "withdrawals" SET "payout_status" = 'CONFIRMED', "payout_method" = 'MANUAL', "payout_confirmed_at" = "processed_at" WHERE "status" = 'APPROVED';--> statement-breakpoint
-- hand-written: end
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_adjustments" ADD CONSTRAINT "ledger_adjustments_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transactions" ADD CONSTRAINT "payout_transactions_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transactions" ADD CONSTRAINT "payout_transactions_replaces_id_payout_transactions_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."payout_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_adjustments_user_idx" ON "ledger_adjustments" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transactions_tx_hash_unique" ON "payout_transactions" USING btree ("tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transactions_nonce_unique" ON "payout_transactions" USING btree ("chain_id","from_address","nonce") WHERE "payout_transactions"."replaces_id" IS NULL;--> statement-breakpoint
CREATE INDEX "payout_transactions_withdrawal_idx" ON "payout_transactions" USING btree ("withdrawal_id","signed_at");--> statement-breakpoint
CREATE INDEX "reconciliation_findings_open_idx" ON "reconciliation_findings" USING btree ("resolved_at","first_seen_at");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_started_idx" ON "reconciliation_runs" USING btree ("started_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_id_users_id_fk" FOREIGN KEY ("first_approved_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_adjustment_unique" ON "ledger_entries" USING btree ("adjustment_id") WHERE "ledger_entries"."adjustment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_payout_open_idx" ON "withdrawals" USING btree ("payout_status") WHERE "withdrawals"."payout_status" IN ('AWAITING_PAYMENT', 'BROADCAST');--> statement-breakpoint
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
      END);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_when_approved" CHECK (("withdrawals"."status" = 'APPROVED') = ("withdrawals"."payout_status" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_confirmed_payout" CHECK ("withdrawals"."payout_status" IS DISTINCT FROM 'CONFIRMED' OR "withdrawals"."payout_confirmed_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approval" CHECK (("withdrawals"."first_approved_by_id" IS NULL) = ("withdrawals"."first_approved_at" IS NULL));