-- Admin search: one trigram index over every field the users list searches (name, e-mail, userId,
-- referral code, exchange UID), so `ILIKE '%term%'` is an index look-up. pg_trgm ships with
-- PostgreSQL (embedded included) and is a trusted extension; without it the same search still
-- works, on a plain scan, and the btree below keeps prefix searches on e-mail fast.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_admin_search_trgm_idx ON users USING gin (
      (first_name || ' ' || last_name || ' ' || email || ' ' || user_id || ' ' || referral_code || ' ' || coalesce(bingx_uid, ''))
      gin_trgm_ops
    );
  ELSE
    RAISE NOTICE 'pg_trgm is not available: admin search runs without a trigram index';
  END IF;
END
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_email_lower_pattern_idx ON users (lower(email) text_pattern_ops);
--> statement-breakpoint
-- Most recent sign-ins first (the users list's lastLogin sort; never signed in comes last).
CREATE INDEX IF NOT EXISTS users_last_login_idx ON users (last_login_at DESC NULLS LAST);
--> statement-breakpoint
-- The audit log only grows: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
