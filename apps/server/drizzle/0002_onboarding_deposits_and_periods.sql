CREATE SEQUENCE "public"."deposit_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 9223372036854775807 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain_id" integer NOT NULL,
	"token" text NOT NULL,
	"genesis_hash" text NOT NULL,
	"last_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_cursors_chain_id_token_pk" PRIMARY KEY("chain_id","token")
);
--> statement-breakpoint
CREATE TABLE "deposit_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"token" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_units" numeric(78, 0) NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	CONSTRAINT "deposit_transfers_chain_tx_log_unique" UNIQUE("chain_id","tx_hash","log_index"),
	CONSTRAINT "deposit_transfers_credited_or_dropped" CHECK ("deposit_transfers"."credited_at" IS NULL OR "deposit_transfers"."dropped_at" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"period_number" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"amount_usdt" numeric(38, 18) NOT NULL,
	CONSTRAINT "subscription_periods_user_number_unique" UNIQUE("user_id","period_number"),
	CONSTRAINT "subscription_periods_order" CHECK ("subscription_periods"."ends_at" > "subscription_periods"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "deposit_transfers" ADD CONSTRAINT "deposit_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_transfers_user_idx" ON "deposit_transfers" USING btree ("user_id","block_number");--> statement-breakpoint
CREATE INDEX "deposit_transfers_uncredited_idx" ON "deposit_transfers" USING btree ("chain_id","block_number") WHERE "deposit_transfers"."credited_at" IS NULL AND "deposit_transfers"."dropped_at" IS NULL;--> statement-breakpoint
CREATE INDEX "subscription_periods_user_ends_idx" ON "subscription_periods" USING btree ("user_id","ends_at");