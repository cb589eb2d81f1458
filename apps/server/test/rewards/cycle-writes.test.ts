import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRolledBackTransaction } from '../../src/features/rewards/cycles/cycle-steps';
import { rollUpRewards } from '../../src/features/rewards/cycles/roll-up-rewards';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { payingLevels } from '../../src/features/rewards/maths/schedule';
import { readSetting } from '../../src/features/settings';
import { derivedDownlineRewardsSql } from '../../src/features/rewards/queries/derived-downline-rewards';
import { listUserRewards } from '../../src/features/rewards/queries/list-user-rewards';
import { summaryDrift } from '../../src/features/rewards/summaries/summary-drift';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import {
  buildNetwork,
  chain,
  chainWithBranches,
  expectConsistentMoneyForAll,
  type NetMember,
} from './network';

// A cycle writes no reward rows (ADR 0032): it keeps its inputs, its rates, one ledger entry per
// recipient and the summaries, and every reward is derived from them when read (ADR 0031). These
// tests hold the rules that must survive that: what is kept agrees with the rewards derived,
// nothing pays twice, and a cycle that fails part-way leaves nothing behind.
let t: TestApp;
let members: NetMember[];
let root: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  root = await createAdmin(t);
  members = await buildNetwork(t, root, chain(20));
});
afterAll(() => t.close());

const rowsFor = (list: NetMember[]) =>
  list.map((m, k) => ({ line: k + 1, uid: m.bingxUid, amount: '100.5' }));
// Each cycle pays other days: the members recur.
const periodOf: Record<string, number> = { 'table-1': 1, 'table-2': 2, 'table-3': 3, small: 4 };
const run = (name: string, list: NetMember[], rows = rowsFor(list)) =>
  runDownlineCycle({
    db: t.db,
    period: daysAgo(periodOf[name] ?? 9),
    name,
    rows,
    source: 'CSV',
    now: t.clock.now,
  });
const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t.db.execute<T & Record<string, unknown>>(query)).rows[0]!;

describe('what a cycle keeps of its rewards', () => {
  it('writes no reward row: one ledger entry and one count per recipient and level agree with the rewards derived', async () => {
    const rowsBefore = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM rewards`);
    const cycle = await run('table-1', members.slice(5));
    expect(cycle.rewardsCreated).toBeGreaterThan(0);
    const rowsAfter = await one<{ n: number; tables: number }>(sql`
      SELECT count(*)::int AS n, (SELECT count(*)::int FROM pg_inherits WHERE inhparent = 'rewards'::regclass) AS tables
        FROM rewards`);
    expect(rowsAfter).toEqual({ n: rowsBefore.n, tables: 0 });
    // Its inputs and node sums are in partitions of its own (ADR 0034), attached with every index
    // of their parent.
    const own = await t.db.execute<{ table: string; rows: number }>(sql`
      SELECT tableoid::regclass::text AS table, count(*)::int AS rows FROM cycle_inputs GROUP BY 1
      UNION ALL
      SELECT tableoid::regclass::text, count(*)::int FROM reward_node_sums GROUP BY 1 ORDER BY 1`);
    expect(own.rows.map((r) => r.table)).toEqual([
      `cycle_inputs_${cycle.number}`,
      `reward_node_sums_${cycle.number}`,
    ]);
    expect(own.rows[0]!.rows).toBe(cycle.paidRows);
    const indexes = await t.db.execute<{ parent: string; partition: number }>(sql`
      SELECT p.relname AS parent, count(pi.inhrelid)::int AS partition
        FROM pg_index x JOIN pg_class p ON p.oid = x.indexrelid
        LEFT JOIN pg_inherits pi ON pi.inhparent = x.indexrelid
                               AND pi.inhrelid IN (SELECT indexrelid FROM pg_index
                                                    WHERE indrelid IN (${`cycle_inputs_${cycle.number}`}::regclass,
                                                                       ${`reward_node_sums_${cycle.number}`}::regclass))
       WHERE x.indrelid IN ('cycle_inputs'::regclass, 'reward_node_sums'::regclass)
       GROUP BY p.relname ORDER BY p.relname`);
    expect(indexes.rows).toEqual([
      { parent: 'cycle_inputs_amount_idx', partition: 1 },
      { parent: 'cycle_inputs_cycle_id_user_id_pk', partition: 1 },
      { parent: 'cycle_inputs_member_idx', partition: 1 },
      { parent: 'reward_node_sums_member_id_depth_cycle_pk', partition: 1 },
    ]);

    const derived = sql`SELECT * FROM (${derivedDownlineRewardsSql({ cycle: cycle.number })}) d`;
    const counted = await one<{ n: number; total: string }>(sql`
      SELECT count(*)::int AS n, sum(reward_amount)::text AS total FROM (${derived}) d`);
    expect(counted.n).toBe(cycle.rewardsCreated);
    expect(Number(counted.total)).toBe(Number(cycle.totalRewardAmount));
    // Each recipient's entry is the sum of its rewards, and its count per level theirs.
    const differ = await one<{ entries: number; counts: number }>(sql`
      WITH per_recipient AS (SELECT user_id, sum(reward_amount) AS amount FROM (${derived}) d GROUP BY user_id),
           entries AS (SELECT user_id, amount FROM ledger_entries
                        WHERE cycle_id = ${cycle.id}::uuid AND kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')),
           per_level AS (SELECT user_id, level, count(*) AS rewards FROM (${derived}) d GROUP BY user_id, level),
           kept AS (SELECT user_id, level, rewards FROM reward_counts WHERE type = 'DOWNLINE' AND rewards <> 0)
      SELECT (SELECT count(*)::int FROM ((TABLE per_recipient EXCEPT TABLE entries) UNION ALL
                                          (TABLE entries EXCEPT TABLE per_recipient)) x) AS entries,
             (SELECT count(*)::int FROM ((TABLE per_level EXCEPT TABLE kept) UNION ALL
                                          (TABLE kept EXCEPT TABLE per_level)) y) AS counts`);
    expect(differ).toEqual({ entries: 0, counts: 0 });
  });

  it("serves a member's reads through rewards, with the ledger's sums matching", async () => {
    const recipient = members[3]!;
    const page = await listUserRewards(t.db, recipient.id, { page: 1, limit: 5, sort: 'newest', level: 2 });
    expect(page.pagination.totalRecords).toBe(1);
    expect(page.rewards[0]).toMatchObject({
      type: 'DOWNLINE',
      level: 2,
      downlineUser: { userId: members[5]!.userId },
    });
    await expectConsistentMoneyForAll(t.db);
  });

  it('refuses a second entry for the same recipient and cycle, and a second input for the same member', async () => {
    const cycle = await one<{ id: string }>(sql`SELECT id FROM cycles WHERE period_label = 'table-1'`);
    // What names a reward (cycle, recipient, source) is kept once: the entry per (cycle, recipient)
    // and the input per (cycle, source).
    await expect(
      t.db.execute(sql`
        INSERT INTO ledger_entries (user_id, kind, amount, reward_type, cycle_id)
        SELECT user_id, kind, amount, reward_type, cycle_id FROM ledger_entries
         WHERE cycle_id = ${cycle.id}::uuid AND kind IN ('REWARD_CREDIT', 'REWARD_LOCKED') LIMIT 1`),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(
      t.db.execute(sql`
        INSERT INTO cycle_inputs (cycle_id, user_id, line, uid, amount)
        SELECT cycle_id, user_id, line + 1000, uid, amount FROM cycle_inputs WHERE cycle_id = ${cycle.id}::uuid LIMIT 1`),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('is rolled back with a cycle that fails while writing, and the period runs again', async () => {
    // A rule the cycle's counts break: its paying statement fails part-way.
    await t.db.execute(
      sql`ALTER TABLE reward_counts ADD CONSTRAINT test_low_levels_only CHECK (level <= 3) NOT VALID`,
    );
    // The answer is a catalogue code; the database's error stays behind it (and in the log).
    await expect(run('table-2', members.slice(10))).rejects.toMatchObject({
      code: 'CYCLE_FAILED',
      cause: { cause: { code: '23514', constraint: 'test_low_levels_only' } },
    });
    const failed = await one<{ id: string; number: number; status: string }>(
      sql`SELECT id, number, status FROM cycles WHERE period_label = 'table-2'`,
    );
    expect(failed.status).toBe('FAILED');
    const left = await one<{
      entries: number;
      inputs: number;
      rates: number;
      sums: number;
      totals: number;
    }>(sql`
      SELECT (SELECT count(*)::int FROM ledger_entries WHERE cycle_id = ${failed.id}::uuid) AS entries,
             (SELECT count(*)::int FROM cycle_inputs WHERE cycle_id = ${failed.id}::uuid) AS inputs,
             (SELECT count(*)::int FROM reward_cycle_rates WHERE cycle = ${failed.number}) AS rates,
             (SELECT count(*)::int FROM reward_node_sums WHERE cycle = ${failed.number}) AS sums,
             (SELECT count(*)::int FROM reward_totals WHERE cycle = ${failed.number} AND type = 'DOWNLINE') AS totals`);
    expect(left).toEqual({ entries: 0, inputs: 0, rates: 0, sums: 0, totals: 0 });
    // Its partitions were rolled back with it (the run again makes them anew under its number).
    const partitions = await one<{ inputs: string | null; sums: string | null }>(sql`
      SELECT to_regclass(${`cycle_inputs_${failed.number}`})::text AS inputs,
             to_regclass(${`reward_node_sums_${failed.number}`})::text AS sums`);
    expect(partitions).toEqual({ inputs: null, sums: null });

    await t.db.execute(sql`ALTER TABLE reward_counts DROP CONSTRAINT test_low_levels_only`);
    const retried = await run('table-2', members.slice(10));
    expect(retried).toMatchObject({ status: 'PAID', number: failed.number });
    await expectConsistentMoneyForAll(t.db);
  });

  it('counts only the rewards that do not round to 0, level by level, in its entries, summaries and node sums', async () => {
    // At the default rates (5%, 2%, 1.5%, 1%...): 0.0000002 pays at level 1 only, 0.0000005 at levels
    // 1-2, 0.00000001 nowhere; the others everywhere. A branching network: an upline's level mixes them.
    const branching = await buildNetwork(t, root, chainWithBranches(7));
    const amounts = ['0.0000002', '3.25', '0.0000005', '0.00000001', '12.000000000000000001'];
    const rows = branching.map((m, k) => ({
      line: k + 1,
      uid: m.bingxUid,
      amount: amounts[k % amounts.length]!,
    }));
    const cycle = await run('small', branching, rows);
    expect(cycle.status).toBe('PAID');
    const derived = sql`SELECT * FROM (${derivedDownlineRewardsSql({ cycle: cycle.number })}) d`;
    // Some rewards of the small amounts are paid and some round to 0 (not every closure pair pays).
    const paid = await one<{ rewards: number; pairs: number; small: number }>(sql`
      SELECT (SELECT count(*)::int FROM (${derived}) d) AS rewards,
             (SELECT count(*)::int FROM (${derived}) d JOIN cycle_inputs i
                ON i.cycle_id = ${cycle.id}::uuid AND i.user_id = d.source_user_id AND i.amount < 0.000001) AS small,
             (SELECT count(*)::int FROM cycle_inputs i JOIN referral_paths p ON p.descendant_id = i.user_id
               WHERE i.cycle_id = ${cycle.id}::uuid AND p.depth <= 15) AS pairs`);
    expect(paid.rewards).toBe(cycle.rewardsCreated);
    expect(paid.small).toBeGreaterThan(0);
    expect(paid.rewards).toBeLessThan(paid.pairs);

    const entries = await one<{ n: number }>(sql`
      WITH per_recipient AS (SELECT user_id, sum(reward_amount) AS amount FROM (${derived}) d GROUP BY user_id),
           entries AS (SELECT user_id, amount FROM ledger_entries
                        WHERE cycle_id = ${cycle.id}::uuid AND kind IN ('REWARD_CREDIT', 'REWARD_LOCKED'))
      SELECT count(*)::int AS n FROM ((TABLE per_recipient EXCEPT TABLE entries) UNION ALL
                                      (TABLE entries EXCEPT TABLE per_recipient)) x`);
    expect(entries.n).toBe(0);
    // Counts, and each level's count, sums, largest and smallest reward, as every reward derived gives them.
    expect(await summaryDrift(t.db)).toEqual({ counts: [], totals: [] });
    await expectConsistentMoneyForAll(t.db);

    // The node sums: every closure pair of the members paid for grouped per (upline, depth), at each
    // rate, those that round to 0 included (ADR 0028; what migration 0036 wrote).
    const sums = await one<{ kept: number; differ: number }>(sql`
      WITH rates AS (SELECT DISTINCT rate_index, percent FROM reward_cycle_rates WHERE cycle = ${cycle.number}),
           kept AS (SELECT s.member_id, s.depth, k AS rate_index, s.amounts[k] AS amount
                      FROM reward_node_sums s, generate_subscripts(s.amounts, 1) k WHERE s.cycle = ${cycle.number}),
           scratch AS (SELECT p.ancestor_id, p.depth, r.rate_index, sum(trunc(i.amount * (r.percent / 100), 8))
                         FROM cycle_inputs i JOIN referral_paths p ON p.descendant_id = i.user_id AND p.depth <= 14
                        CROSS JOIN rates r WHERE i.cycle_id = ${cycle.id}::uuid
                        GROUP BY p.ancestor_id, p.depth, r.rate_index)
      SELECT (SELECT count(*)::int FROM kept) AS kept,
             (SELECT count(*)::int FROM ((TABLE kept EXCEPT TABLE scratch) UNION ALL (TABLE scratch EXCEPT TABLE kept)) x) AS differ`);
    expect(sums.kept).toBeGreaterThan(100);
    expect(sums.differ).toBe(0);

    // The roll-up's groups themselves (ADR 0033), every column, against every closure pair of the
    // members paid for grouped per (upline, level), leaving out the rewards that round to 0.
    const levels = payingLevels('DOWNLINE', await readSetting(t.db, 'downlineRewardRates'));
    const groups = await inRolledBackTransaction(t.db, async (tx) => {
      const rolledUp = await rollUpRewards(tx, { inputs: sql`cycle_inputs`, cycleId: cycle.id, levels });
      const rows = async (query: SQL) => (await tx.execute<Record<string, string>>(query)).rows;
      const columns = sql`user_id, level, rewards, reward_amount, master_amount, max_master, min_master`;
      const scratch = sql`
        SELECT p.ancestor_id AS user_id, p.depth AS level, count(*) AS rewards, sum(trunc(i.amount * (r.percent / 100), 8)) AS reward_amount,
               sum(i.amount) AS master_amount, max(i.amount) AS max_master, min(i.amount) AS min_master
          FROM cycle_inputs i JOIN referral_paths p ON p.descendant_id = i.user_id
          JOIN reward_cycle_rates r ON r.cycle = ${cycle.number} AND r.level = p.depth
         WHERE i.cycle_id = ${cycle.id}::uuid AND trunc(i.amount * (r.percent / 100), 8) > 0
         GROUP BY p.ancestor_id, p.depth`;
      return {
        kept: await rows(sql`SELECT ${columns} FROM ${rolledUp.groups}`),
        differ: await rows(sql`(SELECT ${columns} FROM ${rolledUp.groups} EXCEPT ALL ${scratch})
                               UNION ALL (${scratch} EXCEPT ALL SELECT ${columns} FROM ${rolledUp.groups})`),
        mixed: await rows(
          sql`SELECT 1 FROM ${rolledUp.groups} WHERE min_master < 0.000001 AND max_master > 1`,
        ),
      };
    });
    expect(groups.kept.length).toBeGreaterThan(50);
    // Some upline's level mixes small and other amounts: its largest and smallest come from both.
    expect(groups.mixed.length).toBeGreaterThan(0);
    expect(groups.differ).toEqual([]);
  });
});
