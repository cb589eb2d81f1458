import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { derivedDownlineRewardsSql } from '../../src/features/rewards/queries/derived-downline-rewards';
import { listUserRewards } from '../../src/features/rewards/queries/list-user-rewards';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, chain, expectConsistentMoneyForAll, type NetMember } from './network';

// A cycle writes no reward rows (ADR 0032): it keeps its inputs, its rates, one ledger entry per
// recipient and the summaries, and every reward is derived from them when read (ADR 0031). These
// tests hold the rules that must survive that: what is kept agrees with the rewards derived,
// nothing pays twice, and a cycle that fails part-way leaves nothing behind.
let t: TestApp;
let members: NetMember[];

beforeAll(async () => {
  t = await createTestApp();
  const root = await createAdmin(t);
  members = await buildNetwork(t, root, chain(20));
});
afterAll(() => t.close());

const rowsFor = (list: NetMember[]) =>
  list.map((m, k) => ({ line: k + 1, uid: m.bingxUid, amount: '100.5' }));
// Each cycle pays other days: the members recur.
const periodOf: Record<string, number> = { 'table-1': 1, 'table-2': 2, 'table-3': 3 };
const run = (name: string, list: NetMember[]) =>
  runDownlineCycle({
    db: t.db,
    period: daysAgo(periodOf[name] ?? 9),
    name,
    rows: rowsFor(list),
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

    await t.db.execute(sql`ALTER TABLE reward_counts DROP CONSTRAINT test_low_levels_only`);
    const retried = await run('table-2', members.slice(10));
    expect(retried).toMatchObject({ status: 'PAID', number: failed.number });
    await expectConsistentMoneyForAll(t.db);
  });
});
