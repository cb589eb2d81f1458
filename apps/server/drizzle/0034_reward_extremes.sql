ALTER TABLE "reward_earnings" ADD COLUMN "greatest_reward" numeric(38, 18);--> statement-breakpoint
ALTER TABLE "reward_earnings" ADD COLUMN "least_reward" numeric(38, 18);
--> statement-breakpoint
-- hand-written: begin
-- The largest and smallest single reward of each (viewer, source), any status (ADR 0021), follow
-- every INSERT, UPDATE and DELETE statement on `rewards`, in a trigger of their own beside
-- `reward_summaries_fold` (ADR 0019); a DOWNLINE cycle's paying statement folds its own rows
-- (summaries/fold-cycle.ts). Amounts never change after insert: new rows can only widen a pair's
-- range. A row that leaves a pair (a DELETE: tests; or an UPDATE of its amount, users or id, which
-- the application never makes) has the pair read again from its rewards (the unique index
-- (user_id, source_user_id, type, cycle) of `rewards` and every cycle table). A status change
-- (release, forfeit) moves nothing here.
CREATE FUNCTION reward_extremes_fold() RETURNS trigger LANGUAGE plpgsql AS $fold$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reward_earnings AS e (user_id, source_user_id, earned, locked, greatest_reward, least_reward)
    SELECT user_id, source_user_id, 0, 0, max(reward_amount), min(reward_amount)
      FROM new_rows WHERE source_user_id IS NOT NULL
     GROUP BY user_id, source_user_id
    ON CONFLICT (user_id, source_user_id) DO UPDATE
       SET greatest_reward = greatest(e.greatest_reward, excluded.greatest_reward),
           least_reward = least(e.least_reward, excluded.least_reward)
     WHERE e.greatest_reward IS NULL OR excluded.greatest_reward > e.greatest_reward
        OR excluded.least_reward < e.least_reward;
    RETURN NULL;
  END IF;
  -- The pairs a row left (and, for an UPDATE, entered) are read again from their rewards.
  IF TG_OP = 'DELETE' THEN
    INSERT INTO reward_earnings AS e (user_id, source_user_id, earned, locked, greatest_reward, least_reward)
    SELECT p.user_id, p.source_user_id, 0, 0,
           (SELECT max(r.reward_amount) FROM rewards r WHERE r.user_id = p.user_id AND r.source_user_id = p.source_user_id),
           (SELECT min(r.reward_amount) FROM rewards r WHERE r.user_id = p.user_id AND r.source_user_id = p.source_user_id)
      FROM (SELECT DISTINCT user_id, source_user_id FROM old_rows c WHERE source_user_id IS NOT NULL) p
    ON CONFLICT (user_id, source_user_id) DO UPDATE
       SET greatest_reward = excluded.greatest_reward, least_reward = excluded.least_reward;
  ELSE
    INSERT INTO reward_earnings AS e (user_id, source_user_id, earned, locked, greatest_reward, least_reward)
    SELECT p.user_id, p.source_user_id, 0, 0,
           (SELECT max(r.reward_amount) FROM rewards r WHERE r.user_id = p.user_id AND r.source_user_id = p.source_user_id),
           (SELECT min(r.reward_amount) FROM rewards r WHERE r.user_id = p.user_id AND r.source_user_id = p.source_user_id)
      FROM (SELECT DISTINCT v.user_id, v.source_user_id
              FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
              CROSS JOIN LATERAL (VALUES (n.user_id, n.source_user_id), (o.user_id, o.source_user_id)) v (user_id, source_user_id)
             WHERE (n.id IS NULL OR o.id IS NULL OR n.user_id <> o.user_id
                    OR n.source_user_id IS DISTINCT FROM o.source_user_id OR n.reward_amount <> o.reward_amount)
               AND v.source_user_id IS NOT NULL) p
    ON CONFLICT (user_id, source_user_id) DO UPDATE
       SET greatest_reward = excluded.greatest_reward, least_reward = excluded.least_reward;
  END IF;
  RETURN NULL;
END
$fold$;
--> statement-breakpoint
CREATE TRIGGER rewards_extremes_insert AFTER INSERT ON rewards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_extremes_fold();
--> statement-breakpoint
CREATE TRIGGER rewards_extremes_update AFTER UPDATE ON rewards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_extremes_fold();
--> statement-breakpoint
CREATE TRIGGER rewards_extremes_delete AFTER DELETE ON rewards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_extremes_fold();
--> statement-breakpoint
-- Backfill from the rewards in place (every cycle table included): pairs whose rewards are all
-- forfeited get a row with nothing earned.
INSERT INTO reward_earnings AS e (user_id, source_user_id, earned, locked, greatest_reward, least_reward)
SELECT user_id, source_user_id, 0, 0, max(reward_amount), min(reward_amount)
  FROM rewards WHERE source_user_id IS NOT NULL
 GROUP BY user_id, source_user_id
ON CONFLICT (user_id, source_user_id) DO UPDATE
   SET greatest_reward = excluded.greatest_reward, least_reward = excluded.least_reward;
--> statement-breakpoint
ANALYZE reward_earnings;
-- hand-written: end
