import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnedBelowEach } from '../../src/features/network/viewer-earnings';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { markNonCompliant } from '../support/member-facts';
import { createAdmin } from '../support/users';
import { buildNetwork, chainWithBranches, type NetMember, OTHER_DOWNLINE_RATES } from './network';
import { derivedDownlineRewardsSql, everyRewardSql, REWARD_COLUMNS } from '../../src/features/rewards';

// The node sums (ADR 0028): what each member's network was paid for, per depth and cycle, at each
// of the cycle's rates. The tree's earnings below a node read from them must equal the rewards
// themselves, whatever schedule each cycle paid at; migration 0036 must write for the cycles paid
// before it what a cycle writes now.
let t: TestApp;
let members: NetMember[];

beforeAll(async () => {
  t = await createTestApp();
  const root = await createAdmin(t);
  members = await buildNetwork(t, root, chainWithBranches(16));
  // Three members are not compliant: their rewards are locked.
  await markNonCompliant(t.db, [members[1]!.id, members[5]!.id, members[20]!.id], t.clock.now());
  const amounts = (salt: number) =>
    members.map((m, i) => ({ line: i + 1, uid: m.bingxUid, amount: `${(i * 7 + salt) % 50}.12345678` }));
  for (const [day, rates] of [
    [1, null],
    [2, OTHER_DOWNLINE_RATES],
    [3, null],
  ] as const) {
    if (rates) await writeSetting(t.db, 'downlineRewardRates', rates);
    const cycle = await runDownlineCycle({
      db: t.db,
      period: daysAgo(day),
      rows: amounts(day).filter((r) => !r.amount.startsWith('0.')),
      source: 'CSV',
      now: t.clock.now,
    });
    expect(cycle.status).toBe('PAID');
  }
});
afterAll(() => t.close());

/** Every viewer's earnings below each node of its tree, read level by level as the tree does. */
async function earningsBelowEveryNode() {
  const all = new Map<string, string>();
  for (const viewer of members) {
    const tree = await t.db.execute<{ id: string; depth: number }>(sql`
      SELECT descendant_id AS id, depth FROM referral_paths WHERE ancestor_id = ${viewer.id}::uuid`);
    for (const depth of new Set(tree.rows.map((r) => r.depth))) {
      const nodes = tree.rows.filter((r) => r.depth === depth).map((r) => r.id);
      for (const [id, amount] of await earnedBelowEach(t.db, viewer.id, nodes, depth))
        all.set(`${viewer.id} ${id}`, amount);
    }
  }
  return all;
}

/** The same from the rewards themselves: the viewer's rewards from members below the node. */
async function earningsBelowFromRewards() {
  const result = await t.db.execute<{ viewer: string; id: string; amount: string }>(sql`
    SELECT v.ancestor_id AS viewer, v.descendant_id AS id, sum(r.reward_amount)::text AS amount
      FROM referral_paths v
      JOIN referral_paths p ON p.ancestor_id = v.descendant_id
      JOIN (${everyRewardSql()}) r ON r.user_id = v.ancestor_id AND r.source_user_id = p.descendant_id AND r.status <> 'FORFEITED'
     GROUP BY v.ancestor_id, v.descendant_id
    HAVING sum(r.reward_amount) > 0`);
  return new Map(result.rows.map((r) => [`${r.viewer} ${r.id}`, r.amount]));
}

describe('the node sums', () => {
  it('give every viewer what it earned below each node of its tree, each cycle at its own rates', async () => {
    const rates = await t.db.execute<{ cycles: number; schedules: number }>(sql`
      SELECT count(DISTINCT cycle)::int AS cycles,
             count(DISTINCT (SELECT string_agg(percent::text, ',' ORDER BY level) FROM reward_cycle_rates x WHERE x.cycle = r.cycle))::int AS schedules
        FROM reward_cycle_rates r`);
    expect(rates.rows[0]).toEqual({ cycles: 3, schedules: 2 });
    const expected = await earningsBelowFromRewards();
    expect(expected.size).toBeGreaterThan(100);
    const read = await earningsBelowEveryNode();
    expect(new Map([...read].map(([k, v]) => [k, Number(v)]))).toEqual(
      new Map([...expected].map(([k, v]) => [k, Number(v)])),
    );
  });

  it('are written by migration 0036 for the cycles paid before it as a cycle writes them', async () => {
    const written = await t.db.execute(sql`
      SELECT member_id, depth, cycle, amounts::text FROM reward_node_sums ORDER BY 1, 2, 3`);
    const before = await earningsBelowEveryNode();
    const migration = readFileSync(
      new URL('../../drizzle/0036_reward_node_sums.sql', import.meta.url),
      'utf8',
    );
    // Its backfill alone: the table's primary key and storage settings it also set are now
    // migration 0040's, on the partitions (ADR 0034).
    const backfill = migration.slice(migration.indexOf('DO $backfill$'));
    // The backfill reads each cycle's schedule from its rows, which cycles wrote into their own
    // tables until migration 0039 (ADR 0032): put them back as they were, from the derivation.
    const paid = await t.db.execute<{ number: number }>(sql`SELECT number FROM cycles WHERE status = 'PAID'`);
    expect(paid.rows.length).toBeGreaterThan(1);
    for (const { number } of paid.rows) {
      const table = sql.identifier(`rewards_cycle_${number}`);
      await t.db.execute(sql`CREATE TABLE ${table} () INHERITS (rewards)`);
      await t.db.execute(sql`
        INSERT INTO ${table} (${REWARD_COLUMNS})
        SELECT ${REWARD_COLUMNS} FROM (${derivedDownlineRewardsSql({ cycle: number })}) d`);
    }
    await t.db.execute(sql`DELETE FROM reward_node_sums`);
    await t.db.execute(sql`DELETE FROM reward_cycle_rates`);
    await t.db.execute(sql.raw(backfill));
    for (const { number } of paid.rows)
      await t.db.execute(sql`DROP TABLE ${sql.identifier(`rewards_cycle_${number}`)}`);
    // Every level of both schedules paid someone here, so the rows are the same to the last unit.
    const backfilled = await t.db.execute(sql`
      SELECT member_id, depth, cycle, amounts::text FROM reward_node_sums ORDER BY 1, 2, 3`);
    expect(backfilled.rows.length).toBeGreaterThan(100);
    expect(backfilled.rows).toEqual(written.rows);
    expect(await earningsBelowEveryNode()).toEqual(before);
  });
});
