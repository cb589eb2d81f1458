CREATE TYPE "public"."ledger_kind" AS ENUM('REWARD_CREDIT', 'REWARD_LOCKED', 'LOCK_RELEASE', 'LOCK_FORFEIT', 'WITHDRAWAL_HOLD', 'HOLD_RELEASE', 'WITHDRAWAL_DEBIT');--> statement-breakpoint
CREATE TYPE "public"."cycle_source" AS ENUM('CSV', 'EXCHANGE');--> statement-breakpoint
CREATE TYPE "public"."cycle_status" AS ENUM('RUNNING', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."reward_status" AS ENUM('CREDITED', 'LOCKED', 'FORFEITED');--> statement-breakpoint
CREATE TYPE "public"."reward_type" AS ENUM('DIRECT', 'DOWNLINE');--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"reward_type" "reward_type",
	"reward_id" uuid,
	"cycle_id" uuid,
	"withdrawal_id" uuid,
	"settles_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_shape" CHECK (CASE
        WHEN "ledger_entries"."kind" IN ('REWARD_CREDIT', 'REWARD_LOCKED') THEN
          "ledger_entries"."reward_type" IS NOT NULL AND num_nonnulls("ledger_entries"."reward_id", "ledger_entries"."cycle_id") = 1
          AND "ledger_entries"."withdrawal_id" IS NULL AND "ledger_entries"."settles_entry_id" IS NULL
        WHEN "ledger_entries"."kind" IN ('LOCK_RELEASE', 'LOCK_FORFEIT') THEN
          "ledger_entries"."reward_type" IS NOT NULL AND "ledger_entries"."settles_entry_id" IS NOT NULL AND "ledger_entries"."withdrawal_id" IS NULL
        ELSE
          "ledger_entries"."withdrawal_id" IS NOT NULL AND "ledger_entries"."reward_type" IS NULL AND "ledger_entries"."reward_id" IS NULL
          AND "ledger_entries"."cycle_id" IS NULL AND "ledger_entries"."settles_entry_id" IS NULL
      END)
);
--> statement-breakpoint
CREATE TABLE "member_compliance" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"compliant" boolean NOT NULL,
	"non_compliant_since" timestamp with time zone,
	"reason" text,
	"balance_usdt" numeric(38, 18),
	"last_checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycle_inputs" (
	"cycle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"uid" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	CONSTRAINT "cycle_inputs_cycle_id_user_id_pk" PRIMARY KEY("cycle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "cycle_progress" (
	"cycle_id" uuid PRIMARY KEY NOT NULL,
	"phase" text NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cycles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"period_label" text NOT NULL,
	"source" "cycle_source" NOT NULL,
	"status" "cycle_status" NOT NULL,
	"content_hash" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"paid_rows" integer DEFAULT 0 NOT NULL,
	"unknown_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"rewards_created" bigint DEFAULT 0 NOT NULL,
	"total_master_amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"total_reward_amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"report" jsonb DEFAULT '{"unknownUids":[],"rejectedRows":[],"phases":[]}'::jsonb NOT NULL,
	"error" text,
	"created_by_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "cycles_number_unique" UNIQUE("number"),
	CONSTRAINT "cycles_period_label_unique" UNIQUE("period_label")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT uuidv7() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_user_id" uuid,
	"type" "reward_type" NOT NULL,
	"level" smallint NOT NULL,
	"percent" numeric(9, 4) NOT NULL,
	"master_amount" numeric(38, 18) NOT NULL,
	"reward_amount" numeric(38, 18) NOT NULL,
	"cycle" integer NOT NULL,
	"status" "reward_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_level_range" CHECK ("rewards"."level" BETWEEN 1 AND 15),
	CONSTRAINT "rewards_amounts_positive" CHECK ("rewards"."reward_amount" > 0 AND "rewards"."master_amount" > 0),
	CONSTRAINT "rewards_percent_range" CHECK ("rewards"."percent" > 0 AND "rewards"."percent" <= 100),
	CONSTRAINT "rewards_cycle_positive" CHECK ("rewards"."cycle" >= 1)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_settles_entry_id_ledger_entries_id_fk" FOREIGN KEY ("settles_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_compliance" ADD CONSTRAINT "member_compliance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_inputs" ADD CONSTRAINT "cycle_inputs_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_progress" ADD CONSTRAINT "cycle_progress_cycle_id_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycles" ADD CONSTRAINT "cycles_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reward_credit_unique" ON "ledger_entries" USING btree ("reward_id") WHERE "ledger_entries"."kind" IN ('REWARD_CREDIT', 'REWARD_LOCKED');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_cycle_credit_unique" ON "ledger_entries" USING btree ("cycle_id","user_id") WHERE "ledger_entries"."kind" IN ('REWARD_CREDIT', 'REWARD_LOCKED');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_settles_unique" ON "ledger_entries" USING btree ("settles_entry_id") WHERE "ledger_entries"."settles_entry_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_withdrawal_kind_unique" ON "ledger_entries" USING btree ("withdrawal_id","kind") WHERE "ledger_entries"."withdrawal_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_withdrawal_outcome_unique" ON "ledger_entries" USING btree ("withdrawal_id") WHERE "ledger_entries"."kind" IN ('HOLD_RELEASE', 'WITHDRAWAL_DEBIT');--> statement-breakpoint
CREATE INDEX "rewards_user_created_idx" ON "rewards" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rewards_user_level_created_idx" ON "rewards" USING btree ("user_id","level","created_at","id");--> statement-breakpoint
CREATE INDEX "rewards_user_type_created_idx" ON "rewards" USING btree ("user_id","type","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_once_unique" ON "rewards" USING btree ("user_id","source_user_id","type","cycle");