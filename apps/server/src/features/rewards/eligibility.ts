import { type SQL, sql } from 'drizzle-orm';

/**
 * Who takes part in rewards, as SQL over a `users` alias (decided here, for DIRECT and DOWNLINE).
 * The rules are written out in features/rewards/README.md ("Who earns").
 *
 * Earning (the upline who receives): the account as it is at payout time (ACTIVE, not deleted,
 * not an administrator, the e-mail verified: LOCKED and DISABLED accounts earn nothing while in
 * that state) and a paid subscription for what is paid: DIRECT at the payment's time, DOWNLINE
 * during the cycle's period. An upline who does not qualify is skipped: the levels above are not
 * moved down and its share stays with the platform.
 *
 * Paying for (the member a reward comes from): not deleted, not an administrator, the e-mail
 * verified, and a paid subscription: for DOWNLINE during the cycle's period, for DIRECT the
 * period being paid (paysForDirectSql). A DOWNLINE row of a member who does not qualify is
 * refused in the cycle's report with the reason.
 *
 * Locked: an earning member whose compliance is not confirmed (no linked UID, never checked,
 * last check failed or older than the setting `complianceCheckMaxAgeHours`) gets the reward as
 * LOCKED, and the 30-day rule decides it (compliance/).
 */

const alias = (u: string) => sql.raw(u);
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** The days a DOWNLINE cycle pays for, as the instants they span: [start 00:00, end + 1 day 00:00) UTC. */
export interface PeriodSpan {
  from: Date;
  until: Date;
}

/** The account may earn at payout time. */
export const accountEarnsSql = (u: string): SQL =>
  sql`${alias(u)}.status = 'ACTIVE' AND ${alias(u)}.deleted_at IS NULL AND NOT ${alias(u)}.is_admin
      AND ${alias(u)}.is_email_verified`;

/** A DIRECT recipient: the account may earn and its subscription runs at `now`. */
export const earnsSql = (u: string, now: Date): SQL =>
  sql`${accountEarnsSql(u)} AND ${alias(u)}.subscription_expires_at > ${at(now)}`;

/** A paid subscription period of the member overlaps the span (any day of it). */
export const subscribedDuringSql = (u: string, span: PeriodSpan): SQL =>
  sql`EXISTS (SELECT 1 FROM subscription_periods sp WHERE sp.user_id = ${alias(u)}.id
        AND sp.starts_at < ${at(span.until)} AND sp.ends_at > ${at(span.from)})`;

/** A DOWNLINE recipient: the account may earn now and was subscribed during the cycle's period. */
export const earnsForPeriodSql = (u: string, span: PeriodSpan): SQL =>
  sql`${accountEarnsSql(u)} AND ${subscribedDuringSql(u, span)}`;

export const paysForSql = (u: string): SQL =>
  sql`${alias(u)}.deleted_at IS NULL AND NOT ${alias(u)}.is_admin AND ${alias(u)}.is_email_verified`;

/**
 * A DIRECT payer: as `paysForSql`, and the payment is real: the period it pays is recorded (the
 * crediting writes it before announcing the payment), or the member's subscription runs at its
 * time. A member who never paid is never paid for, whoever calls.
 */
export const paysForDirectSql = (u: string, periodNumber: number, now: Date): SQL =>
  sql`${paysForSql(u)} AND (EXISTS (SELECT 1 FROM subscription_periods sp
        WHERE sp.user_id = ${alias(u)}.id AND sp.period_number = ${periodNumber})
      OR ${alias(u)}.subscription_expires_at > ${at(now)})`;

/** Why a DOWNLINE source member is refused for the cycle's period, or NULL when it qualifies. */
export const sourceRefusalSql = (u: string, span: PeriodSpan): SQL => sql`CASE
    WHEN ${alias(u)}.deleted_at IS NOT NULL THEN 'the member''s account is deleted'
    WHEN ${alias(u)}.is_admin THEN 'the UID belongs to an administrator'
    WHEN NOT ${alias(u)}.is_email_verified THEN 'the member has not verified their e-mail'
    WHEN NOT ${subscribedDuringSql(u, span)} THEN 'the member had no paid subscription during the period'
  END`;

/**
 * True when the member's compliance is confirmed at the time the check must be no older than
 * (`checkedSince` = now - complianceCheckMaxAgeHours): a linked UID and a last check that said
 * compliant, made since then. `u` = users, `c` = member_compliance (left-joined).
 */
export const confirmedCompliantSql = (u: string, c: string, checkedSince: Date): SQL =>
  sql`(${alias(u)}.bingx_uid IS NOT NULL AND ${alias(c)}.compliant IS TRUE
       AND ${alias(c)}.last_checked_at >= ${at(checkedSince)})`;

/** 'CREDITED' for a confirmed compliant member, else 'LOCKED'. */
export const rewardStatusSql = (u: string, c: string, checkedSince: Date): SQL =>
  sql`(CASE WHEN ${confirmedCompliantSql(u, c, checkedSince)} THEN 'CREDITED' ELSE 'LOCKED' END)::reward_status`;

/** The ledger kind of a reward status. */
export const creditKindSql = (status: SQL): SQL =>
  sql`(CASE WHEN ${status} = 'LOCKED' THEN 'REWARD_LOCKED' ELSE 'REWARD_CREDIT' END)::ledger_kind`;
