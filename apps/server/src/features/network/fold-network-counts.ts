import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';

/**
 * How often the counts' deltas are folded (ADR 0024): a history read sums at most this long's
 * sign-ups beyond one row per key (a burst of 500 sign-ups a second under one leader: ~5,000
 * delta rows of that leader's).
 */
export const FOLD_NETWORK_COUNTS_INTERVAL_MS = 10_000;

/**
 * Moves the delta rows of `referral_network_counts_delta` into one row per key of
 * `referral_network_counts_folded`, in one statement (`referral_network_counts_fold()`, migration
 * `signup_burst_counts`): the view `referral_network_counts` answers the same before and after.
 * Returns how many deltas were folded.
 */
export async function foldNetworkCounts(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ folded: number }>(sql`SELECT referral_network_counts_fold() AS folded`);
  return result.rows[0]?.folded ?? 0;
}

/**
 * Keys whose kept count (`referral_network_counts`) differs from a count of the closure rows,
 * both ways: 0 when the counts are right (the tests' and the sign-up benchmark's check).
 */
export async function networkCountsDrift(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      (SELECT ancestor_id, depth, descendant_status, descendant_linked, members
         FROM referral_network_counts WHERE members <> 0
       EXCEPT ALL
       SELECT ancestor_id, depth, descendant_status, descendant_linked, count(*)::int
         FROM referral_paths GROUP BY 1, 2, 3, 4)
      UNION ALL
      (SELECT ancestor_id, depth, descendant_status, descendant_linked, count(*)::int
         FROM referral_paths GROUP BY 1, 2, 3, 4
       EXCEPT ALL
       SELECT ancestor_id, depth, descendant_status, descendant_linked, members
         FROM referral_network_counts WHERE members <> 0)) d`);
  return result.rows[0]?.n ?? -1;
}
