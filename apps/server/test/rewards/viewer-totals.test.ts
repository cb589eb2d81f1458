import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReferralTree } from '../../src/features/network/referral-tree';
import { getTreeChildren } from '../../src/features/network/tree-children';
import { recordComplianceCheck } from '../../src/features/rewards/compliance/record-compliance-check';
import { viewerTotalsDrift } from '../../src/features/rewards/summaries/viewer-totals';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, firstMembers, type NetMember } from './network';
import { rewardWrites } from './reward-writes';
import { everyRewardSql } from '../../src/features/rewards';

// `reward_viewer_totals` (ADR 0022): what each member earned from their network altogether, kept by
// every write of rewards (cycles, DIRECT rewards, locks, releases, forfeits). The tree's statistics
// read it and its deepest nodes count and sum in one pass: after each kind of write the tree's
// figures equal the sums over `rewards` themselves, and the summary equals the same computed from
// scratch.
const DAY_MS = 86_400_000;
let t: TestApp;
let root: { id: string };
let members: NetMember[];
beforeAll(async () => {
  t = await createTestApp();
  root = await createAdmin(t);
  // m0 > m1 > m3 > m5 > m7, m1 > m6, m0 > m2 > m4: two branches under m0, two under m1.
  members = await buildNetwork(t, root, [-1, 0, 0, 1, 2, 3, 1, 5]);
});
afterAll(() => t.close());

const { pay, cycle: cycleOf } = rewardWrites(() => t);

/** Sums over the rewards themselves, normalised as the answers are (no trailing zeros). */
const trimmed = (column: string) => sql.raw(`coalesce(trim_scale(${column}), 0)::text`);

/**
 * Every member's tree cut to its first level (the budget is its number of direct referrals, so the
 * first level's totals come from its subtrees' facts), the nodes' totals and the statistics
 * against sums over `rewards`: each direct referral's total is what the viewer earned from it and
 * everyone below it, credited or locked; the network total, its locked part and the average.
 */
async function expectTreeFiguresFromScratch() {
  for (const viewer of [root, ...members]) {
    const direct = await t.db.execute<{ id: string }>(sql`
      SELECT descendant_id AS id FROM referral_paths WHERE ancestor_id = ${viewer.id}::uuid AND depth = 1`);
    if (direct.rows.length === 0) continue;
    const deps = { db: t.db, now: t.clock.now };
    const tree = await getReferralTree(
      deps,
      viewer.id,
      { maxLevels: 15 },
      { nodeBudget: direct.rows.length },
    );
    const expected = await t.db.execute<{ id: string; amount: string }>(sql`
      SELECT d.descendant_id AS id, ${trimmed('sum(r.reward_amount)')} AS amount
        FROM referral_paths d
        JOIN referral_paths p ON p.ancestor_id = d.ancestor_id
         AND (p.descendant_id = d.descendant_id
              OR p.descendant_id IN (SELECT descendant_id FROM referral_paths WHERE ancestor_id = d.descendant_id))
        LEFT JOIN (${everyRewardSql()}) r ON r.user_id = d.ancestor_id AND r.source_user_id = p.descendant_id AND r.status <> 'FORFEITED'
       WHERE d.ancestor_id = ${viewer.id}::uuid AND d.depth = 1
       GROUP BY d.descendant_id`);
    const totals = new Map(tree.referralTree.map((n) => [n._id, n.totalRewards]));
    expect(totals, `first level of ${viewer.id}`).toEqual(
      new Map(expected.rows.map((r) => [r.id, r.amount])),
    );
    const children = await getTreeChildren(
      deps,
      viewer.id,
      { nodeId: viewer.id },
      { maxLevels: 15, page: 1, limit: 100 },
    );
    expect(new Map(children.children.map((n) => [n._id, n.totalRewards]))).toEqual(totals);

    const network = await t.db.execute<{ total: string; locked: string; n: number }>(sql`
      SELECT ${trimmed('sum(reward_amount)')} AS total,
             ${trimmed(`sum(reward_amount) FILTER (WHERE status = 'LOCKED')`)} AS locked,
             (SELECT count(*)::int FROM referral_paths WHERE ancestor_id = ${viewer.id}::uuid) AS n
        FROM (${everyRewardSql()}) rewards WHERE user_id = ${viewer.id}::uuid AND source_user_id IS NOT NULL AND status <> 'FORFEITED'`);
    const { total, locked, n } = network.rows[0]!;
    const figures = tree.statistics;
    expect(trim(figures.totalEarningsFromTree), 'total').toBe(total);
    expect(trim(figures.lockedEarningsFromTree), 'locked').toBe(locked);
    const average = await t.db.execute<{ a: string }>(
      sql`SELECT ${trimmed(`round(${total}::numeric / ${n}::int, 8)`)} AS a`,
    );
    expect(trim(figures.averageEarningsPerReferral), 'average').toBe(average.rows[0]!.a);
  }
}
const trim = (decimal: string) =>
  decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;

describe('the viewer totals (reward_viewer_totals)', () => {
  it('follow cycles, DIRECT rewards, locks, releases and forfeits, and give the tree its figures', async () => {
    const start = t.clock.now().getTime();
    const day = (n: number) => new Date(start + n * DAY_MS);
    const m = firstMembers(members, 8);
    const LOW = { compliant: false, reason: 'LOW_BALANCE' as const, balanceUsdt: '1' };
    // m0 and m1 are not compliant: what they earn is locked.
    await recordComplianceCheck(t.db, { userId: m[0].id, status: LOW, now: day(0) });
    await recordComplianceCheck(t.db, { userId: m[1].id, status: LOW, now: day(0) });

    await pay(m[3], '10', day(1));
    await pay(m[4], '12.5', day(1));
    expect(await viewerTotalsDrift(t.db)).toEqual([]);
    await expectTreeFiguresFromScratch();

    await cycleOf(
      [
        [m[2], '100'],
        [m[3], '33.3333'],
        [m[4], '7'],
        [m[5], '3.14'],
        [m[6], '21'],
        [m[7], '0.77'],
      ],
      day(2),
    );
    await cycleOf(
      [
        [m[3], '250'],
        [m[4], '0.5'],
        [m[7], '12'],
      ],
      day(3),
    );
    const kept = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM reward_viewer_totals`);
    expect(kept.rows[0]!.n).toBeGreaterThan(0);
    expect(await viewerTotalsDrift(t.db)).toEqual([]);
    await expectTreeFiguresFromScratch();

    // m1 compliant again within the window: its locks are released (also those in cycle tables).
    const released = await recordComplianceCheck(t.db, {
      userId: m[1].id,
      status: { compliant: true, balanceUsdt: '250' },
      now: day(10),
    });
    expect(released.released?.entries).toBeGreaterThan(0);
    expect(await viewerTotalsDrift(t.db)).toEqual([]);
    await expectTreeFiguresFromScratch();

    // m0 still not compliant after the window: what is locked is forfeited (gone from the tree).
    const late = await recordComplianceCheck(t.db, { userId: m[0].id, status: LOW, now: day(30.5) });
    expect(late.forfeited?.entries).toBeGreaterThan(0);
    expect(await viewerTotalsDrift(t.db)).toEqual([]);
    await expectTreeFiguresFromScratch();

    // More after the forfeit: a payment and a cycle fold into the rows already there.
    await pay(m[2], '20', day(31));
    await cycleOf(
      [
        [m[2], '1'],
        [m[7], '2'],
      ],
      day(31),
    );
    expect(await viewerTotalsDrift(t.db)).toEqual([]);
    await expectTreeFiguresFromScratch();
  });

  it('count a source outside the viewer network in the total, as the sum of the summary rows did', async () => {
    // m4 is not below m3: a reward of m3 from m4 (written directly) counts in m3's total.
    const [, , , m3, m4] = firstMembers(members, 5);
    await t.db.execute(sql`
      INSERT INTO rewards (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status)
      VALUES (${m3.id}::uuid, ${m4.id}::uuid, 'DIRECT', 1, 20, 10, 0.25, 901, 'CREDITED')`);
    expect(await viewerTotalsDrift(t.db)).toEqual([]);
    await expectTreeFiguresFromScratch();
  });

  it('notice a write that bypasses them', async () => {
    // What the test above relies on: a cycle's facts changed where no summary follows (an input's
    // amount, so every upline's derived reward from it) show as drift. An input m0 still earns
    // from: a forfeited reward is on neither side, so an input of cycle 1 alone would show nothing.
    const [m0] = firstMembers(members, 1);
    const changed = await t.db.execute(sql`
      UPDATE cycle_inputs SET amount = amount + 1
       WHERE (cycle_id, user_id) IN (SELECT ci.cycle_id, ci.user_id FROM cycle_inputs ci
                                       JOIN cycles c ON c.id = ci.cycle_id
                                       JOIN (${everyRewardSql()}) r ON r.cycle = c.number AND r.source_user_id = ci.user_id
                                      WHERE r.user_id = ${m0.id}::uuid AND r.type = 'DOWNLINE' AND r.status <> 'FORFEITED'
                                      LIMIT 1)`);
    expect(changed.rowCount).toBe(1);
    expect((await viewerTotalsDrift(t.db)).length).toBeGreaterThan(0);
  });
});
