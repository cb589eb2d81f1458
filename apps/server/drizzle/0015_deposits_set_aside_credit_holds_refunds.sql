CREATE TABLE "deposit_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_units" numeric(78, 0) NOT NULL,
	"tx_hash" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_refunds_tx_hash_unique" UNIQUE("tx_hash"),
	CONSTRAINT "deposit_refunds_positive" CHECK ("deposit_refunds"."amount_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_credit_holds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"recheck_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_transfers" ADD COLUMN "set_aside_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_transfers" ADD COLUMN "credit_error" text;--> statement-breakpoint
ALTER TABLE "deposit_transfers" ADD COLUMN "credit_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_transfers" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_refunds" ADD CONSTRAINT "deposit_refunds_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_credit_holds" ADD CONSTRAINT "subscription_credit_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_refunds_user_idx" ON "deposit_refunds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_credit_holds_recheck_idx" ON "subscription_credit_holds" USING btree ("recheck_at");--> statement-breakpoint
CREATE INDEX "deposit_transfers_set_aside_idx" ON "deposit_transfers" USING btree ("set_aside_at") WHERE "deposit_transfers"."set_aside_at" IS NOT NULL AND "deposit_transfers"."credited_at" IS NULL AND "deposit_transfers"."dropped_at" IS NULL;