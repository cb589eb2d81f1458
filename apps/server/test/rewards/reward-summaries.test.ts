import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  earnedBelowEach,
  earnedFromEach,
  earnedFromNetwork,
} from '../../src/features/network/viewer-earnings';
import { adminRewardStatistics } from '../../src/features/admin/rewards/list-admin-rewards';
import { listUserRewards } from '../../src/features/rewards/queries/list-user-rewards';
import { recordComplianceCheck } from '../../src/features/rewards/compliance/record-compliance-check';
import { summaryDrift } from '../../src/features/rewards/summaries/summary-drift';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, firstMembers, type NetMember } from './network';
import { rewardWrites } from './reward-writes';
import { everyRewardSql } from '../../src/features/rewards';

// The reward summaries (ADR 0019) are kept by every write of rewards: DOWNLINE cycles (their own
// statement), DIRECT payments, lock releases and forfeits (the trigger on `rewards`). After each
// kind of write they equal the same summaries computed from scratch, and the tree's earnings read
// from them equal the sums of the rewards themselves.
const DAY_MS = 86_400_000;
let t: TestApp;
let root: { id: string };
let members: NetMember[];
beforeAll(async () => {
  t = await createTestApp();
  root = await createAdmin(t);
  // m0 > m1 > m2 > m3, and m4 under m1.
  members = await buildNetwork(t, root, [-1, 0, 1, 2, 1]);
});
afterAll(() => t.close());

const noDrift = { counts: [], totals: [] };
const { pay, cycle: cycleOf } = rewardWrites(() => t);

/** The tree's earnings of `viewer` from the rewards themselves (what the tree read before ADR 0019). */
async function fromScratch(viewerId: string) {
  const each = await t.db.execute<{ id: string; amount: string }>(sql`
    SELECT source_user_id AS id, sum(reward_amount)::text AS amount FROM (${everyRewardSql()}) rewards
     WHERE user_id = ${viewerId}::uuid AND source_user_id IS NOT NULL AND status <> 'FORFEITED'
     GROUP BY source_user_id`);
  const below = await t.db.execute<{ id: string; amount: string }>(sql`
    SELECT p.ancestor_id AS id, sum(r.reward_amount)::text AS amount FROM referral_paths p
      JOIN (${everyRewardSql()}) r ON r.source_user_id = p.descendant_id AND r.user_id = ${viewerId}::uuid AND r.status <> 'FORFEITED'
     WHERE p.ancestor_id = ANY(${sql.param(members.map((m) => m.id))}::uuid[]) AND p.depth <= 15
     GROUP BY p.ancestor_id`);
  const network = await t.db.execute<{ total: string; average: string; locked: string }>(sql`
    SELECT coalesce(sum(reward_amount), 0)::text AS total,
           coalesce(round(sum(reward_amount) / 5, 8), 0)::text AS average,
           coalesce(sum(reward_amount) FILTER (WHERE status = 'LOCKED'), 0)::text AS locked
      FROM (${everyRewardSql()}) rewards WHERE user_id = ${viewerId}::uuid AND source_user_id IS NOT NULL AND status <> 'FORFEITED'`);
  return {
    each: new Map(each.rows.map((r) => [r.id, r.amount])),
    below: new Map(below.rows.map((r) => [r.id, r.amount])),
    network: network.rows[0],
  };
}

async function expectTreeEarningsFromScratch() {
  for (const viewer of members) {
    const expected = await fromScratch(viewer.id);
    const tree = await t.db.execute<{ id: string; depth: number }>(sql`
      SELECT descendant_id AS id, depth FROM referral_paths WHERE ancestor_id = ${viewer.id}::uuid`);
    // Each node of the viewer's tree itself, at its level (derived from the inputs, ADR 0029).
    const levelOf = new Map(tree.rows.map((r) => [r.id, r.depth]));
    expect(await earnedFromEach(t.db, viewer.id, levelOf), viewer.lastName).toEqual(expected.each);
    // Below each node of the viewer's tree, the nodes of one level at a time (node sums, ADR 0028).
    const below = new Map<string, string>();
    for (const depth of new Set(tree.rows.map((r) => r.depth))) {
      const level = tree.rows.filter((r) => r.depth === depth).map((r) => r.id);
      for (const [id, amount] of await earnedBelowEach(t.db, viewer.id, level, depth)) below.set(id, amount);
    }
    const inTree = new Set(tree.rows.map((r) => r.id));
    const expectedBelow = new Map([...expected.below].filter(([id]) => inTree.has(id)));
    expect(below, viewer.lastName).toEqual(expectedBelow);
    expect(await earnedFromNetwork(t.db, viewer.id, 5), viewer.lastName).toEqual(expected.network);
  }
}

/** The admin list's statistics and each member's reward counts, from the rewards themselves. */
async function expectListFiguresFromScratch() {
  for (const filter of [
    {},
    { type: 'DOWNLINE' as const },
    { type: 'DIRECT' as const },
    { level: 1 },
    { level: 2 },
  ]) {
    const where = sql.join(
      [
        sql`status <> 'FORFEITED'`,
        'type' in filter ? sql`type = ${filter.type}` : sql`true`,
        'level' in filter ? sql`level = ${filter.level}` : sql`true`,
      ],
      sql` AND `,
    );
    const scratch = await t.db.execute<Record<string, string | number>>(sql`
      SELECT count(*)::int AS total, coalesce(sum(reward_amount), 0)::text AS "totalRewardsDistributed",
             coalesce(sum(reward_amount) FILTER (WHERE type = 'DIRECT'), 0)::text AS "totalDirectRewards",
             coalesce(sum(reward_amount) FILTER (WHERE type = 'DOWNLINE'), 0)::text AS "totalDownlineRewards",
             (count(*) FILTER (WHERE type = 'DIRECT'))::int AS "directRewardsCount",
             (count(*) FILTER (WHERE type = 'DOWNLINE'))::int AS "downlineRewardsCount",
             coalesce(sum(master_amount), 0)::text AS "totalMasterAmount",
             coalesce(round(avg(reward_amount), 8), 0)::text AS "averageRewardAmount",
             coalesce(max(reward_amount), 0)::text AS "maxRewardAmount",
             coalesce(min(reward_amount), 0)::text AS "minRewardAmount"
        FROM (${everyRewardSql()}) rewards WHERE ${where}`);
    expect(await adminRewardStatistics(t.db, filter), JSON.stringify(filter)).toEqual(scratch.rows[0]);
  }
  for (const m of members) {
    for (const filter of [{}, { type: 'DOWNLINE' as const }, { level: 1 }, { level: 3 }]) {
      const where = sql.join(
        [
          sql`user_id = ${m.id}::uuid`,
          'type' in filter ? sql`type = ${filter.type}` : sql`true`,
          'level' in filter ? sql`level = ${filter.level}` : sql`true`,
        ],
        sql` AND `,
      );
      const scratch = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM (${everyRewardSql()}) rewards WHERE ${where}`,
      );
      const page = await listUserRewards(t.db, m.id, { page: 1, limit: 2, sort: 'newest', ...filter });
      expect(page.pagination.totalRecords).toBe(scratch.rows[0]!.n);
    }
  }
}

describe('the reward summaries', () => {
  it('follow cycles, DIRECT rewards, locks, releases and forfeits', async () => {
    const start = t.clock.now().getTime();
    const day = (n: number) => new Date(start + n * DAY_MS);
    const [m0, m1, m2, m3, m4] = firstMembers(members, 5);
    const LOW = { compliant: false, reason: 'LOW_BALANCE' as const, balanceUsdt: '1' };
    // m0 and m1 are not compliant: what they earn is locked.
    await recordComplianceCheck(t.db, { userId: m0.id, status: LOW, now: day(0) });
    await recordComplianceCheck(t.db, { userId: m1.id, status: LOW, now: day(0) });

    await pay(m3, '10', day(1));
    await pay(m4, '12.5', day(1));
    expect(await summaryDrift(t.db)).toEqual(noDrift);

    await cycleOf(
      [
        [m2, '100'],
        [m3, '33.3333'],
        [m4, '7'],
      ],
      day(2),
    );
    await cycleOf(
      [
        [m3, '250'],
        [m4, '0.5'],
      ],
      day(3),
    );
    expect(await summaryDrift(t.db)).toEqual(noDrift);
    await expectTreeEarningsFromScratch();

    // m1 compliant again within the window: its locks are released (also those in cycle tables).
    const released = await recordComplianceCheck(t.db, {
      userId: m1.id,
      status: { compliant: true, balanceUsdt: '250' },
      now: day(10),
    });
    expect(released.released?.entries).toBeGreaterThan(0);
    expect(await summaryDrift(t.db)).toEqual(noDrift);
    await expectTreeEarningsFromScratch();

    // m0 still not compliant after the window: what is locked is forfeited (gone from the tree).
    const late = await recordComplianceCheck(t.db, { userId: m0.id, status: LOW, now: day(30.5) });
    expect(late.forfeited?.entries).toBeGreaterThan(0);
    expect(await summaryDrift(t.db)).toEqual(noDrift);
    await expectTreeEarningsFromScratch();
    await expectListFiguresFromScratch();

    // More after the forfeit: a payment and a cycle fold into the rows already there.
    await pay(m2, '20', day(31));
    await cycleOf(
      [
        [m2, '1'],
        [m3, '2'],
      ],
      day(31),
    );
    expect(await summaryDrift(t.db)).toEqual(noDrift);
    await expectTreeEarningsFromScratch();
    await expectListFiguresFromScratch();
  });

  it("read a group's largest and smallest again when a forfeit takes them away", async () => {
    const [m0, m1, m2] = firstMembers(members, 3);
    const row = (userId: string, amount: string) => sql`
      (${userId}::uuid, ${m2.id}::uuid, 'DIRECT', 2, 20, 10, ${amount}, 900, 'LOCKED')`;
    await t.db.execute(sql`
      INSERT INTO rewards (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status)
      VALUES ${row(m0.id, '9')}, ${row(m1.id, '5')}, ${row(m2.id, '1')}`);
    const group = async () =>
      (
        await t.db.execute<{ max: string; min: string; n: number }>(sql`
          SELECT trim_scale(max_reward_amount)::text AS max, trim_scale(min_reward_amount)::text AS min, rewards::int AS n
            FROM reward_totals WHERE type = 'DIRECT' AND level = 2 AND cycle = 900`)
      ).rows[0];
    expect(await group()).toEqual({ max: '9', min: '1', n: 3 });
    await t.db.execute(
      sql`UPDATE rewards SET status = 'FORFEITED' WHERE cycle = 900 AND reward_amount IN (9, 1)`,
    );
    expect(await group()).toEqual({ max: '5', min: '5', n: 1 });
    // A release keeps the reward in the statistics: nothing moves.
    await t.db.execute(sql`UPDATE rewards SET status = 'CREDITED' WHERE cycle = 900 AND status = 'LOCKED'`);
    expect(await group()).toEqual({ max: '5', min: '5', n: 1 });
    expect(await summaryDrift(t.db)).toEqual(noDrift);
  });

  it("read a cycle level's largest and smallest again when a forfeit takes them away", async () => {
    const [m0, m1, m2, m3, m4] = firstMembers(members, 5);
    const start = t.clock.now().getTime();
    const day = (n: number) => new Date(start + n * DAY_MS);
    // m1 not compliant when the cycle pays: its rewards are locked, then forfeited after the window.
    const LOW = { compliant: false, reason: 'LOW_BALANCE' as const, balanceUsdt: '1' };
    await recordComplianceCheck(t.db, { userId: m1.id, status: LOW, now: day(40) });
    const paid = await cycleOf(
      [
        [m2, '90'],
        [m3, '0.5'],
        [m4, '40'],
      ],
      day(41),
    );
    expect(paid.status).toBe('PAID');
    const rewardOf = async (recipient: NetMember, source: NetMember) =>
      (
        await t.db.execute<{ amount: string }>(sql`
          SELECT trim_scale(reward_amount)::text AS amount FROM (${everyRewardSql()}) r
           WHERE cycle = ${paid.number} AND type = 'DOWNLINE' AND user_id = ${recipient.id}::uuid
             AND source_user_id = ${source.id}::uuid`)
      ).rows[0]?.amount;
    const group = async (level: number) =>
      (
        await t.db.execute<{ max: string; min: string; n: number }>(sql`
          SELECT trim_scale(max_reward_amount)::text AS max, trim_scale(min_reward_amount)::text AS min, rewards::int AS n
            FROM reward_totals WHERE type = 'DOWNLINE' AND level = ${level} AND cycle = ${paid.number}`)
      ).rows[0];
    // Level 1: m1 holds the largest (from m2) and m4's; m2's from m3 is the smallest. Level 2: m1's
    // from m3 is the smallest, m0's from m2 the largest.
    expect(await group(1)).toEqual({ max: await rewardOf(m1, m2), min: await rewardOf(m2, m3), n: 3 });
    expect(await group(2)).toEqual({ max: await rewardOf(m0, m2), min: await rewardOf(m1, m3), n: 3 });

    const late = await recordComplianceCheck(t.db, { userId: m1.id, status: LOW, now: day(71) });
    expect(late.forfeited?.entries).toBeGreaterThan(0);
    expect(await group(1)).toEqual({ max: await rewardOf(m2, m3), min: await rewardOf(m2, m3), n: 1 });
    expect(await group(2)).toEqual({ max: await rewardOf(m0, m2), min: await rewardOf(m0, m4), n: 2 });
    expect(await summaryDrift(t.db)).toEqual(noDrift);
  });

  it('notice a write that bypasses them', async () => {
    // What the tests above rely on: a cycle's facts changed where no summary follows (an input
    // taken away, another's amount changed) show as drift in the counts and the totals.
    const [m0] = firstMembers(members, 1);
    const [input] = (
      await t.db.execute<{ cycle_id: string; user_id: string }>(sql`
        SELECT ci.cycle_id, ci.user_id FROM cycle_inputs ci
          JOIN referral_paths p ON p.descendant_id = ci.user_id AND p.ancestor_id = ${m0.id}::uuid
         ORDER BY ci.amount DESC LIMIT 1`)
    ).rows;
    await t.db.execute(sql`
      DELETE FROM cycle_inputs WHERE cycle_id = ${input!.cycle_id}::uuid AND user_id = ${input!.user_id}::uuid`);
    const drift = await summaryDrift(t.db);
    expect(drift.counts.length).toBeGreaterThan(0);
    expect(drift.totals.length).toBeGreaterThan(0);
  });
});
