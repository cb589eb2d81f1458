import { type SQL, sql } from 'drizzle-orm';

/**
 * Who takes part in rewards, as SQL over a `users` alias (decided here, for DIRECT and DOWNLINE):
 *
 * Earning (the upline who receives): the account is ACTIVE (LOCKED and DISABLED accounts earn
 * nothing while in that state: no reward row at all), not deleted, not an administrator (the
 * platform's own root account keeps its share), the e-mail verified, and a subscription period
 * running at that moment. An upline who does not qualify is skipped: the levels above are not
 * moved down and its share stays with the platform.
 *
 * Paying for (the member a reward comes from, issue 8: no reward is paid for a member without a
 * verified e-mail and a paid subscription): not deleted, not an administrator, the e-mail
 * verified, and a paid subscription: for DOWNLINE one running at the cycle's time, for DIRECT the
 * period being paid (paysForDirectSql). A DOWNLINE row of a member who does not qualify is
 * refused in the report with the reason.
 *
 * Locked: an earning member whose last compliance check failed gets the reward as LOCKED
 * (compliance/, `member_compliance` row with compliant = false).
 */
export const earnsSql = (u: string, now: Date): SQL =>
  sql`${sql.raw(u)}.status = 'ACTIVE' AND ${sql.raw(u)}.deleted_at IS NULL AND NOT ${sql.raw(u)}.is_admin
      AND ${sql.raw(u)}.is_email_verified AND ${sql.raw(u)}.subscription_expires_at > ${now.toISOString()}::timestamptz`;

export const paysForSql = (u: string): SQL =>
  sql`${sql.raw(u)}.deleted_at IS NULL AND NOT ${sql.raw(u)}.is_admin AND ${sql.raw(u)}.is_email_verified`;

/**
 * A DIRECT payer: as `paysForSql`, and the payment is real: the period it pays is recorded (the
 * crediting writes it before announcing the payment), or the member's subscription runs at its
 * time. A member who never paid is never paid for, whoever calls.
 */
export const paysForDirectSql = (u: string, periodNumber: number, now: Date): SQL =>
  sql`${paysForSql(u)} AND (EXISTS (SELECT 1 FROM subscription_periods sp
        WHERE sp.user_id = ${sql.raw(u)}.id AND sp.period_number = ${periodNumber})
      OR ${sql.raw(u)}.subscription_expires_at > ${now.toISOString()}::timestamptz)`;

/** Why a DOWNLINE source member is refused at `now`, or NULL when it qualifies. */
export const sourceRefusalSql = (u: string, now: Date): SQL => sql`CASE
    WHEN ${sql.raw(u)}.deleted_at IS NOT NULL THEN 'the member''s account is deleted'
    WHEN ${sql.raw(u)}.is_admin THEN 'the UID belongs to an administrator'
    WHEN NOT ${sql.raw(u)}.is_email_verified THEN 'the member has not verified their e-mail'
    WHEN ${sql.raw(u)}.subscription_expires_at IS NULL
      OR ${sql.raw(u)}.subscription_expires_at <= ${now.toISOString()}::timestamptz
      THEN 'the member has no paid subscription'
  END`;

/** 'LOCKED' for a member whose last compliance check failed, else 'CREDITED' (`c` = member_compliance). */
export const rewardStatusSql = (c: string): SQL =>
  sql`(CASE WHEN ${sql.raw(c)}.compliant IS FALSE THEN 'LOCKED' ELSE 'CREDITED' END)::reward_status`;

/** The ledger kind of a reward status. */
export const creditKindSql = (status: SQL): SQL =>
  sql`(CASE WHEN ${status} = 'LOCKED' THEN 'REWARD_LOCKED' ELSE 'REWARD_CREDIT' END)::ledger_kind`;
