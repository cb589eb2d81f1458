CREATE TABLE "referral_network_counts" (
	"ancestor_id" uuid NOT NULL,
	"depth" smallint NOT NULL,
	"descendant_status" "user_status" NOT NULL,
	"descendant_linked" boolean NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "referral_network_counts_pkey" PRIMARY KEY("ancestor_id","depth","descendant_status","descendant_linked")
);
--> statement-breakpoint
CREATE TABLE "referral_network_paid_days" (
	"ancestor_id" uuid NOT NULL,
	"paid_until_day" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "referral_network_paid_days_pkey" PRIMARY KEY("ancestor_id","paid_until_day")
);
--> statement-breakpoint
CREATE INDEX "referral_paths_paid_until_idx" ON "referral_paths" USING btree ("ancestor_id","descendant_paid_until") WHERE "referral_paths"."descendant_paid_until" IS NOT NULL;--> statement-breakpoint
-- hand-written: begin
-- The history's kept counts (ADR 0023). Every statement that writes closure rows
-- (placeUnderReferrer's inserts, the users_sync_referral_paths trigger's updates, a delete) adds
-- what it changed to referral_network_counts and referral_network_paid_days, once per statement
-- (transition tables), in key order so that concurrent writers lock the shared rows in one order.
-- `source_rows` is a relation of closure rows with a column `sign` (+1 counted in, -1 out); the
-- triggers and the rebuild share it, so the backfill counts exactly what the writes count.
-- (The statements are EXECUTEd by the trigger function itself: transition tables are not
-- visible from a function it calls.)
CREATE FUNCTION referral_network_counts_statements(source_rows text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN ARRAY[format($f$
    INSERT INTO referral_network_counts AS c
           (ancestor_id, depth, descendant_status, descendant_linked, members)
    SELECT r.ancestor_id, r.depth, r.descendant_status, r.descendant_linked, sum(r.sign)
      FROM %1$s r
     GROUP BY 1, 2, 3, 4 HAVING sum(r.sign) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (ancestor_id, depth, descendant_status, descendant_linked)
    DO UPDATE SET members = c.members + excluded.members$f$, source_rows),
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

-- A restore loads the backup's counts with the closure rows they count (app.restoring_backup).
CREATE FUNCTION referral_network_counts_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE statement text;
BEGIN
  IF current_setting('app.restoring_backup', true) = 'on' THEN RETURN NULL; END IF;
  FOREACH statement IN ARRAY referral_network_counts_statements(CASE TG_OP
    WHEN 'INSERT' THEN '(SELECT 1 AS sign, * FROM new_rows)'
    WHEN 'DELETE' THEN '(SELECT -1 AS sign, * FROM old_rows)'
    ELSE '(SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows)' END) LOOP
    EXECUTE statement;
  END LOOP;
  RETURN NULL;
END $fn$;

-- From scratch: the backfill below (and by hand, should the counts ever be doubted).
CREATE FUNCTION referral_network_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE statement text;
BEGIN
  DELETE FROM referral_network_counts;
  DELETE FROM referral_network_paid_days;
  FOREACH statement IN ARRAY referral_network_counts_statements('(SELECT 1 AS sign, * FROM referral_paths)') LOOP
    EXECUTE statement;
  END LOOP;
END $fn$;

CREATE TRIGGER referral_paths_counts_insert AFTER INSERT ON referral_paths
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION referral_network_counts_track();
CREATE TRIGGER referral_paths_counts_update AFTER UPDATE ON referral_paths
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION referral_network_counts_track();
CREATE TRIGGER referral_paths_counts_delete AFTER DELETE ON referral_paths
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION referral_network_counts_track();
CREATE FUNCTION referral_network_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  TRUNCATE referral_network_counts, referral_network_paid_days;
  RETURN NULL;
END $fn$;
CREATE TRIGGER referral_paths_counts_truncate AFTER TRUNCATE ON referral_paths
  FOR EACH STATEMENT EXECUTE FUNCTION referral_network_counts_truncate();

SELECT referral_network_counts_rebuild();
ANALYZE referral_network_counts, referral_network_paid_days;
-- hand-written: end
