import type { ParsedQueryOf, endpoints } from '@app/contract';
import { AppError } from '../../http/app-error';
import type { Db, Tx } from '../../infra/db/client';
import { usersRepository } from '../users';
import { buildTree } from './build-tree';
import { withoutParallelWorkers } from './serial-reads';
import { readDeepestFacts } from './subtree-facts';
import { readTreeNodes } from './tree-nodes';
import { TREE_NODE_BUDGET, treeLevelsWithinBudget } from './tree-levels';
import { readDepthCounts, readDepthCountsWithin, treeStatistics } from './tree-statistics';
import { earnedFromEach, earnedFromNetwork } from './viewer-earnings';

type TreeQuery = ParsedQueryOf<typeof endpoints.referralTree>;

/** One consistent snapshot for the several reads of an answer. */
export const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * `GET /users/referral-tree`: the viewer's network as nested nodes down to `maxLevels`, carried
 * whole level by level up to a node budget (tree-levels.ts); nodes of the deepest level carried
 * come with `children: []` and their counts, and the page fetches their children on demand.
 */
export async function getReferralTree(
  deps: { db: Db; now: () => Date },
  viewerId: string,
  query: TreeQuery,
  options: { nodeBudget?: number } = {},
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await withoutParallelWorkers(tx);
    const viewer = await usersRepository.findById(tx, viewerId);
    if (!viewer) throw new AppError('UNAUTHORIZED');
    // The levels to carry, from the first budget + 1 members only (ADR 0022): the levels it
    // reaches before the last are whole, and the last one does not fit.
    const budget = options.nodeBudget ?? TREE_NODE_BUDGET;
    const head = await readDepthCountsWithin(tx, viewerId, budget + 1);
    const carried = treeLevelsWithinBudget(head, query.maxLevels, budget);
    const nodes =
      carried.depth === 0 ? [] : await readTreeNodes(tx, viewerId, carried.depth, carried.nodeLimit, now);
    const deepest = nodes.filter((n) => n.level === carried.depth).map((n) => n.id);
    const { facts, membersBelow } = await readDeepestFacts(tx, viewerId, deepest, carried.depth);
    const countsByDepth = await wholeNetworkCounts(tx, viewerId, { head, budget, carried, membersBelow });
    const ownRewards = await earnedFromEach(
      tx,
      viewerId,
      nodes.map((n) => n.id),
    );
    const statistics = treeStatistics(
      countsByDepth,
      await earnedFromNetwork(tx, viewerId, sumCounts(countsByDepth)),
    );
    return {
      userInfo: {
        firstName: viewer.firstName,
        lastName: viewer.lastName,
        email: viewer.email,
        userId: viewer.userId,
      },
      referralTree: buildTree({ nodes, deepestLevel: carried.depth, facts, ownRewards }),
      statistics,
    };
  }, SNAPSHOT);
}

/**
 * The viewer's members per level 1-15 for the statistics: the first members' counts when they were
 * the whole network; else the levels carried from them and the deeper ones from the deepest carried
 * level's facts (each deeper member is below one of its nodes); a first level larger than the
 * budget is cut, so then the whole network is counted.
 */
async function wholeNetworkCounts(
  tx: Tx,
  viewerId: string,
  known: {
    head: ReadonlyMap<number, number>;
    budget: number;
    carried: { depth: number };
    membersBelow: ReadonlyMap<number, number>;
  },
): Promise<ReadonlyMap<number, number>> {
  if (sumCounts(known.head) <= known.budget) return known.head;
  if ((known.head.get(1) ?? 0) > known.budget) return readDepthCounts(tx, viewerId);
  const counts = new Map([...known.head].filter(([depth]) => depth <= known.carried.depth));
  for (const [depth, n] of known.membersBelow) counts.set(depth, n);
  return counts;
}

const sumCounts = (counts: ReadonlyMap<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
