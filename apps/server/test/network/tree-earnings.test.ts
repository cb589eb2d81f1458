import { sumDecimals } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReferralTree } from '../../src/features/network/referral-tree';
import { getTreeChildren } from '../../src/features/network/tree-children';
import { rewards } from '../../src/features/rewards/rewards.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { type BuiltNetwork, buildFixtureNetwork, referenceNetwork } from './network-fixture';

// totalRewards of a node: what the viewer earned from that node and everyone below it.
let t: TestApp;
let net: BuiltNetwork;
let ref: ReturnType<typeof referenceNetwork>;

// [recipient, source, amount, status]
const REWARDS: Array<[string, string | null, string, 'CREDITED' | 'LOCKED' | 'FORFEITED']> = [
  ['viewer', 'a1', '2', 'CREDITED'],
  ['viewer', 'b1', '1.5', 'CREDITED'],
  ['viewer', 'x1', '0.12345678', 'LOCKED'],
  ['viewer', 'd5', '0.00000001', 'CREDITED'],
  ['viewer', 'd15', '0.3', 'CREDITED'],
  ['viewer', 'y1', '4', 'CREDITED'],
  ['viewer', 'b4', '9', 'FORFEITED'], // never earned
  ['viewer', null, '50', 'CREDITED'], // an admin's bonus: not from the tree
  ['parent', 'a1', '7', 'CREDITED'], // someone else's reward from the same member
  ['parent', 'b1', '7', 'CREDITED'],
];
const earnedFrom = (name: string) =>
  REWARDS.filter(([to, from, , status]) => to === 'viewer' && from === name && status !== 'FORFEITED').map(
    ([, , amount]) => amount,
  );
const expectedTotal = (name: string): string => {
  const below = (n: string): string[] => ref.children(n).flatMap((c) => [...earnedFrom(c), ...below(c)]);
  return sumDecimals(['0', ...earnedFrom(name), ...below(name)]);
};

beforeAll(async () => {
  t = await createTestApp();
  net = await buildFixtureNetwork(t);
  ref = referenceNetwork('viewer', net);
  let cycle = 0;
  await t.db.insert(rewards).values(
    REWARDS.map(([to, from, amount, status]) => ({
      userId: net.users.get(to)!.id,
      sourceUserId: from ? net.users.get(from)!.id : null,
      type: from ? ('DOWNLINE' as const) : ('DIRECT' as const),
      level: from ? Math.min(ref.level.get(from) ?? 1, 15) : 1,
      percent: '1',
      masterAmount: '100',
      rewardAmount: amount,
      cycle: ++cycle,
      status,
    })),
  );
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, now: t.clock.now });
interface Node {
  _id: string;
  totalRewards: number | string;
  children: Node[];
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('what the viewer earned from each part of the tree', () => {
  it('sums each node and its members below, credited and locked, never forfeited', async () => {
    const res = await t.get('/api/users/referral-tree', { token: net.viewer.token });
    const nodes = flatten(res.body.data.referralTree);
    expect(nodes).toHaveLength(ref.visible.length);
    for (const node of nodes) {
      const name = net.byId.get(node._id)!;
      expect(node.totalRewards, name).toBe(Number(expectedTotal(name)));
    }
    expect(nodes.find((n) => net.byId.get(n._id) === 'a1')!.totalRewards).toBe(3.92345679);
  });

  it('gives the total (credited and locked), its locked part and the average per member in the statistics', async () => {
    const res = await t.get('/api/users/referral-tree', { token: net.viewer.token });
    const total = sumDecimals(ref.visible.flatMap(earnedFrom));
    expect(total).toBe('7.92345679');
    expect(res.body.data.statistics).toMatchObject({
      totalEarningsFromTree: 7.92345679,
      lockedEarningsFromTree: 0.12345678, // x1's reward, part of the total
      averageEarningsPerReferral: Number((7.92345679 / ref.visible.length).toFixed(8)),
    });
  });

  it('gives the same sums for nodes whose children were left out, and for fetched children', async () => {
    const cut = await getReferralTree(deps(), net.viewer.id, { maxLevels: 15 }, { nodeBudget: 4 });
    for (const node of cut.referralTree) {
      expect(node.children).toEqual([]);
      expect(node.totalRewards, net.byId.get(node._id)).toBe(expectedTotal(net.byId.get(node._id)!));
    }
    for (const parent of ['a1', 'b1', 'x1', 'd4']) {
      const page = await getTreeChildren(
        deps(),
        net.viewer.id,
        { nodeId: net.users.get(parent)!.id },
        { maxLevels: 15, page: 1, limit: 100 },
      );
      for (const child of page.children) {
        const name = net.byId.get(child._id)!;
        expect(Number(child.totalRewards), name).toBe(Number(expectedTotal(name)));
      }
    }
  });

  it('shows another member only their own earnings', async () => {
    const res = await t.get('/api/users/referral-tree', { token: net.users.get('parent')!.token });
    const viewerNode = flatten(res.body.data.referralTree).find((n) => n._id === net.viewer.id)!;
    expect(viewerNode.totalRewards).toBe(14);
  });
});
