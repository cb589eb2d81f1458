import { describe, expect, it } from 'vitest';
import { getReferralTree } from '../../src/features/network/referral-tree';
import { getTreeChildren } from '../../src/features/network/tree-children';
import type { TestApp } from '../support/create-test-app';
import { type BuiltNetwork, fixtureNetworkSuite, type ReferenceNetwork } from './network-fixture';

// The tree answer carries whole levels within a node budget; the rest is fetched per node.
let t: TestApp;
let net: BuiltNetwork;
let ref: ReferenceNetwork;
fixtureNetworkSuite((suite) => ({ t, net, ref } = suite));

const deps = () => ({ db: t.db, now: t.clock.now });
const name = (n: { _id: string }) => net.byId.get(n._id);

describe('the tree within a node budget', () => {
  it('carries whole levels while they fit, and marks the nodes whose children were left out', async () => {
    // Levels 1 and 2 hold 4 + 5 members: a budget of 10 carries both, not level 3.
    const answer = await getReferralTree(deps(), net.viewer.id, { maxLevels: 15 }, { nodeBudget: 10 });
    const levelTwo = answer.referralTree.flatMap((n) => n.children);
    expect(levelTwo.map(name).sort()).toEqual(ref.visible.filter((n) => ref.level.get(n) === 2).sort());
    for (const node of levelTwo) {
      expect(node.children).toEqual([]);
      expect(node.totalDescendants, name(node)).toBe(ref.descendants(name(node)!));
      expect(node.hasChildren, name(node)).toBe(ref.descendants(name(node)!) > 0);
    }
    // Totals above the cut still cover everything below it.
    const a1 = answer.referralTree.find((n) => name(n) === 'a1')!;
    expect(a1.totalDescendants).toBe(ref.descendants('a1'));
    expect(answer.statistics.totalReferrals).toBe(ref.visible.length);

    // The page expands a left-out node through the children endpoint.
    const b1 = levelTwo.find((n) => name(n) === 'b1')!;
    const more = await getTreeChildren(
      deps(),
      net.viewer.id,
      { nodeId: b1._id },
      { maxLevels: 15, page: 1, limit: 100 },
    );
    expect(more.children.map(name).sort()).toEqual(['x1', 'x2']);
    expect(more.children.find((n) => name(n) === 'x1')!.totalDescendants).toBe(ref.descendants('x1'));
  });

  it('cuts a first level larger than the budget; the rest come from the children of the viewer', async () => {
    const answer = await getReferralTree(deps(), net.viewer.id, { maxLevels: 15 }, { nodeBudget: 3 });
    expect(answer.referralTree).toHaveLength(3);
    expect(answer.referralTree.every((n) => n.children.length === 0)).toBe(true);
    expect(answer.statistics.directReferrals).toBe(4);
    const all = await getTreeChildren(
      deps(),
      net.viewer.id,
      { nodeId: net.viewer.id },
      { maxLevels: 15, page: 1, limit: 3 },
    );
    expect(all.children.map(name)).toEqual(answer.referralTree.map(name));
    expect(all.pagination.totalRecords).toBe(4);
  });
});
