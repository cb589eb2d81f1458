import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { everyRewardSql } from '../queries/derived-downline-rewards';

/**
 * A CTE of the cycle's paying statement (cycles/pay-cycle.ts) that folds its sums per recipient
 * and status (the CTE `sums`: user_id, status, amount, already grouped for the ledger) into
 * `reward_viewer_totals` (viewer-totals.tables.ts, ADR 0022), as `rewards`' trigger
 * (`reward_viewer_totals_fold`, migration 0033) does for every other write: one row per member
 * paid, no pass over the cycle's rows of its own.
 */
export function foldCycleIntoViewerTotals(): SQL {
  return sql`viewer_totals AS (
      INSERT INTO reward_viewer_totals AS t (user_id, earned, locked)
      SELECT user_id, coalesce(sum(amount) FILTER (WHERE status <> 'FORFEITED'), 0),
             coalesce(sum(amount) FILTER (WHERE status = 'LOCKED'), 0)
        FROM sums GROUP BY user_id
      ON CONFLICT (user_id) DO UPDATE SET earned = t.earned + excluded.earned, locked = t.locked + excluded.locked
    )`;
}

/**
 * The rows where `reward_viewer_totals` and the same computed from scratch from every reward (the
 * rows of `rewards`, the cycles' derived) differ, both ways: empty when every write kept it. Reads every reward:
 * tests and checks, not requests.
 */
export async function viewerTotalsDrift(db: DbOrTx) {
  const result = await db.execute<Record<string, unknown>>(sql`
    WITH kept AS (
      SELECT user_id, earned, locked FROM reward_viewer_totals WHERE earned <> 0 OR locked <> 0
    ), scratch AS (
      SELECT user_id, sum(reward_amount) AS earned,
             coalesce(sum(reward_amount) FILTER (WHERE status = 'LOCKED'), 0) AS locked
        FROM (${everyRewardSql()}) r WHERE source_user_id IS NOT NULL AND status <> 'FORFEITED'
       GROUP BY user_id
    )
    (SELECT 'kept only' AS side, * FROM (TABLE kept EXCEPT ALL TABLE scratch) a)
    UNION ALL
    (SELECT 'computed only' AS side, * FROM (TABLE scratch EXCEPT ALL TABLE kept) b)`);
  return result.rows;
}
