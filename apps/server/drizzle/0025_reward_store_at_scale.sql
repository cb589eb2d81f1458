CREATE SEQUENCE "public"."cycle_rewards_computed_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1000;--> statement-breakpoint
CREATE SEQUENCE "public"."cycle_rewards_written_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1000;--> statement-breakpoint
DROP INDEX "rewards_user_type_created_idx";--> statement-breakpoint
ALTER TABLE "cycle_progress" ADD COLUMN "step" text;--> statement-breakpoint
ALTER TABLE "cycle_progress" ADD COLUMN "step_rows" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
-- hand-written: begin
-- Every cycle table has every index `rewards` has (cycles/cycle-table.ts): the (user, type, ...)
-- index goes from the existing ones too. No row moves.
DO $$
DECLARE child text;
BEGIN
  FOR child IN SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
                WHERE i.inhparent = 'public.rewards'::regclass LOOP
    EXECUTE format('DROP INDEX IF EXISTS public.%I', child || '_user_type_created_idx');
  END LOOP;
END $$;
-- hand-written: end
