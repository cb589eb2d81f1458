CREATE TABLE "reward_counts" (
	"user_id" uuid NOT NULL,
	"type" "reward_type" NOT NULL,
	"level" smallint NOT NULL,
	"rewards" bigint NOT NULL,
	CONSTRAINT "reward_counts_user_id_type_level_pk" PRIMARY KEY("user_id","type","level")
);
--> statement-breakpoint
CREATE TABLE "reward_earnings" (
	"user_id" uuid NOT NULL,
	"source_user_id" uuid NOT NULL,
	"earned" numeric(38, 18) NOT NULL,
	"locked" numeric(38, 18) NOT NULL,
	CONSTRAINT "reward_earnings_user_id_source_user_id_pk" PRIMARY KEY("user_id","source_user_id")
);
--> statement-breakpoint
CREATE TABLE "reward_totals" (
	"type" "reward_type" NOT NULL,
	"level" smallint NOT NULL,
	"cycle" integer NOT NULL,
	"rewards" bigint NOT NULL,
	"reward_amount" numeric(38, 18) NOT NULL,
	"master_amount" numeric(38, 18) NOT NULL,
	"max_reward_amount" numeric(38, 18),
	"min_reward_amount" numeric(38, 18),
	CONSTRAINT "reward_totals_type_level_cycle_pk" PRIMARY KEY("type","level","cycle")
);
--> statement-breakpoint
-- hand-written: begin
-- The summaries follow every INSERT, UPDATE and DELETE statement on `rewards` (ADR 0019): one
-- statement-level trigger folds the statement's rows (its transition tables, which also hold the
-- rows of the cycle tables that an UPDATE of `rewards` changed) into them, set-based. A DOWNLINE
-- cycle inserts into its own child table, where no trigger fires: its paying statement writes the
-- same summaries (cycles/pay-cycle.ts).
CREATE FUNCTION reward_summaries_fold() RETURNS trigger LANGUAGE plpgsql AS $fold$
DECLARE
  cols constant text := 'id, user_id, source_user_id, type, level, cycle, reward_amount, master_amount, status';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', cols)
    ELSE format('SELECT %1$s, 1 AS sign FROM new_rows UNION ALL SELECT %1$s, -1 AS sign FROM old_rows', cols)
  END;
  -- What each viewer earned from each source: credited and locked rewards, and the locked part.
  EXECUTE format($sql$
    INSERT INTO reward_earnings AS e (user_id, source_user_id, earned, locked)
    SELECT user_id, source_user_id,
           coalesce(sum(sign * reward_amount) FILTER (WHERE status <> 'FORFEITED'), 0),
           coalesce(sum(sign * reward_amount) FILTER (WHERE status = 'LOCKED'), 0)
      FROM (%s) c
     WHERE source_user_id IS NOT NULL
     GROUP BY user_id, source_user_id
    HAVING coalesce(sum(sign * reward_amount) FILTER (WHERE status <> 'FORFEITED'), 0) <> 0
        OR coalesce(sum(sign * reward_amount) FILTER (WHERE status = 'LOCKED'), 0) <> 0
    ON CONFLICT (user_id, source_user_id) DO UPDATE
       SET earned = e.earned + excluded.earned, locked = e.locked + excluded.locked$sql$, changes);
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
CREATE TRIGGER rewards_summaries_insert AFTER INSERT ON rewards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_summaries_fold();
CREATE TRIGGER rewards_summaries_update AFTER UPDATE ON rewards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_summaries_fold();
CREATE TRIGGER rewards_summaries_delete AFTER DELETE ON rewards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_summaries_fold();
-- Every cycle updates about every row of reward_earnings (and many of reward_counts): pages half
-- empty let each update stay on its page without a new index entry (HOT). Measured at 200k members
-- (1.76M upserts, load 15): 20.6 s at fillfactor 50 against 47.8 s at 100 (ADR 0019); the table
-- would reach that size anyway from the dead row versions of the updates.
ALTER TABLE reward_earnings SET (fillfactor = 50);
ALTER TABLE reward_counts SET (fillfactor = 50);
-- Backfill from the rewards in place (every cycle table included).
INSERT INTO reward_earnings (user_id, source_user_id, earned, locked)
SELECT user_id, source_user_id,
       coalesce(sum(reward_amount) FILTER (WHERE status <> 'FORFEITED'), 0),
       coalesce(sum(reward_amount) FILTER (WHERE status = 'LOCKED'), 0)
  FROM rewards WHERE source_user_id IS NOT NULL AND status <> 'FORFEITED'
 GROUP BY user_id, source_user_id;
INSERT INTO reward_counts (user_id, type, level, rewards)
SELECT user_id, type, level, count(*) FROM rewards GROUP BY user_id, type, level;
INSERT INTO reward_totals (type, level, cycle, rewards, reward_amount, master_amount, max_reward_amount, min_reward_amount)
SELECT type, level, cycle, count(*), sum(reward_amount), sum(master_amount), max(reward_amount), min(reward_amount)
  FROM rewards WHERE status <> 'FORFEITED' GROUP BY type, level, cycle;
-- The planner's figures for the filled tables (the tree joins its network with reward_earnings).
ANALYZE reward_earnings, reward_counts, reward_totals;
-- hand-written: end
