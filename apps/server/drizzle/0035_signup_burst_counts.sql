CREATE TABLE "referral_network_counts_delta" (
	"ancestor_id" uuid NOT NULL,
	"depth" smallint NOT NULL,
	"descendant_status" "user_status" NOT NULL,
	"descendant_linked" boolean NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_network_counts_folded" (
	"ancestor_id" uuid NOT NULL,
	"depth" smallint NOT NULL,
	"descendant_status" "user_status" NOT NULL,
	"descendant_linked" boolean NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "referral_network_counts_folded_pkey" PRIMARY KEY("ancestor_id","depth","descendant_status","descendant_linked")
);
--> statement-breakpoint
DROP TABLE "referral_network_counts" CASCADE;--> statement-breakpoint
CREATE INDEX "referral_network_counts_delta_ancestor_idx" ON "referral_network_counts_delta" USING btree ("ancestor_id");--> statement-breakpoint
-- hand-written: begin
-- The history's counts as delta rows (ADR 0024, after ADR 0023). Every statement that writes
-- closure rows INSERTs what it changed into referral_network_counts_delta, one row per key it
-- changed, and never updates a shared row: sign-ups under the same uplines no longer wait on
-- each other's counters until commit. referral_network_counts_fold() (the compaction job, any
-- instance) moves the deltas into referral_network_counts_folded, one row per key. The view
-- referral_network_counts is what the counts are: one row per key, the folded row plus its deltas.
-- referral_network_paid_days stays updated in place (payments are credited one at a time).
-- Its counts statement now appends to a table (the deltas; the rebuild writes the folded rows).
DROP FUNCTION referral_network_counts_statements(text);
CREATE FUNCTION referral_network_counts_statements(source_rows text,
  counts_table text DEFAULT 'referral_network_counts_delta') RETURNS text[]
LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN ARRAY[format($f$
    INSERT INTO %2$I (ancestor_id, depth, descendant_status, descendant_linked, members)
    SELECT r.ancestor_id, r.depth, r.descendant_status, r.descendant_linked, sum(r.sign)
      FROM %1$s r
     GROUP BY 1, 2, 3, 4 HAVING sum(r.sign) <> 0$f$, source_rows, counts_table),
  format($f$
    INSERT INTO referral_network_paid_days AS c (ancestor_id, paid_until_day, members)
    SELECT r.ancestor_id, (r.descendant_paid_until AT TIME ZONE 'UTC')::date, sum(r.sign)
      FROM %1$s r
     WHERE r.descendant_paid_until IS NOT NULL
     GROUP BY 1, 2 HAVING sum(r.sign) <> 0
     ORDER BY 1, 2
    ON CONFLICT (ancestor_id, paid_until_day)
    DO UPDATE SET members = c.members + excluded.members$f$, source_rows)];
END $fn$;

-- Folds the deltas into one row per key, in one statement: the delta rows it deletes are the ones
-- it adds, so a concurrent read sees either the deltas or their sum, deltas written meanwhile stay,
-- and two folds at once delete (and add) each delta once. Returns how many deltas it folded.
CREATE FUNCTION referral_network_counts_fold() RETURNS integer LANGUAGE sql AS $fn$
  WITH gone AS (
    DELETE FROM referral_network_counts_delta
    RETURNING ancestor_id, depth, descendant_status, descendant_linked, members
  ), folded AS (
    INSERT INTO referral_network_counts_folded AS c
           (ancestor_id, depth, descendant_status, descendant_linked, members)
    SELECT ancestor_id, depth, descendant_status, descendant_linked, sum(members)
      FROM gone
     GROUP BY 1, 2, 3, 4 HAVING sum(members) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (ancestor_id, depth, descendant_status, descendant_linked)
    DO UPDATE SET members = c.members + excluded.members
    RETURNING 1
  )
  SELECT count(*)::int FROM gone;
$fn$;

CREATE VIEW referral_network_counts AS
SELECT ancestor_id, depth, descendant_status, descendant_linked, sum(members)::int AS members
  FROM (SELECT ancestor_id, depth, descendant_status, descendant_linked, members
          FROM referral_network_counts_folded
        UNION ALL
        SELECT ancestor_id, depth, descendant_status, descendant_linked, members
          FROM referral_network_counts_delta) c
 GROUP BY ancestor_id, depth, descendant_status, descendant_linked;

-- Deleting a key's count (by hand, before a rebuild) deletes its folded row and its deltas.
CREATE FUNCTION referral_network_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM referral_network_counts_folded
   WHERE (ancestor_id, depth, descendant_status, descendant_linked)
       = (OLD.ancestor_id, OLD.depth, OLD.descendant_status, OLD.descendant_linked);
  DELETE FROM referral_network_counts_delta
   WHERE (ancestor_id, depth, descendant_status, descendant_linked)
       = (OLD.ancestor_id, OLD.depth, OLD.descendant_status, OLD.descendant_linked);
  RETURN OLD;
END $fn$;
CREATE TRIGGER referral_network_counts_delete INSTEAD OF DELETE ON referral_network_counts
  FOR EACH ROW EXECUTE FUNCTION referral_network_counts_delete();

CREATE OR REPLACE FUNCTION referral_network_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE statement text;
BEGIN
  DELETE FROM referral_network_counts_folded;
  DELETE FROM referral_network_counts_delta;
  DELETE FROM referral_network_paid_days;
  FOREACH statement IN ARRAY referral_network_counts_statements('(SELECT 1 AS sign, * FROM referral_paths)',
                                                                'referral_network_counts_folded') LOOP
    EXECUTE statement;
  END LOOP;
END $fn$;

CREATE OR REPLACE FUNCTION referral_network_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE referral_network_counts_folded, referral_network_counts_delta, referral_network_paid_days;
  RETURN NULL;
END $fn$;

SELECT referral_network_counts_rebuild();
ANALYZE referral_network_counts_folded, referral_network_counts_delta, referral_network_paid_days;
-- hand-written: end
