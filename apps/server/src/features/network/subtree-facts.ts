import { MAX_LEVEL } from '@app/contract';
import type { DbOrTx } from '../../infra/db/client';
import type { SubtreeFacts } from './build-tree';
import { keptNetworkCountsFor } from './tree-statistics';
import { earnedBelowEach } from './viewer-earnings';

/**
 * Counts below each of `nodeIds` (all at `level` in the viewer's tree) within the viewer's 15
 * levels, and what the viewer earned from those members: the counts the closure rows' writes keep
 * (ADR 0023) and the node sums (viewer-earnings.ts `earnedBelowEach`, ADR 0028), so neither reads
 * the closure rows below the nodes (~101,000 for the 1M bench member's first load, ADR 0026).
 */
export async function readSubtreeFacts(
  db: DbOrTx,
  viewerId: string,
  nodeIds: string[],
  level: number,
): Promise<Map<string, SubtreeFacts>> {
  const facts = new Map<string, SubtreeFacts>();
  const depthLeft = MAX_LEVEL - level;
  if (nodeIds.length === 0 || depthLeft < 1) return facts;
  const counts = await keptNetworkCountsFor(db, nodeIds);
  const earned = await earnedBelowEach(db, viewerId, nodeIds, level);
  for (const [id, network] of counts) {
    let descendants = 0;
    for (const [depth, n] of network.byDepth) if (depth <= depthLeft) descendants += n;
    if (descendants > 0) facts.set(id, { descendants, rewardsBelow: earned.get(id) ?? '0' });
  }
  return facts;
}
