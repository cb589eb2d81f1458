-- The network's lists and statistics read the member facts they filter and count on from the
-- closure rows themselves (see network.schema.ts). Existing rows are filled from the accounts
-- before the columns become NOT NULL, so a database with members migrates too.
DROP INDEX "referral_paths_ancestor_depth_idx";--> statement-breakpoint
ALTER TABLE "referral_paths" ADD COLUMN "descendant_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_paths" ADD COLUMN "descendant_status" "user_status";--> statement-breakpoint
ALTER TABLE "referral_paths" ADD COLUMN "descendant_linked" boolean;--> statement-breakpoint
ALTER TABLE "referral_paths" ADD COLUMN "descendant_paid_until" timestamp with time zone;--> statement-breakpoint
UPDATE "referral_paths" p
   SET "descendant_joined_at" = u."created_at",
       "descendant_status" = CASE WHEN u."deleted_at" IS NULL THEN u."status" ELSE 'DISABLED' END,
       "descendant_linked" = u."deleted_at" IS NULL AND u."bingx_uid" IS NOT NULL,
       "descendant_paid_until" = CASE WHEN u."deleted_at" IS NULL THEN u."subscription_expires_at" END
  FROM "users" u
 WHERE u."id" = p."descendant_id";--> statement-breakpoint
ALTER TABLE "referral_paths" ALTER COLUMN "descendant_joined_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_paths" ALTER COLUMN "descendant_status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_paths" ALTER COLUMN "descendant_linked" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "referral_paths_network_idx" ON "referral_paths" USING btree ("ancestor_id","depth","descendant_joined_at" DESC NULLS LAST,"descendant_id","descendant_status","descendant_linked","descendant_paid_until");--> statement-breakpoint
-- Whoever changes an account (admin status change, deletion, UID link, subscription payment), its
-- at most 15 closure rows follow in the same transaction. Same rules as placeUnderReferrer.
CREATE FUNCTION referral_paths_sync_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE referral_paths
     SET descendant_joined_at = NEW.created_at,
         descendant_status = CASE WHEN NEW.deleted_at IS NULL THEN NEW.status ELSE 'DISABLED' END,
         descendant_linked = NEW.deleted_at IS NULL AND NEW.bingx_uid IS NOT NULL,
         descendant_paid_until = CASE WHEN NEW.deleted_at IS NULL THEN NEW.subscription_expires_at END
   WHERE descendant_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_sync_referral_paths
  AFTER UPDATE OF created_at, status, bingx_uid, subscription_expires_at, deleted_at ON users
  FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
     OR OLD.status IS DISTINCT FROM NEW.status
     OR OLD.bingx_uid IS DISTINCT FROM NEW.bingx_uid
     OR OLD.subscription_expires_at IS DISTINCT FROM NEW.subscription_expires_at
     OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION referral_paths_sync_member();
