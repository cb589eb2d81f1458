CREATE TABLE "reward_viewer_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"earned" numeric(38, 18) NOT NULL,
	"locked" numeric(38, 18) NOT NULL
);
--> statement-breakpoint
-- hand-written: begin
-- reward_viewer_totals (ADR 0022) follows every INSERT, UPDATE and DELETE statement on `rewards`
-- like the summaries of ADR 0019 (migration 0028): one statement-level trigger folds the
-- statement's rows (its transition tables, which also hold the rows of the cycle tables that an
-- UPDATE of `rewards` changed) into it, set-based. A DOWNLINE cycle inserts into its own child
-- table, where no trigger fires: its paying statement folds its sums per recipient
-- (summaries/viewer-totals.ts).
CREATE FUNCTION reward_viewer_totals_fold() RETURNS trigger LANGUAGE plpgsql AS $fold$
DECLARE
  cols constant text := 'user_id, source_user_id, reward_amount, status';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', cols)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', cols)
    ELSE format('SELECT %1$s, 1 AS sign FROM new_rows UNION ALL SELECT %1$s, -1 AS sign FROM old_rows', cols)
  END;
  EXECUTE format($sql$
    INSERT INTO reward_viewer_totals AS t (user_id, earned, locked)
    SELECT user_id,
           coalesce(sum(sign * reward_amount) FILTER (WHERE status <> 'FORFEITED'), 0),
           coalesce(sum(sign * reward_amount) FILTER (WHERE status = 'LOCKED'), 0)
      FROM (%s) c
     WHERE source_user_id IS NOT NULL
     GROUP BY user_id
    HAVING coalesce(sum(sign * reward_amount) FILTER (WHERE status <> 'FORFEITED'), 0) <> 0
        OR coalesce(sum(sign * reward_amount) FILTER (WHERE status = 'LOCKED'), 0) <> 0
    ON CONFLICT (user_id) DO UPDATE
       SET earned = t.earned + excluded.earned, locked = t.locked + excluded.locked$sql$, changes);
  RETURN NULL;
END
$fold$;
CREATE TRIGGER rewards_viewer_totals_insert AFTER INSERT ON rewards
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_viewer_totals_fold();
CREATE TRIGGER rewards_viewer_totals_update AFTER UPDATE ON rewards
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_viewer_totals_fold();
CREATE TRIGGER rewards_viewer_totals_delete AFTER DELETE ON rewards
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reward_viewer_totals_fold();
-- Every cycle updates the row of about every member paid: half-empty pages keep those updates on
-- their page (HOT), as for reward_earnings (ADR 0019).
ALTER TABLE reward_viewer_totals SET (fillfactor = 50);
-- Backfill from reward_earnings (migration 0028: what each viewer earned from each source).
INSERT INTO reward_viewer_totals (user_id, earned, locked)
SELECT user_id, sum(earned), sum(locked) FROM reward_earnings
 GROUP BY user_id HAVING sum(earned) <> 0 OR sum(locked) <> 0;
ANALYZE reward_viewer_totals;
-- hand-written: end
