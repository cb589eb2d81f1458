import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, type NetMember } from './network';
import { rewardWrites } from './reward-writes';

// The cycle writes its rows in key order (recipient, source), so that a read of a viewer's rows
// (an amount order's sources, an export) visits each page once instead of once per row (ADR 0026:
// 85,033 page visits for 84,387 rows of the 1M bench member when only the recipient was sorted).
// The per-source summary it was first measured on is gone (ADR 0029); the cycle table's rows keep
// the order.
let t: TestApp;
let members: NetMember[];
beforeAll(async () => {
  t = await createTestApp();
  const root = await createAdmin(t);
  // m0 with 40 direct referrals, and m1 with 20 of its own (m0 earns at levels 1 and 2).
  members = await buildNetwork(t, root, [-1, ...Array<number>(40).fill(0), ...Array<number>(20).fill(1)]);
});
afterAll(() => t.close());

const { cycle } = rewardWrites(() => t);

/** `viewer`'s rows' sources in the cycle's table, in the order the table holds them, and in key order. */
async function rowsOrder(viewer: NetMember) {
  const stored = await t.db.execute<{ source: string }>(sql`
    SELECT source_user_id AS source FROM rewards_cycle_1 WHERE user_id = ${viewer.id}::uuid ORDER BY ctid`);
  const keyed = await t.db.execute<{ source: string }>(sql`
    SELECT source_user_id AS source FROM rewards_cycle_1 WHERE user_id = ${viewer.id}::uuid ORDER BY source_user_id`);
  return { stored: stored.rows.map((r) => r.source), keyed: keyed.rows.map((r) => r.source) };
}

it("writes each viewer's rows in key order", async () => {
  const result = await cycle(
    members.map((m) => [m, '10']),
    t.clock.now(),
  );
  expect(result.status).toBe('PAID');
  for (const viewer of [members[0]!, members[1]!]) {
    const { stored, keyed } = await rowsOrder(viewer);
    expect(stored.length).toBeGreaterThanOrEqual(20);
    expect(stored).toEqual(keyed);
  }
});
