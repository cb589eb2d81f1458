import { sumDecimals } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReferralTree } from '../../src/features/network/referral-tree';
import { getTreeChildren } from '../../src/features/network/tree-children';
import { memberSql, settleLocks } from '../../src/features/rewards/compliance/settle-locks';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { foldPendingCycles } from '../../src/features/rewards/summaries/running-totals';
import { rewards } from '../../src/features/rewards/rewards.tables';
import { daysAgo } from '../support/cycle-periods';
import { markCompliant, markNonCompliant, recordPaidPeriod } from '../support/member-facts';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { type BuiltNetwork, buildFixtureNetwork, FIXTURE, referenceNetwork } from './network-fixture';
import { everyRewardSql } from '../../src/features/rewards';

// totalRewards of a node: what the viewer earned from that node and everyone below it.
let t: TestApp;
let net: BuiltNetwork;
let ref: ReturnType<typeof referenceNetwork>;

// The viewer's rewards, [recipient, source, amount, status], paid by three real DOWNLINE cycles at
// the default schedule (5 / 2 / 1.5 / 1 / 1 % at levels 1-5, 0.4 % at 11-15): the tree reads the
// cycles' sums (ADR 0028), so its rewards must be what cycles pay.
const REWARDS: Array<[string, string | null, string, 'CREDITED' | 'LOCKED' | 'FORFEITED']> = [
  ['viewer', 'a1', '2', 'CREDITED'], // 40 at level 1
  ['viewer', 'b1', '1.5', 'CREDITED'], // 75 at level 2
  ['viewer', 'x1', '0.12345678', 'LOCKED'], // 8.230452 at level 3, while the viewer is not compliant
  ['viewer', 'd5', '0.00000001', 'CREDITED'], // 0.000001 at level 5
  ['viewer', 'd15', '0.3', 'CREDITED'], // 75 at level 15
  ['viewer', 'y1', '4', 'CREDITED'], // 200 at level 2 (its referrer a2 is locked: it earns nothing)
  ['viewer', 'b4', '9', 'FORFEITED'], // 450 at level 2, locked then forfeited: never earned
  ['viewer', null, '50', 'CREDITED'], // an admin's bonus: not from the tree
];
/** Cycle by cycle: the viewer's compliance, then the members paid for and their amounts. */
const CYCLES: Array<{ viewer: 'forfeited' | 'compliant' | 'locked'; rows: Array<[string, string]> }> = [
  { viewer: 'forfeited', rows: [['b4', '450']] },
  {
    viewer: 'compliant',
    rows: [
      ['a1', '40'],
      ['b1', '75'],
      ['d5', '0.000001'],
      ['d15', '75'],
      ['y1', '200'],
    ],
  },
  { viewer: 'locked', rows: [['x1', '8.230452']] },
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
  const member = (name: string) => net.users.get(name)!;
  // Cycles judge members by their paid periods (support/member-facts.ts).
  for (const m of FIXTURE.filter((f) => f.parent && f.onboarded !== false && !f.expired))
    await recordPaidPeriod(t.db, member(m.name));
  const viewerId = net.viewer.id;
  for (const [k, cycle] of CYCLES.entries()) {
    const now = t.clock.now();
    if (cycle.viewer === 'compliant') await markCompliant(t.db, [viewerId], now);
    else await markNonCompliant(t.db, [viewerId], now);
    const paid = await runDownlineCycle({
      db: t.db,
      period: daysAgo(k + 1),
      rows: cycle.rows.map(([name, amount], i) => ({ line: i + 1, uid: member(name).bingxUid!, amount })),
      source: 'CSV',
      now: () => now,
    });
    expect(paid.status).toBe('PAID');
    if (cycle.viewer === 'forfeited') await settleLocks(t.db, 'LOCK_FORFEIT', memberSql(viewerId), now);
  }
  await t.db.insert(rewards).values({
    userId: viewerId,
    sourceUserId: null,
    type: 'DIRECT',
    level: 1,
    percent: '1',
    masterAmount: '5000',
    rewardAmount: '50',
    cycle: 1,
    status: 'CREDITED',
  });
  // The cycles paid the viewer exactly the rewards above.
  const paid = await t.db.execute<{ source: string | null; amount: string; status: string }>(sql`
    SELECT source_user_id AS source, reward_amount::text AS amount, status FROM (${everyRewardSql()}) rewards
     WHERE user_id = ${viewerId}::uuid`);
  expect(
    paid.rows.map((r) => [r.source ? net.byId.get(r.source) : null, Number(r.amount), r.status]).sort(),
  ).toEqual(REWARDS.map(([, from, amount, status]) => [from, Number(amount), status]).sort());
});
afterAll(() => t.close());

const deps = () => ({ db: t.db, now: t.clock.now });
interface Node {
  _id: string;
  totalRewards: number | string;
  children: Node[];
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** The viewer's tree through the API: every visible node, each with the total the rewards give. */
async function expectTreeTotals() {
  const res = await t.get('/api/users/referral-tree', { token: net.viewer.token });
  const nodes = flatten(res.body.data.referralTree);
  expect(nodes).toHaveLength(ref.visible.length);
  for (const node of nodes) {
    const name = net.byId.get(node._id)!;
    expect(node.totalRewards, name).toBe(Number(expectedTotal(name)));
  }
  return nodes;
}

describe('what the viewer earned from each part of the tree', () => {
  it('sums each node and its members below, credited and locked, never forfeited', async () => {
    const nodes = await expectTreeTotals();
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

  it('gives the same sums once the cycles are folded into the running totals (ADR 0030)', async () => {
    // The tests above read every cycle one by one (nothing folded: test apps start no job).
    expect(await foldPendingCycles(t.db)).toEqual([1, 2, 3]);
    await expectTreeTotals();
  });

  it('shows another member only their own earnings', async () => {
    const res = await t.get('/api/users/referral-tree', { token: net.users.get('parent')!.token });
    const viewerNode = flatten(res.body.data.referralTree).find((n) => n._id === net.viewer.id)!;
    // 0.8 (a1) + 1.125 (b1) + 3 (y1) + 6.75 (b4: the parent was compliant) + 0.08230452 (x1); d5's
    // 0.000001 at level 6 rounds to nothing, d15 is 16 levels below.
    expect(viewerNode.totalRewards).toBe(11.75730452);
  });
});
