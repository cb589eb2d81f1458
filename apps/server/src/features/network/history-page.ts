import { and, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import { type NetworkFilter, networkFilterCondition } from './network-filter';
import { type NetworkMemberRow, networkMemberColumns } from './network-member';

/**
 * One page of a member's network in a stable order: level, newest first, then id. The page is
 * cut from the closure index first; only its rows are joined to the accounts.
 */
export async function readHistoryPage(
  db: DbOrTx,
  viewerId: string,
  filter: NetworkFilter,
  paging: { page: number; limit: number },
  now: Date,
) {
  const where = and(sql`ancestor_id = ${viewerId}::uuid`, networkFilterCondition(filter));
  const result = await db.execute<NetworkMemberRow & { depth: number }>(sql`
    SELECT page.depth, ${networkMemberColumns(now)}
      FROM (SELECT descendant_id, depth, descendant_joined_at
              FROM referral_paths
             WHERE ${where}
             ORDER BY depth, descendant_joined_at DESC NULLS LAST, descendant_id
             LIMIT ${paging.limit} OFFSET ${(paging.page - 1) * paging.limit}) page
      JOIN users u ON u.id = page.descendant_id
     ORDER BY page.depth, page.descendant_joined_at DESC NULLS LAST, page.descendant_id`);
  return result.rows;
}
