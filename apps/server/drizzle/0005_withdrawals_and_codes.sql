CREATE TYPE "public"."withdrawal_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'BLOCKED_COMPLIANCE');--> statement-breakpoint
CREATE TABLE "withdrawal_otps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" numeric(30, 8) NOT NULL,
	"asset" text NOT NULL,
	"wallet_address" text NOT NULL,
	"status" "withdrawal_status" DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"transaction_hash" text,
	"requested_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by_id" uuid,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_decided_when_processed" CHECK (("withdrawals"."status" = 'PENDING') = ("withdrawals"."processed_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_otps" ADD CONSTRAINT "withdrawal_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_processed_by_id_users_id_fk" FOREIGN KEY ("processed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_otps_user_created_idx" ON "withdrawal_otps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawal_otps_one_live_per_user" ON "withdrawal_otps" USING btree ("user_id") WHERE "withdrawal_otps"."consumed_at" IS NULL AND "withdrawal_otps"."replaced_at" IS NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_user_requested_idx" ON "withdrawals" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_requested_idx" ON "withdrawals" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_requested_idx" ON "withdrawals" USING btree ("requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending_per_user" ON "withdrawals" USING btree ("user_id") WHERE "withdrawals"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending_per_address" ON "withdrawals" USING btree (lower("wallet_address")) WHERE "withdrawals"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_transaction_hash_unique" ON "withdrawals" USING btree (lower("transaction_hash")) WHERE "withdrawals"."transaction_hash" IS NOT NULL;