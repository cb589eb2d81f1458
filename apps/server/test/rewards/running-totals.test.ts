import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnedBelowEach, earnedFromEach } from '../../src/features/network/viewer-earnings';
import { memberSql, settleLocks } from '../../src/features/rewards/compliance/settle-locks';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import {
  earningCyclesSql,
  foldCycleIntoRunningTotals,
  foldPendingCycles,
  runningTotalsJob,
} from '../../src/features/rewards/summaries/running-totals';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { settingsDefaults } from '../../src/features/settings/settings.defaults';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { markCompliant, markNonCompliant } from '../support/member-facts';
import { createAdmin } from '../support/users';
import {
  buildNetwork,
  chainWithBranches,
  type NetMember,
  OTHER_DOWNLINE_RATES,
  setAccountStatus,
} from './network';
import { everyRewardSql } from '../../src/features/rewards';

// The running totals across cycles (ADR 0030): the tree reads each node's totals over the folded
// cycles and corrects them by the cycles the viewer earned in but not folded yet, and those
// folded but not earned in (missed, or forfeited). Whatever was folded, every viewer's earnings
// from each node and from the members below it equal the rewards themselves.
let t: TestApp;
let members: NetMember[];
let day = 0;

async function payCycle() {
  day += 1;
  const rows = members
    .map((m, i) => ({ line: i + 1, uid: m.bingxUid, amount: `${(i * 7 + day) % 50}.12345678` }))
    .filter((r) => !r.amount.startsWith('0.'));
  const cycle = await runDownlineCycle({
    db: t.db,
    period: daysAgo(day),
    rows,
    source: 'CSV',
    now: t.clock.now,
  });
  expect(cycle.status).toBe('PAID');
  return { id: cycle.id, number: cycle.number };
}

const setStatus = (ids: string[], status: 'ACTIVE' | 'DISABLED') => setAccountStatus(t.db, ids, status);

/**
 * Every viewer's earnings from each node of its tree and from the members below it, read as the
 * tree reads them.
 */
async function treeEarnings() {
  const all = new Map<string, string>();
  for (const viewer of members) {
    const tree = await t.db.execute<{ id: string; depth: number }>(sql`
      SELECT descendant_id AS id, depth FROM referral_paths WHERE ancestor_id = ${viewer.id}::uuid`);
    const levelOf = new Map(tree.rows.map((r) => [r.id, r.depth]));
    for (const [id, amount] of await earnedFromEach(t.db, viewer.id, levelOf))
      all.set(`own ${viewer.index} ${id}`, amount);
    for (const depth of new Set(levelOf.values())) {
      const nodes = tree.rows.filter((r) => r.depth === depth).map((r) => r.id);
      for (const [id, amount] of await earnedBelowEach(t.db, viewer.id, nodes, depth))
        all.set(`below ${viewer.index} ${id}`, amount);
    }
  }
  return all;
}

/** The same from the rewards themselves (credited or locked, never forfeited). */
async function earningsFromRewards() {
  const index = new Map(members.map((m) => [m.id, m.index]));
  const own = await t.db.execute<{ viewer: string; id: string; amount: string }>(sql`
    SELECT user_id AS viewer, source_user_id AS id, sum(reward_amount)::text AS amount FROM (${everyRewardSql()}) rewards
     WHERE status <> 'FORFEITED' AND source_user_id IS NOT NULL AND user_id = ANY(${sql.param([...index.keys()])}::uuid[])
     GROUP BY user_id, source_user_id HAVING sum(reward_amount) > 0`);
  const below = await t.db.execute<{ viewer: string; id: string; amount: string }>(sql`
    SELECT v.ancestor_id AS viewer, v.descendant_id AS id, sum(r.reward_amount)::text AS amount
      FROM referral_paths v
      JOIN referral_paths p ON p.ancestor_id = v.descendant_id
      JOIN (${everyRewardSql()}) r ON r.user_id = v.ancestor_id AND r.source_user_id = p.descendant_id AND r.status <> 'FORFEITED'
     WHERE v.ancestor_id = ANY(${sql.param([...index.keys()])}::uuid[])
     GROUP BY v.ancestor_id, v.descendant_id HAVING sum(r.reward_amount) > 0`);
  return new Map([
    ...own.rows.map((r) => [`own ${index.get(r.viewer)} ${r.id}`, r.amount] as const),
    ...below.rows.map((r) => [`below ${index.get(r.viewer)} ${r.id}`, r.amount] as const),
  ]);
}

/** Equal as numbers: the reads and the sums of rewards write the same value with other trailing zeros. */
async function expectTreeEarningsFromRewards() {
  const normalise = (m: Map<string, string>) => new Map([...m].map(([k, v]) => [k, Number(v).toFixed(8)]));
  const [tree, rewards] = [await treeEarnings(), await earningsFromRewards()];
  expect(tree.size).toBeGreaterThan(100);
  expect(normalise(tree)).toEqual(normalise(rewards));
}

/** How a viewer's read goes: with the totals or not, and the cycles it reads one by one with their sign. */
async function readPlan(viewer: NetMember) {
  const result = await t.db.execute<{ used: boolean; cycles: string | null }>(sql`
    WITH ${earningCyclesSql(viewer.id)}
    SELECT (SELECT used FROM totals) AS used,
           (SELECT string_agg(sign * number || '', ',' ORDER BY number) FROM cycles_read) AS cycles`);
  return result.rows[0];
}

const folded = async () =>
  (
    await t.db.execute<{ cycle: number }>(sql`SELECT cycle FROM reward_running_folds ORDER BY cycle`)
  ).rows.map((r) => r.cycle);

beforeAll(async () => {
  t = await createTestApp();
  const root = await createAdmin(t);
  members = await buildNetwork(t, root, chainWithBranches(30));
  // Member 20 is never compliant: its rewards stay locked, and count.
  await markNonCompliant(t.db, [members[20]!.id], t.clock.now());
});
afterAll(() => t.close());

describe('the running totals across cycles', () => {
  const [full, missed, forfeited, late] = [0, 2, 5, 11];

  it('give every viewer what the rewards say, before, during and after folds', async () => {
    // Member 11 earns from cycle 5 on only (disabled until then), like a member who joined late.
    await setStatus([members[late]!.id], 'DISABLED');
    // Cycle 1 at the default schedule.
    await payCycle();
    // Cycle 2 at another schedule; member 5 is locked in it, then forfeits it.
    await writeSetting(t.db, 'downlineRewardRates', OTHER_DOWNLINE_RATES);
    await markNonCompliant(t.db, [members[forfeited]!.id], t.clock.now());
    await payCycle();
    await settleLocks(t.db, 'LOCK_FORFEIT', memberSql(members[forfeited]!.id), t.clock.now());
    await markCompliant(t.db, [members[forfeited]!.id], t.clock.now());
    // Cycle 3 at the default schedule again; members 2 and 7 are disabled: they miss it.
    await writeSetting(t.db, 'downlineRewardRates', settingsDefaults.downlineRewardRates);
    await setStatus([members[missed]!.id, members[7]!.id], 'DISABLED');
    await payCycle();
    await setStatus([members[missed]!.id, members[7]!.id], 'ACTIVE');

    // Nothing folded: every cycle read one by one.
    expect(await folded()).toEqual([]);
    expect(await readPlan(members[full]!)).toEqual({ used: false, cycles: '1,2,3' });
    await expectTreeEarningsFromRewards();

    // Folded: the totals, and only the corrections one by one.
    expect(await foldPendingCycles(t.db)).toEqual([1, 2, 3]);
    expect(await readPlan(members[full]!)).toEqual({ used: true, cycles: null });
    expect(await readPlan(members[missed]!)).toEqual({ used: true, cycles: '-3' });
    expect(await readPlan(members[forfeited]!)).toEqual({ used: true, cycles: '-2' });
    await expectTreeEarningsFromRewards();

    // Two cycles paid and not folded yet: read one by one on top of the totals.
    await payCycle();
    await setStatus([members[late]!.id], 'ACTIVE');
    await payCycle();
    expect(await readPlan(members[full]!)).toEqual({ used: true, cycles: '4,5' });
    expect(await readPlan(members[forfeited]!)).toEqual({ used: true, cycles: '-2,4,5' });
    await expectTreeEarningsFromRewards();

    // A fold interrupted before it commits leaves nothing behind.
    await expect(
      t.db.transaction(async (tx) => {
        expect(await foldCycleIntoRunningTotals(tx, { id: await cycleId(4), number: 4 })).toBe(true);
        throw new Error('interrupted');
      }),
    ).rejects.toThrow('interrupted');
    expect(await folded()).toEqual([1, 2, 3]);
    await expectTreeEarningsFromRewards();

    // The job folds what is left, once.
    await runningTotalsJob({ db: t.db, log: { error: () => undefined } }).run({
      signal: new AbortController().signal,
    });
    expect(await folded()).toEqual([1, 2, 3, 4, 5]);
    expect(await foldPendingCycles(t.db)).toEqual([]);
    expect(
      await t.db.transaction((tx) =>
        foldCycleIntoRunningTotals(tx, { id: '00000000-0000-0000-0000-000000000000', number: 5 }),
      ),
    ).toBe(false);
    expect(await readPlan(members[full]!)).toEqual({ used: true, cycles: null });
    // Four folded cycles to take off against one earned: that one read alone, without the totals.
    expect(await readPlan(members[late]!)).toEqual({ used: false, cycles: '5' });
    await expectTreeEarningsFromRewards();
  });

  it('are what a node reads when the viewer earned in every folded cycle', async () => {
    const viewer = members[full]!;
    expect(await readPlan(viewer)).toEqual({ used: true, cycles: null });
    const child = members.find((m) => m.referredById === viewer.id)!;
    const levelOf = new Map([[child.id, 1]]);
    const [own, below] = [
      await earnedFromEach(t.db, viewer.id, levelOf),
      await earnedBelowEach(t.db, viewer.id, [child.id], 1),
    ];
    // One more unit in the child's totals at level 1, and below it at level 2: both reads move by it.
    await t.db.execute(
      sql`UPDATE reward_running_own SET amounts[1] = amounts[1] + 1 WHERE member_id = ${child.id}::uuid`,
    );
    await t.db.execute(sql`
      UPDATE reward_running_below SET amounts[2] = amounts[2] + 1 WHERE member_id = ${child.id}::uuid AND depth = 1`);
    try {
      expect(Number((await earnedFromEach(t.db, viewer.id, levelOf)).get(child.id))).toBe(
        Number(own.get(child.id)) + 1,
      );
      expect(Number((await earnedBelowEach(t.db, viewer.id, [child.id], 1)).get(child.id))).toBe(
        Number(below.get(child.id)) + 1,
      );
    } finally {
      await t.db.execute(
        sql`UPDATE reward_running_own SET amounts[1] = amounts[1] - 1 WHERE member_id = ${child.id}::uuid`,
      );
      await t.db.execute(sql`
        UPDATE reward_running_below SET amounts[2] = amounts[2] - 1 WHERE member_id = ${child.id}::uuid AND depth = 1`);
    }
    await expectTreeEarningsFromRewards();
  });
});

async function cycleId(number: number) {
  const result = await t.db.execute<{ id: string }>(sql`SELECT id FROM cycles WHERE number = ${number}`);
  return result.rows[0]!.id;
}
