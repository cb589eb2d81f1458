-- The uplines of a member (descendant_id, depth) with their ids in the index: reading them needs
-- no table access (DIRECT and DOWNLINE payouts, the tree's parent look-ups).
DROP INDEX "referral_paths_descendant_depth_idx";--> statement-breakpoint
CREATE INDEX "referral_paths_descendant_depth_idx" ON "referral_paths" USING btree ("descendant_id","depth","ancestor_id");