DROP TABLE "reward_earnings" CASCADE;--> statement-breakpoint
CREATE INDEX "cycle_inputs_amount_idx" ON "cycle_inputs" USING btree ("amount","cycle_id","user_id");--> statement-breakpoint
-- hand-written: begin
-- Nothing is kept per (viewer, source) any more (ADR 0029): the tree's per-node earnings and the
-- amount orders' sources are derived from the cycles' inputs, the rates each cycle paid at and
-- the viewer's ledger entries. The triggers that kept `reward_earnings` for every other write of
-- `rewards` go with it; `reward_summaries_fold` keeps the counts and the admin totals.
DROP TRIGGER rewards_extremes_insert ON rewards;--> statement-breakpoint
DROP TRIGGER rewards_extremes_update ON rewards;--> statement-breakpoint
DROP TRIGGER rewards_extremes_delete ON rewards;--> statement-breakpoint
DROP FUNCTION reward_extremes_fold();--> statement-breakpoint
-- The member index (cycles.tables.ts) with the amount, so what a tree node gave is read from the
-- index alone (one range per node, ~1,600 for the 1M bench member's first load); autovacuum marks
-- each cycle's new pages all-visible soon after it commits (its insert threshold, not a fraction
-- of a table that grows by a cycle's inputs).
CREATE INDEX cycle_inputs_member_idx ON cycle_inputs USING btree (user_id, cycle_id) INCLUDE (amount);--> statement-breakpoint
ALTER TABLE cycle_inputs SET (autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION reward_summaries_fold() RETURNS trigger LANGUAGE plpgsql AS $fold$
DECLARE
  cols constant text := 'id, user_id, source_user_id, type, level, cycle, reward_amount, master_amount, status';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', cols)
    ELSE format('SELECT %1$s, 1 AS sign FROM new_rows UNION ALL SELECT %1$s, -1 AS sign FROM old_rows', cols)
  END;
  -- Each member's rewards per type and level, any status.
  EXECUTE format($sql$
    INSERT INTO reward_counts AS n (user_id, type, level, rewards)
    SELECT user_id, type, level, sum(sign) FROM (%s) c
     GROUP BY user_id, type, level HAVING sum(sign) <> 0
    ON CONFLICT (user_id, type, level) DO UPDATE SET rewards = n.rewards + excluded.rewards$sql$, changes);
  -- The admin statistics per type, level and cycle over rewards not forfeited: the rows that
  -- entered (+1) or left (-1) that set; a row that stays in it (a lock released) cancels out.
  EXECUTE format($sql$
    WITH live AS (SELECT * FROM (%s) c WHERE status <> 'FORFEITED'),
         moved AS (SELECT * FROM live a WHERE NOT EXISTS (SELECT 1 FROM live b WHERE b.id = a.id AND b.sign = -a.sign))
    INSERT INTO reward_totals AS t (type, level, cycle, rewards, reward_amount, master_amount, max_reward_amount, min_reward_amount)
    SELECT type, level, cycle, sum(sign), sum(sign * reward_amount), sum(sign * master_amount),
           max(reward_amount) FILTER (WHERE sign = 1), min(reward_amount) FILTER (WHERE sign = 1)
      FROM moved GROUP BY type, level, cycle
    ON CONFLICT (type, level, cycle) DO UPDATE
       SET rewards = t.rewards + excluded.rewards,
           reward_amount = t.reward_amount + excluded.reward_amount,
           master_amount = t.master_amount + excluded.master_amount,
           max_reward_amount = greatest(t.max_reward_amount, excluded.max_reward_amount),
           min_reward_amount = least(t.min_reward_amount, excluded.min_reward_amount)$sql$, changes);
  -- A row that left took the group's largest or smallest amount with it: that group's are read again.
  EXECUTE format($sql$
    WITH live AS (SELECT * FROM (%s) c WHERE status <> 'FORFEITED'),
         removed AS (SELECT * FROM live a WHERE a.sign = -1 AND NOT EXISTS (SELECT 1 FROM live b WHERE b.id = a.id AND b.sign = 1))
    UPDATE reward_totals t
       SET max_reward_amount = (SELECT max(r.reward_amount) FROM rewards r
                                 WHERE r.type = t.type AND r.level = t.level AND r.cycle = t.cycle AND r.status <> 'FORFEITED'),
           min_reward_amount = (SELECT min(r.reward_amount) FROM rewards r
                                 WHERE r.type = t.type AND r.level = t.level AND r.cycle = t.cycle AND r.status <> 'FORFEITED')
     WHERE EXISTS (SELECT 1 FROM removed d
                    WHERE d.type = t.type AND d.level = t.level AND d.cycle = t.cycle
                      AND (d.reward_amount >= t.max_reward_amount OR d.reward_amount <= t.min_reward_amount))$sql$, changes);
  RETURN NULL;
END
$fold$;
--> statement-breakpoint
ANALYZE cycle_inputs;
-- hand-written: end
