import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, type NetMember } from './network';
import { rewardWrites } from './reward-writes';

// The cycle writes its inputs in member order (cycle-steps.ts `resolveSources`): every reward is
// derived from them (ADR 0031, 0032), and a read of many members' inputs (a viewer's sources, an
// admin search) then visits each page once instead of once per input. It was the cycle table's
// rows' order first (ADR 0026: 85,033 page visits for 84,387 rows of the 1M bench member when only
// the recipient was sorted); those rows are no longer written.
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

/** The cycle's inputs' members in the order the table holds them, and in key order. */
async function inputsOrder(cycleId: string) {
  const stored = await t.db.execute<{ member: string }>(sql`
    SELECT user_id AS member FROM cycle_inputs WHERE cycle_id = ${cycleId}::uuid ORDER BY ctid`);
  const keyed = await t.db.execute<{ member: string }>(sql`
    SELECT user_id AS member FROM cycle_inputs WHERE cycle_id = ${cycleId}::uuid ORDER BY user_id`);
  return { stored: stored.rows.map((r) => r.member), keyed: keyed.rows.map((r) => r.member) };
}

it("writes the cycle's inputs in member order", async () => {
  // Lines in the opposite order of the members' ids.
  const byIdDescending = [...members].sort((a, b) => b.id.localeCompare(a.id));
  const result = await cycle(
    byIdDescending.map((m) => [m, '10']),
    t.clock.now(),
  );
  expect(result.status).toBe('PAID');
  const { stored, keyed } = await inputsOrder(result.id);
  expect(stored.length).toBeGreaterThanOrEqual(60);
  expect(stored).toEqual(keyed);
});
