import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';

/** How often the deltas are folded: a read sums at most a minute's writes beyond one row per key. */
export const COMPACT_INTERVAL_MS = 60_000;

/**
 * Folds the delta rows of each (metric, bucket, key) of `admin_summary` into one row, in one
 * statement: the rows it read are deleted and their sum inserted, so a concurrent read sees
 * either all the deltas or their sum, and deltas written meanwhile stay as they are. Keys whose
 * sum is zero go. Returns how many rows were folded.
 */
export async function compactAdminSummary(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ folded: number }>(sql`
    WITH spread AS (
      SELECT ctid FROM (SELECT ctid, count(*) OVER (PARTITION BY metric, bucket, key) AS copies
                          FROM admin_summary) s
       WHERE copies > 1
    ), gone AS (
      DELETE FROM admin_summary WHERE ctid IN (SELECT ctid FROM spread)
      RETURNING metric, bucket, key, n, amount
    ), folded AS (
      INSERT INTO admin_summary (metric, bucket, key, n, amount)
      SELECT metric, bucket, key, sum(n), sum(amount) FROM gone GROUP BY metric, bucket, key
      HAVING sum(n) <> 0 OR sum(amount) <> 0
      RETURNING 1
    )
    SELECT count(*)::int AS folded FROM gone`);
  return result.rows[0]?.folded ?? 0;
}
