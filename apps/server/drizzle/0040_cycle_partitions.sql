-- hand-written: begin
-- Each DOWNLINE cycle's inputs and node sums go into partitions of their own (ADR 0034): a cycle
-- creates its partitions, loads them and attaches them, which builds their indexes from one sort
-- (rewards/cycles/cycle-partitions.ts). Loaded into one table, each cycle's rows went into
-- indexes holding every earlier cycle's. The rows of the cycles paid before move into a partition
-- per cycle here, named as a cycle names its own (`cycle_inputs_<number>`,
-- `reward_node_sums_<number>`); the indexes keep their names and definitions on the parents.
ALTER TABLE cycle_inputs RENAME TO cycle_inputs_before_0040;
ALTER INDEX cycle_inputs_cycle_id_user_id_pk RENAME TO cycle_inputs_before_0040_pk;
ALTER INDEX cycle_inputs_amount_idx RENAME TO cycle_inputs_before_0040_amount_idx;
ALTER INDEX cycle_inputs_member_idx RENAME TO cycle_inputs_before_0040_member_idx;
CREATE TABLE cycle_inputs (
  cycle_id uuid NOT NULL,
  user_id uuid NOT NULL,
  line integer NOT NULL,
  uid text NOT NULL,
  amount numeric(38, 18) NOT NULL
) PARTITION BY LIST (cycle_id);
ALTER TABLE cycle_inputs_before_0040 DROP CONSTRAINT cycle_inputs_cycle_id_cycles_id_fk;

ALTER TABLE reward_node_sums RENAME TO reward_node_sums_before_0040;
ALTER INDEX reward_node_sums_member_id_depth_cycle_pk RENAME TO reward_node_sums_before_0040_pk;
CREATE TABLE reward_node_sums (
  member_id uuid NOT NULL,
  depth smallint NOT NULL,
  cycle integer NOT NULL,
  amounts numeric(38, 18)[] NOT NULL
) PARTITION BY LIST (cycle);

DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT id, number FROM cycles
            WHERE id IN (SELECT DISTINCT cycle_id FROM cycle_inputs_before_0040) ORDER BY number LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF cycle_inputs FOR VALUES IN (%L) WITH (%s)',
                   'cycle_inputs_' || c.number, c.id,
                   'autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0');
  END LOOP;
  FOR c IN SELECT DISTINCT cycle AS number FROM reward_node_sums_before_0040 ORDER BY cycle LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF reward_node_sums FOR VALUES IN (%s) WITH (%s)',
                   'reward_node_sums_' || c.number, c.number,
                   'autovacuum_vacuum_insert_threshold = 10000, autovacuum_vacuum_insert_scale_factor = 0');
  END LOOP;
END $$;
INSERT INTO cycle_inputs (cycle_id, user_id, line, uid, amount)
SELECT cycle_id, user_id, line, uid, amount FROM cycle_inputs_before_0040 ORDER BY cycle_id, user_id;
INSERT INTO reward_node_sums (member_id, depth, cycle, amounts)
SELECT member_id, depth, cycle, amounts FROM reward_node_sums_before_0040 ORDER BY cycle, member_id, depth;
-- Indexed once loaded: each partition's indexes are built from one sort.
ALTER TABLE cycle_inputs ADD CONSTRAINT cycle_inputs_cycle_id_user_id_pk PRIMARY KEY (cycle_id, user_id);
ALTER TABLE cycle_inputs ADD CONSTRAINT cycle_inputs_cycle_id_cycles_id_fk
  FOREIGN KEY (cycle_id) REFERENCES public.cycles (id) ON DELETE no action ON UPDATE no action;
CREATE INDEX cycle_inputs_amount_idx ON cycle_inputs USING btree (amount, cycle_id, user_id);
CREATE INDEX cycle_inputs_member_idx ON cycle_inputs USING btree (user_id, cycle_id) INCLUDE (amount);
ALTER TABLE reward_node_sums ADD CONSTRAINT reward_node_sums_member_id_depth_cycle_pk
  PRIMARY KEY (member_id, depth, cycle) INCLUDE (amounts);
DROP TABLE cycle_inputs_before_0040;
DROP TABLE reward_node_sums_before_0040;
ANALYZE cycle_inputs;
ANALYZE reward_node_sums;
-- hand-written: end
