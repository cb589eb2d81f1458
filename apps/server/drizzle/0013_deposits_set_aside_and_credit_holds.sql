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
ALTER TABLE "subscription_credit_holds" ADD CONSTRAINT "subscription_credit_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_credit_holds_recheck_idx" ON "subscription_credit_holds" USING btree ("recheck_at");--> statement-breakpoint
CREATE INDEX "deposit_transfers_set_aside_idx" ON "deposit_transfers" USING btree ("set_aside_at") WHERE "deposit_transfers"."set_aside_at" IS NOT NULL AND "deposit_transfers"."credited_at" IS NULL AND "deposit_transfers"."dropped_at" IS NULL;