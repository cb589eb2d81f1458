import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycleTableName } from '../../src/features/rewards/cycles/cycle-table';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { listUserRewards } from '../../src/features/rewards/queries/list-user-rewards';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, chain, expectConsistentMoneyForAll, type NetMember } from './network';

// A cycle writes its rows into its own child table of `rewards` (cycles/cycle-table.ts), loaded
// first and indexed afterwards. These tests hold the rules that must survive that write path.
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

/** Index definitions of a table with its name taken out, to compare two tables' index sets. */
async function indexShapes(table: string) {
  const result = await t.db.execute<{ definition: string }>(sql`
    SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index WHERE indrelid = ${table}::regclass`);
  return result.rows
    .map((r) => r.definition.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+ /, (_, unique = '') => `${unique}`))
    .sort();
}

describe("a cycle's own table", () => {
  it('holds exactly the cycle rows, under rewards, with every index rewards has', async () => {
    const cycle = await run('table-1', members.slice(5));
    expect(cycle.rewardsCreated).toBeGreaterThan(0);
    const table = cycleTableName(cycle.number);

    const parent = await one<{ parent: string }>(sql`
      SELECT inhparent::regclass::text AS parent FROM pg_inherits WHERE inhrelid = ${table}::regclass`);
    expect(parent.parent).toBe('rewards');
    const own = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
    expect(own.n).toBe(cycle.rewardsCreated);
    const elsewhere = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ONLY rewards WHERE type = 'DOWNLINE' AND cycle = ${cycle.number}`,
    );
    expect(elsewhere.n).toBe(0);

    const all = await indexShapes('rewards');
    // The key, (user, created_at, id), (user, level, ...) and the once-only index; issue 16 dropped
    // (user, type, ...): a cycle table holds one type, its CHECK says which. The parent-only
    // (type, created_at, id) (ADR 0020) is on rewards alone: a cycle table has one created_at.
    expect(all).toContain('USING btree (type, created_at, id)');
    const shapes = all.filter((s) => s !== 'USING btree (type, created_at, id)');
    expect(shapes.length).toBeGreaterThanOrEqual(4);
    expect(await indexShapes(table)).toEqual(shapes);
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

  it('refuses a second reward for the same recipient, source and cycle, and rows of another cycle', async () => {
    const cycle = await one<{ number: number }>(
      sql`SELECT number FROM cycles WHERE period_label = 'table-1'`,
    );
    const table = sql.identifier(cycleTableName(cycle.number));
    // The same row again: same recipient, source, type and cycle.
    await expect(
      t.db.execute(sql`
        INSERT INTO ${table} (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status)
        SELECT user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status
          FROM ${table} LIMIT 1`),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(
      t.db.execute(sql`
        INSERT INTO ${table} (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status)
        SELECT user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle + 1, status
          FROM ${table} LIMIT 1`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });

  it('is rolled back with a cycle that fails while loading, and the period runs again', async () => {
    // A rule the rows break, inherited by the new table: the load fails part-way.
    await t.db.execute(
      sql`ALTER TABLE rewards ADD CONSTRAINT test_low_levels_only CHECK (level <= 3) NOT VALID`,
    );
    // The answer is a catalogue code; the database's error stays behind it (and in the log).
    await expect(run('table-2', members.slice(10))).rejects.toMatchObject({
      code: 'CYCLE_FAILED',
      cause: { cause: { code: '23514', constraint: 'test_low_levels_only' } },
    });
    const failed = await one<{ number: number; status: string }>(
      sql`SELECT number, status FROM cycles WHERE period_label = 'table-2'`,
    );
    expect(failed.status).toBe('FAILED');
    const leftover = await one<{ t: string | null }>(
      sql`SELECT to_regclass(${cycleTableName(failed.number)}) AS t`,
    );
    expect(leftover.t).toBeNull();
    const paid = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM rewards WHERE cycle = ${failed.number}`,
    );
    expect(paid.n).toBe(0);

    await t.db.execute(sql`ALTER TABLE rewards DROP CONSTRAINT test_low_levels_only`);
    const retried = await run('table-2', members.slice(10));
    expect(retried).toMatchObject({ status: 'PAID', number: failed.number });
    await expectConsistentMoneyForAll(t.db);
  });
});
