import { describe, expect, it } from 'vitest';
import { getReferralTree } from '../../src/features/network/referral-tree';
import type { TestApp } from '../support/create-test-app';
import { type BuiltNetwork, fixtureNetworkSuite, type ReferenceNetwork } from './network-fixture';

// The tree's statistics cover the viewer's whole network (levels 1-15) whatever the answer carries.
// The first load counts only its first budget + 1 members and takes the deeper levels from the
// deepest carried level's facts (ADR 0022): for every budget and view depth the statistics are the
// ones of the whole network, computed here from the parent links alone.
let t: TestApp;
let net: BuiltNetwork;
let ref: ReferenceNetwork;
fixtureNetworkSuite((suite) => ({ t, net, ref } = suite));

describe('the tree statistics within any budget', () => {
  it('count every level of the network, whichever levels are carried', async () => {
    const perLevel = new Map<number, number>();
    for (const level of ref.level.values()) perLevel.set(level, (perLevel.get(level) ?? 0) + 1);
    const direct = perLevel.get(1) ?? 0;
    const expected = {
      totalReferrals: ref.visible.length,
      directReferrals: direct,
      indirectReferrals: ref.visible.length - direct,
      maxDepthReached: Math.max(...perLevel.keys()),
    };
    expect(expected.maxDepthReached).toBe(15);
    const deps = { db: t.db, now: t.clock.now };
    for (let budget = 1; budget <= ref.visible.length + 1; budget++) {
      for (const maxLevels of [1, 2, 3, 15]) {
        const answer = await getReferralTree(deps, net.viewer.id, { maxLevels }, { nodeBudget: budget });
        expect(answer.statistics, `budget ${budget}, ${maxLevels} levels`).toMatchObject(expected);
      }
    }
  });
});
