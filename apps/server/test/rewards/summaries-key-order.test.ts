import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, type NetMember } from './network';
import { rewardWrites } from './reward-writes';

// The cycle writes a viewer's `reward_earnings` rows in their key order (user, source), so that the
// tree's read of a viewer's rows visits each page once instead of once per row (ADR 0026: 85,033
// page visits for 84,387 rows of the 1M bench member before, when only the recipient was sorted).
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

/** `viewer`'s summary rows' sources, in the order the table holds them, and in key order. */
async function earningsOrder(viewer: NetMember) {
  const stored = await t.db.execute<{ source: string }>(sql`
    SELECT source_user_id AS source FROM reward_earnings WHERE user_id = ${viewer.id}::uuid ORDER BY ctid`);
  const keyed = await t.db.execute<{ source: string }>(sql`
    SELECT source_user_id AS source FROM reward_earnings WHERE user_id = ${viewer.id}::uuid ORDER BY source_user_id`);
  return { stored: stored.rows.map((r) => r.source), keyed: keyed.rows.map((r) => r.source) };
}

it("writes each viewer's earnings rows in key order", async () => {
  const result = await cycle(
    members.map((m) => [m, '10']),
    t.clock.now(),
  );
  expect(result.status).toBe('PAID');
  for (const viewer of [members[0]!, members[1]!]) {
    const { stored, keyed } = await earningsOrder(viewer);
    expect(stored.length).toBeGreaterThanOrEqual(20);
    expect(stored).toEqual(keyed);
  }
});
