import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/infra/db/client';

const DAY_MS = 86_400_000;
/** How far back a test member's paid subscription reaches: any cycle period of the last year is covered. */
export const SUBSCRIBED_DAYS_BACK = 400;

/**
 * The subscription period a running test member paid, as onboarding's crediting records it: from
 * SUBSCRIBED_DAYS_BACK days before `paidAt` until `expiresAt`. Reward cycles judge members by
 * these periods (eligibility.ts). A member whose subscription already ended gets none: tests that
 * need an ended period record it themselves (`recordPaidPeriod` with `force`).
 */
export async function recordPaidPeriod(
  db: DbOrTx,
  user: { id: string; subscriptionPaidAt: Date | null; subscriptionExpiresAt: Date | null },
  options: { force?: boolean } = {},
) {
  const endsAt = user.subscriptionExpiresAt;
  if (!endsAt || (endsAt.getTime() <= Date.now() && !options.force)) return;
  const from = Math.min(user.subscriptionPaidAt?.getTime() ?? endsAt.getTime(), endsAt.getTime());
  const startsAt = new Date(from - SUBSCRIBED_DAYS_BACK * DAY_MS);
  await db.execute(sql`
    INSERT INTO subscription_periods (user_id, period_number, starts_at, ends_at, paid_at, amount_usdt)
    VALUES (${user.id}::uuid, 1, ${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz,
            ${startsAt.toISOString()}::timestamptz, 10)`);
}

/**
 * Members whose exchange account was just checked and found compliant (what the compliance job
 * records): their rewards are credited, not locked, while the check is recent enough.
 */
export async function markCompliant(db: DbOrTx, userIds: readonly string[], at: Date) {
  if (userIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO member_compliance (user_id, compliant, balance_usdt, last_checked_at)
    SELECT id, true, 250, ${at.toISOString()}::timestamptz FROM unnest(${sql.param([...userIds])}::uuid[]) AS id
    ON CONFLICT (user_id) DO UPDATE SET compliant = true, non_compliant_since = NULL, reason = NULL,
      balance_usdt = 250, last_checked_at = EXCLUDED.last_checked_at`);
}

/** A member found not compliant at `since` (the start of the 30-day window). */
export async function markNonCompliant(db: DbOrTx, userIds: readonly string[], since: Date) {
  if (userIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO member_compliance (user_id, compliant, non_compliant_since, reason, balance_usdt, last_checked_at)
    SELECT id, false, ${since.toISOString()}::timestamptz, 'LOW_BALANCE', 42, ${since.toISOString()}::timestamptz
      FROM unnest(${sql.param([...userIds])}::uuid[]) AS id
    ON CONFLICT (user_id) DO UPDATE SET compliant = false, non_compliant_since = EXCLUDED.non_compliant_since,
      reason = EXCLUDED.reason, balance_usdt = EXCLUDED.balance_usdt, last_checked_at = EXCLUDED.last_checked_at`);
}
