import type { ParsedParamsOf, ParsedQueryOf, endpoints } from '@app/contract';
import { AppError } from '../../http/app-error';
import { type Db, SNAPSHOT } from '../../infra/db/client';
import { buildTree } from './build-tree';
import { pageInfo } from './page-info';
import { withoutParallelWorkers } from './serial-reads';
import { readSubtreeFacts } from './subtree-facts';
import { countChildren, levelInNetwork, readChildrenPage } from './tree-nodes';
import { earnedFromEach } from './viewer-earnings';

type ChildrenQuery = ParsedQueryOf<typeof endpoints.referralTreeChildren>;
type ChildrenParams = ParsedParamsOf<typeof endpoints.referralTreeChildren>;

/**
 * `GET /users/referral-tree/:nodeId/children`: one page of a node's direct children, with the
 * same fields as the tree's nodes. The node must be in the viewer's network, or the viewer
 * (their direct referrals); anything else is NOT_FOUND, so other networks stay invisible.
 * Children deeper than `maxLevels` are outside the view: none are returned.
 */
export async function getTreeChildren(
  deps: { db: Db; now: () => Date },
  viewerId: string,
  { nodeId }: ChildrenParams,
  query: ChildrenQuery,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await withoutParallelWorkers(tx);
    const level = await levelInNetwork(tx, viewerId, nodeId);
    if (level === undefined) throw new AppError('NOT_FOUND');
    const childLevel = level + 1;
    if (childLevel > query.maxLevels) {
      return { nodeId, children: [], pagination: pageInfo(query.page, query.limit, 0) };
    }
    const total = await countChildren(tx, nodeId);
    const nodes = await readChildrenPage(tx, nodeId, childLevel, query, now);
    const ids = nodes.map((n) => n.id);
    const facts = await readSubtreeFacts(tx, viewerId, ids, childLevel);
    const ownRewards = await earnedFromEach(tx, viewerId, new Map(ids.map((id) => [id, childLevel])));
    return {
      nodeId,
      children: buildTree({ nodes, deepestLevel: childLevel, facts, ownRewards, topLevel: childLevel }),
      pagination: pageInfo(query.page, query.limit, total),
    };
  }, SNAPSHOT);
}
