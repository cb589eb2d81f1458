import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';

/*
 * What the viewer earned from members of their network: the viewer's rewards (the rewards
 * feature's `rewards` table) whose source is that member, credited or still locked; forfeited
 * ones were never earned. Sums stay numeric in the database and travel as decimal strings.
 *
 * Read from the rewards feature's summary `reward_earnings` (one row per viewer and source, kept
 * by every write of rewards: ADR 0019), not from the rewards themselves (one row per cycle and
 * source: after a year of cycles, seconds per tree). A row whose `earned` is 0 (all forfeited)
 * counts as no reward, as a forfeited reward did.
 */

/** From each of `nodeIds` itself. */
export async function earnedFromEach(db: DbOrTx, viewerId: string, nodeIds: string[]) {
  if (nodeIds.length === 0) return new Map<string, string>();
  const result = await db.execute<{ id: string; amount: string }>(sql`
    SELECT source_user_id AS id, earned::text AS amount
      FROM reward_earnings
     WHERE user_id = ${viewerId}::uuid AND source_user_id = ANY(${sql.param(nodeIds)}::uuid[]) AND earned > 0`);
  return new Map(result.rows.map((r) => [r.id, r.amount]));
}

/** From the members below each of `nodeIds`, down to `depthLeft` levels below it. */
export async function earnedFromBelow(db: DbOrTx, viewerId: string, nodeIds: string[], depthLeft: number) {
  const result = await db.execute<{ id: string; amount: string }>(sql`
    SELECT p.ancestor_id AS id, sum(r.earned)::text AS amount
      FROM referral_paths p
      JOIN reward_earnings r ON r.source_user_id = p.descendant_id AND r.user_id = ${viewerId}::uuid AND r.earned > 0
     WHERE p.ancestor_id = ANY(${sql.param(nodeIds)}::uuid[]) AND p.depth <= ${depthLeft}
     GROUP BY p.ancestor_id`);
  return new Map(result.rows.map((r) => [r.id, r.amount]));
}

/**
 * From the whole network, and that per member of it (8 decimals, 0 for an empty network); `locked`
 * is the part of the total still locked (not in the balance until the member is compliant). Read
 * from the viewer's one row of `reward_viewer_totals` (the sum of their `reward_earnings` rows, kept
 * by the same writes: ADR 0022) instead of summing those rows (~71,000 for the bench member); a
 * total of 0 reads as 0, as no reward did.
 */
export async function earnedFromNetwork(db: DbOrTx, viewerId: string, networkSize: number) {
  const result = await db.execute<{ total: string; average: string; locked: string }>(sql`
    SELECT coalesce(total, 0)::text AS total,
           coalesce(round(total / nullif(${networkSize}::int, 0), 8), 0)::text AS average,
           coalesce(locked, 0)::text AS locked
      FROM (SELECT nullif(earned, 0) AS total, nullif(locked, 0) AS locked
              FROM reward_viewer_totals
             WHERE user_id = ${viewerId}::uuid) t`);
  // No row: the viewer never earned from a member.
  const row = result.rows[0];
  return { total: row?.total ?? '0', average: row?.average ?? '0', locked: row?.locked ?? '0' };
}
