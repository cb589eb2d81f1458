import type { ParsedQueryOf, endpoints } from '@app/contract';
import { AppError } from '../../http/app-error';
import { type Db, SNAPSHOT } from '../../infra/db/client';
import { usersRepository } from '../users';
import { buildTree } from './build-tree';
import { withoutParallelWorkers } from './serial-reads';
import { readSubtreeFacts } from './subtree-facts';
import { readTreeNodes } from './tree-nodes';
import { TREE_NODE_BUDGET, treeLevelsWithinBudget } from './tree-levels';
import { readKeptDepthCounts, treeStatistics } from './tree-statistics';
import { earnedFromEach, earnedFromNetwork } from './viewer-earnings';

type TreeQuery = ParsedQueryOf<typeof endpoints.referralTree>;

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
    // The members per level, kept by the closure rows' writes (ADR 0023): the levels to carry and
    // the statistics, without counting the network (ADR 0026).
    const countsByDepth = await readKeptDepthCounts(tx, viewerId);
    const carried = treeLevelsWithinBudget(
      countsByDepth,
      query.maxLevels,
      options.nodeBudget ?? TREE_NODE_BUDGET,
    );
    const nodes =
      carried.depth === 0 ? [] : await readTreeNodes(tx, viewerId, carried.depth, carried.nodeLimit, now);
    const deepest = nodes.filter((n) => n.level === carried.depth).map((n) => n.id);
    const facts = await readSubtreeFacts(tx, viewerId, deepest, carried.depth);
    const ownRewards = await earnedFromEach(tx, viewerId, new Map(nodes.map((n) => [n.id, n.level])));
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

const sumCounts = (counts: ReadonlyMap<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
