import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../infra/db/client';
import type { FlatTreeNode } from './build-tree';
import { displayedPerson, type NetworkMemberRow, networkMemberColumns } from './network-member';

// Tree order: level, then as they joined (oldest first); the closure index reads it backwards.
const TREE_ORDER = sql`depth, descendant_joined_at ASC NULLS FIRST, descendant_id DESC`;

type TreeRow = NetworkMemberRow & { depth: number; parent_id: string | null };

const toFlatNode = (row: TreeRow, level: number): FlatTreeNode => {
  const person = displayedPerson(row);
  return {
    id: row.id,
    parentId: row.parent_id,
    userId: row.user_id,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    level,
  };
};

/**
 * The viewer's network down to `depth`, in tree order, at most `limit` nodes, with each node's
 * parent: its referrer (`referred_by_id`), which its closure row at depth 1 names too (both are
 * written once, at sign-up, from the same referrer). Read from the account row the query already
 * fetches, it spares one closure probe per node (~8 of the 1M bench member's 17 ms).
 */
export async function readTreeNodes(db: DbOrTx, viewerId: string, depth: number, limit: number, now: Date) {
  const result = await db.execute<TreeRow>(sql`
    SELECT carried.depth, u.referred_by_id AS parent_id, ${networkMemberColumns(now)}
      FROM (SELECT descendant_id, depth, descendant_joined_at
              FROM referral_paths
             WHERE ancestor_id = ${viewerId}::uuid AND depth <= ${depth}
             ORDER BY ${TREE_ORDER}
             LIMIT ${limit}) carried
      JOIN users u ON u.id = carried.descendant_id
     ORDER BY carried.depth, carried.descendant_joined_at ASC NULLS FIRST, carried.descendant_id DESC`);
  return result.rows.map((row) => toFlatNode(row, row.depth));
}

/** One page of a node's direct children (they are at `childLevel` in the viewer's tree). */
export async function readChildrenPage(
  db: DbOrTx,
  nodeId: string,
  childLevel: number,
  paging: { page: number; limit: number },
  now: Date,
) {
  const result = await db.execute<TreeRow>(sql`
    SELECT 1 AS depth, ${nodeId}::uuid AS parent_id, ${networkMemberColumns(now)}
      FROM (SELECT descendant_id, descendant_joined_at
              FROM referral_paths
             WHERE ancestor_id = ${nodeId}::uuid AND depth = 1
             ORDER BY ${TREE_ORDER}
             LIMIT ${paging.limit} OFFSET ${(paging.page - 1) * paging.limit}) children
      JOIN users u ON u.id = children.descendant_id
     ORDER BY children.descendant_joined_at ASC NULLS FIRST, children.descendant_id DESC`);
  return result.rows.map((row) => toFlatNode(row, childLevel));
}

/** How many direct children a node has. */
export async function countChildren(db: DbOrTx, nodeId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM referral_paths WHERE ancestor_id = ${nodeId}::uuid AND depth = 1`);
  return result.rows[0]?.n ?? 0;
}

/** The node's level in the viewer's network (0 for the viewer), or undefined when outside it. */
export async function levelInNetwork(db: DbOrTx, viewerId: string, nodeId: string) {
  if (nodeId === viewerId) return 0;
  const result = await db.execute<{ depth: number }>(sql`
    SELECT depth FROM referral_paths WHERE ancestor_id = ${viewerId}::uuid AND descendant_id = ${nodeId}::uuid`);
  return result.rows[0]?.depth;
}
