CREATE TYPE "public"."wallet_address_status" AS ENUM('PENDING', 'CONFIRMED');--> statement-breakpoint
CREATE TABLE "wallet_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"name" text,
	"status" "wallet_address_status" DEFAULT 'PENDING' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"usable_from" timestamp with time zone,
	CONSTRAINT "wallet_addresses_confirmed_shape" CHECK (("wallet_addresses"."status" = 'CONFIRMED') = ("wallet_addresses"."confirmed_at" IS NOT NULL AND "wallet_addresses"."usable_from" IS NOT NULL)),
	CONSTRAINT "wallet_addresses_token_pending" CHECK ("wallet_addresses"."token_hash" IS NULL OR "wallet_addresses"."status" = 'PENDING')
);
--> statement-breakpoint
ALTER TABLE "wallet_addresses" ADD CONSTRAINT "wallet_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_addresses_user_address_unique" ON "wallet_addresses" USING btree ("user_id",lower("address"));--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_addresses_token_hash_unique" ON "wallet_addresses" USING btree ("token_hash") WHERE "wallet_addresses"."token_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "wallet_addresses_user_idx" ON "wallet_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
-- hand-written: begin
-- Addresses members were already paid to (an APPROVED withdrawal, an admin's decision) enter
-- their books confirmed and usable at once, so the upgrade does not hold up known destinations
-- (ADR 0012); every other address waits like a new one.
INSERT INTO "wallet_addresses" ("user_id", "address", "status", "created_at", "confirmed_at", "usable_from")
SELECT DISTINCT ON (w."user_id", lower(w."wallet_address")) w."user_id", w."wallet_address", 'CONFIRMED', now(), now(), now()
FROM "withdrawals" w
WHERE w."status" = 'APPROVED'
ORDER BY w."user_id", lower(w."wallet_address"), w."requested_at"
ON CONFLICT DO NOTHING;
-- hand-written: end
