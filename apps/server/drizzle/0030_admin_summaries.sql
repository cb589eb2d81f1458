CREATE TABLE "admin_summary" (
	"metric" text NOT NULL,
	"bucket" timestamp with time zone,
	"key" text DEFAULT '' NOT NULL,
	"n" bigint NOT NULL,
	"amount" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_summary_metric_bucket_idx" ON "admin_summary" USING btree ("metric","bucket");--> statement-breakpoint
CREATE INDEX "users_live_expires_idx" ON "users" USING btree ("subscription_expires_at") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
-- hand-written: begin
-- The admin screens' summaries (ADR 0018). What each source table's rows add to admin_summary:
-- `source_rows` is a relation of that table's rows with a column `sign` (+1 counted in, -1 out).
-- The triggers and the rebuild share it, so the backfill counts exactly what the writes count.
CREATE FUNCTION admin_summary_facts(source_table text, source_rows text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $fn$
BEGIN
  RETURN CASE source_table
  WHEN 'users' THEN format($f$
    SELECT 'accounts' AS metric, NULL::timestamptz AS bucket,
           concat_ws(' ', CASE WHEN r.is_admin THEN 'admin' ELSE 'member' END, r.status::text,
                     CASE WHEN r.is_email_verified THEN 'verified' ELSE 'unverified' END,
                     CASE WHEN r.bingx_uid IS NULL THEN 'unlinked' ELSE 'linked' END) AS key,
           r.sign AS n, 0::numeric AS amount
      FROM %1$s r WHERE r.deleted_at IS NULL
    UNION ALL
    SELECT 'joined', date_trunc('day', r.created_at, 'UTC'),
           CASE WHEN r.is_admin THEN 'admin' ELSE 'member' END, r.sign, 0
      FROM %1$s r WHERE r.deleted_at IS NULL
    UNION ALL
    SELECT 'subscription_ends', date_trunc('hour', r.subscription_expires_at, 'UTC'),
           concat_ws(' ', CASE WHEN r.is_admin THEN 'admin' ELSE 'member' END,
                     CASE WHEN r.bingx_uid IS NULL THEN 'unlinked' ELSE 'linked' END), r.sign, 0
      FROM %1$s r WHERE r.deleted_at IS NULL AND r.subscription_expires_at IS NOT NULL
    UNION ALL
    SELECT 'subscription_end_days', date_trunc('day', r.subscription_expires_at, 'UTC'),
           concat_ws(' ', CASE WHEN r.is_admin THEN 'admin' ELSE 'member' END,
                     CASE WHEN r.bingx_uid IS NULL THEN 'unlinked' ELSE 'linked' END), r.sign, 0
      FROM %1$s r WHERE r.deleted_at IS NULL AND r.subscription_expires_at IS NOT NULL$f$, source_rows)
  WHEN 'ledger_entries' THEN format($f$
    SELECT 'ledger' AS metric, date_trunc('day', r.created_at, 'UTC') AS bucket, r.kind::text AS key,
           r.sign AS n, r.sign * r.amount AS amount
      FROM %1$s r$f$, source_rows)
  WHEN 'withdrawals' THEN format($f$
    SELECT 'withdrawals' AS metric, NULL::timestamptz AS bucket, r.status::text AS key,
           r.sign AS n, r.sign * r.amount AS amount
      FROM %1$s r$f$, source_rows)
  WHEN 'deposit_transfers' THEN format($f$
    SELECT 'deposits' AS metric, date_trunc('day', r.credited_at, 'UTC') AS bucket, '' AS key,
           r.sign AS n, r.sign * r.amount_units AS amount
      FROM %1$s r WHERE r.credited_at IS NOT NULL AND r.dropped_at IS NULL$f$, source_rows)
  WHEN 'subscription_periods' THEN format($f$
    SELECT 'payments' AS metric, date_trunc('day', r.paid_at, 'UTC') AS bucket, '' AS key,
           r.sign AS n, r.sign * r.amount_usdt AS amount
      FROM %1$s r$f$, source_rows)
  END;
END $fn$;

-- One statement adds one delta row per (metric, bucket, key) it changed, in its own transaction:
-- no row is ever updated in place, so writers never wait on each other's counters. A restore
-- loads the backup's summary rows with the rows they count, and says so (app.restoring_backup).
CREATE FUNCTION admin_summary_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('app.restoring_backup', true) = 'on' THEN RETURN NULL; END IF;
  -- Most updates change nothing counted (a sign-in, a payout's progress, a transfer's retry):
  -- a cheap look before the summary query, which is planned afresh every time.
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME = 'users' THEN
      PERFORM 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.status, o.is_email_verified, o.is_admin, o.bingx_uid IS NULL, o.created_at,
              o.subscription_expires_at, o.deleted_at)
             IS DISTINCT FROM (n.status, n.is_email_verified, n.is_admin, n.bingx_uid IS NULL, n.created_at,
              n.subscription_expires_at, n.deleted_at)
       LIMIT 1;
      IF NOT FOUND THEN RETURN NULL; END IF;
    ELSIF TG_TABLE_NAME = 'withdrawals' THEN
      PERFORM 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.status, o.amount) IS DISTINCT FROM (n.status, n.amount) LIMIT 1;
      IF NOT FOUND THEN RETURN NULL; END IF;
    ELSIF TG_TABLE_NAME = 'deposit_transfers' THEN
      PERFORM 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (o.credited_at, o.dropped_at, o.amount_units) IS DISTINCT FROM (n.credited_at, n.dropped_at, n.amount_units)
       LIMIT 1;
      IF NOT FOUND THEN RETURN NULL; END IF;
    END IF;
  END IF;
  EXECUTE 'INSERT INTO admin_summary (metric, bucket, key, n, amount)
           SELECT metric, bucket, key, sum(n), sum(amount) FROM (' ||
    admin_summary_facts(TG_TABLE_NAME, CASE TG_OP
      WHEN 'INSERT' THEN '(SELECT 1 AS sign, * FROM new_rows)'
      WHEN 'DELETE' THEN '(SELECT -1 AS sign, * FROM old_rows)'
      ELSE '(SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1, * FROM new_rows)' END) ||
    ') f GROUP BY metric, bucket, key HAVING sum(n) <> 0 OR sum(amount) <> 0';
  RETURN NULL;
END $fn$;

-- From scratch: the backfill below (and by hand, should the summaries ever be doubted).
CREATE FUNCTION admin_summary_rebuild() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE source text;
BEGIN
  DELETE FROM admin_summary;
  FOREACH source IN ARRAY ARRAY['users', 'ledger_entries', 'withdrawals', 'deposit_transfers', 'subscription_periods'] LOOP
    EXECUTE 'INSERT INTO admin_summary (metric, bucket, key, n, amount)
             SELECT metric, bucket, key, sum(n), sum(amount) FROM (' ||
      admin_summary_facts(source, format('(SELECT 1 AS sign, * FROM %I)', source)) ||
      ') f GROUP BY metric, bucket, key HAVING sum(n) <> 0 OR sum(amount) <> 0';
  END LOOP;
END $fn$;

CREATE TRIGGER users_admin_summary_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER users_admin_summary_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER users_admin_summary_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
-- The ledger is append-only (migration 0008): inserts are its only change.
CREATE TRIGGER ledger_entries_admin_summary_insert AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER withdrawals_admin_summary_insert AFTER INSERT ON withdrawals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER withdrawals_admin_summary_update AFTER UPDATE ON withdrawals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER withdrawals_admin_summary_delete AFTER DELETE ON withdrawals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER deposit_transfers_admin_summary_insert AFTER INSERT ON deposit_transfers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER deposit_transfers_admin_summary_update AFTER UPDATE ON deposit_transfers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER deposit_transfers_admin_summary_delete AFTER DELETE ON deposit_transfers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER subscription_periods_admin_summary_insert AFTER INSERT ON subscription_periods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER subscription_periods_admin_summary_update AFTER UPDATE ON subscription_periods
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();
CREATE TRIGGER subscription_periods_admin_summary_delete AFTER DELETE ON subscription_periods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_summary_track();

SELECT admin_summary_rebuild();
ANALYZE admin_summary;
-- hand-written: end
