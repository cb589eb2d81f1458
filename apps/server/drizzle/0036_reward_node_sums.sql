CREATE TABLE "reward_cycle_rates" (
	"cycle" integer NOT NULL,
	"level" smallint NOT NULL,
	"percent" numeric(9, 4) NOT NULL,
	"rate_index" smallint NOT NULL,
	CONSTRAINT "reward_cycle_rates_cycle_level_pk" PRIMARY KEY("cycle","level")
);
--> statement-breakpoint
CREATE TABLE "reward_node_sums" (
	"member_id" uuid NOT NULL,
	"depth" smallint NOT NULL,
	"cycle" integer NOT NULL,
	"amounts" numeric(38, 18)[] NOT NULL,
	CONSTRAINT "reward_node_sums_member_id_depth_cycle_pk" PRIMARY KEY("member_id","depth","cycle")
);
--> statement-breakpoint
-- hand-written: begin
-- The tree reads ~13,000 of these rows for the 1M bench member's first load, one heap page each
-- (a member's rows of each cycle and depth are written apart): its primary key carries the sums,
-- so the read stays in the index (53 -> 28 ms p50 there), and autovacuum marks each cycle's new
-- pages all-visible soon after it commits (its insert threshold, not a fraction of the table).
ALTER TABLE reward_node_sums DROP CONSTRAINT reward_node_sums_member_id_depth_cycle_pk;
ALTER TABLE reward_node_sums ADD CONSTRAINT reward_node_sums_member_id_depth_cycle_pk
  PRIMARY KEY (member_id, depth, cycle) INCLUDE (amounts);
ALTER TABLE reward_node_sums SET (autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0);
-- Every PAID cycle's schedule and node sums (ADR 0028), as the cycle writes them now
-- (summaries/node-sums.ts). The schedule comes from the cycle's own rewards, one percent per level:
-- a level without any reward row paid nothing to anyone in that cycle (a recipient earns at every
-- level or at none), so leaving it out leaves out only sums of zeros. The literal cycle number
-- lets PostgreSQL read only that cycle's table (its CHECK constraint) and `rewards` itself.
DO $backfill$
DECLARE
  c record;
  sums text;
BEGIN
  FOR c IN SELECT id, number FROM cycles WHERE status = 'PAID' ORDER BY number LOOP
    EXECUTE format($rates$
      INSERT INTO reward_cycle_rates (cycle, level, percent, rate_index)
      SELECT %1$s, level, percent, dense_rank() OVER (ORDER BY first_level)
        FROM (SELECT level, percent, min(level) OVER (PARTITION BY percent) AS first_level
                FROM generate_series(1, 15) l(level)
                CROSS JOIN LATERAL (SELECT r.percent FROM rewards r
                                     WHERE r.type = 'DOWNLINE' AND r.cycle = %1$s AND r.level = l.level
                                     LIMIT 1) r) paid$rates$, c.number);
    SELECT string_agg(format('sum(trunc(i.amount * (%s / 100), 8))', percent), ', ' ORDER BY rate_index)
      INTO sums
      FROM (SELECT DISTINCT rate_index, percent FROM reward_cycle_rates WHERE cycle = c.number) d;
    CONTINUE WHEN sums IS NULL;
    EXECUTE format($sums$
      INSERT INTO reward_node_sums (member_id, depth, cycle, amounts)
      SELECT p.ancestor_id, p.depth, %1$s, ARRAY[%2$s]::numeric(38, 18)[]
        FROM cycle_inputs i JOIN referral_paths p ON p.descendant_id = i.user_id
       WHERE i.cycle_id = %3$L AND p.depth <= 14
       GROUP BY p.ancestor_id, p.depth$sums$, c.number, sums, c.id);
  END LOOP;
END
$backfill$;
ANALYZE reward_cycle_rates;
ANALYZE reward_node_sums;
-- hand-written: end
