import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordComplianceCheck } from '../../src/features/rewards/compliance/record-compliance-check';
import { listUserRewards } from '../../src/features/rewards/queries/list-user-rewards';
import { summaryDrift } from '../../src/features/rewards/summaries/summary-drift';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, firstMembers, type NetMember } from './network';
import { rewardWrites } from './reward-writes';
import { everyRewardSql } from '../../src/features/rewards';

// A member's reward list sorted by highest / lowest reads only the sources whose rewards can reach
// the page, derived from the cycles' inputs (ADR 0029), read whole or walked. Every page must be
// the plain sort's page: same rewards, same order (amount, then id), ties across sources, rewards
// without a source, DIRECT and DOWNLINE (also the DOWNLINE and level filters), credited, locked and
// forfeited, with real cycles.
const DAY_MS = 86_400_000;
let t: TestApp;
let members: NetMember[];
beforeAll(async () => {
  t = await createTestApp();
  const root = await createAdmin(t);
  // m0 > m1, m2, m3; m1 > m4, m5; m2 > m6; m4 > m7, m8; m7 > m9.
  members = await buildNetwork(t, root, [-1, 0, 0, 0, 1, 1, 2, 4, 4, 7]);
});
afterAll(() => t.close());

const { pay, cycle: cycleOf } = rewardWrites(() => t);

describe("a member's rewards by highest and lowest", () => {
  // About 2,200 lists (each walk's page and the plain sort's, both deriving the cycles' rewards:
  // ADR 0031), beyond the default 30 s on a loaded machine.
  it("are the plain sort's pages, page after page", async () => {
    const start = t.clock.now().getTime();
    const day = (n: number) => new Date(start + n * DAY_MS);
    const m = firstMembers(members, 10);
    const LOW = { compliant: false, reason: 'LOW_BALANCE' as const, balanceUsdt: '1' };

    // Ties: m1 and m2 (both level 1 of m0), m4 and m5 (level 2) pay the same; m3 pays once, a lot.
    await cycleOf(
      [
        [m[1], '50'],
        [m[2], '50'],
        [m[3], '900'],
        [m[4], '20'],
        [m[5], '20'],
        [m[7], '3'],
        [m[9], '0.01'],
      ],
      day(1),
    );
    await pay(m[1], '10', day(1));
    await pay(m[6], '25', day(1));
    // m0 not compliant: the next cycle's rewards are locked, and forfeited after the window.
    await recordComplianceCheck(t.db, { userId: m[0].id, status: LOW, now: day(2) });
    await cycleOf(
      [
        [m[1], '7'],
        [m[2], '70'],
        [m[4], '20'],
        [m[6], '400'],
        [m[8], '1'],
        [m[9], '5'],
      ],
      day(3),
    );
    const late = await recordComplianceCheck(t.db, { userId: m[0].id, status: LOW, now: day(33) });
    expect(late.forfeited?.entries).toBeGreaterThan(0);
    // Locked again (m0 still not compliant), then credited ones for the others.
    await cycleOf(
      [
        [m[2], '50'],
        [m[3], '2'],
        [m[5], '33.3333'],
        [m[7], '3'],
        [m[8], '250'],
      ],
      day(34),
    );
    await pay(m[4], '10', day(34));
    // Rewards without a source (an admin's bonus), one tying with a sourced reward.
    const [tie] = (
      await t.db.execute<{ a: string }>(sql`
        SELECT reward_amount::text AS a FROM (${everyRewardSql()}) rewards WHERE user_id = ${m[0].id}::uuid
         ORDER BY reward_amount DESC OFFSET 2 LIMIT 1`)
    ).rows;
    for (const [i, amount] of ['1000', tie!.a, '0.00000001'].entries())
      await t.db.execute(sql`
        INSERT INTO rewards (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status)
        VALUES (${m[0].id}::uuid, NULL, 'DIRECT', 1, 100, ${amount}::numeric, ${amount}::numeric, ${900 + i}, 'CREDITED')`);

    // Five sources tied on their largest and on their smallest reward (the bound's tie, past the
    // 2L extremes the first pass keeps).
    for (const source of m.slice(5, 10))
      for (const [cycle, amount] of [
        [950, '5000'],
        [951, '0.00000002'],
      ] as const)
        await t.db.execute(sql`
          INSERT INTO rewards (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status)
          VALUES (${m[0].id}::uuid, ${source.id}::uuid, 'DIRECT', 1, 100, ${amount}::numeric, ${amount}::numeric, ${cycle}, 'LOCKED')`);

    const statuses = await t.db.execute<{ type: string; status: string; sourced: boolean }>(sql`
      SELECT DISTINCT type, status, source_user_id IS NOT NULL AS sourced FROM (${everyRewardSql()}) rewards WHERE user_id = ${m[0].id}::uuid`);
    expect(statuses.rows).toEqual(
      expect.arrayContaining([
        { type: 'DOWNLINE', status: 'CREDITED', sourced: true },
        { type: 'DOWNLINE', status: 'LOCKED', sourced: true },
        { type: 'DOWNLINE', status: 'FORFEITED', sourced: true },
        { type: 'DIRECT', status: 'CREDITED', sourced: false },
      ]),
    );
    expect(await summaryDrift(t.db)).toEqual({ counts: [], totals: [] });

    // The walk's thresholds: the defaults (these networks are read whole), every level walked two
    // inputs at a time, and levels of at most 3 rewards to derive (one person, three cycles) read
    // whole with the others walked.
    const walks = [
      {},
      { networkReadWholeMax: 0, levelReadWholeMax: 0, walkBatch: 2, walkRoundsMax: 1000 },
      { networkReadWholeMax: 0, levelReadWholeMax: 3, walkBatch: 3, walkRoundsMax: 1000 },
    ];
    let compared = 0;
    for (const walk of walks)
      for (const viewer of [m[0], m[1], m[4], m[7]])
        for (const sort of ['highest', 'lowest'] as const)
          for (const [type, limit, level] of [
            ...[1, 2, 3, 4, 7].map((l) => [undefined, l, undefined] as const),
            // DOWNLINE: m0's largest and smallest from m5..m9 are DIRECT, none of the page.
            ...[1, 3, 5].map((l) => ['DOWNLINE' as const, l, undefined] as const),
            // One level: its own walk (levels 1 and 2 hold DIRECT rewards too).
            ...[1, 2, 3].map((level) => [undefined, 2, level] as const),
          ]) {
            for (let page = 1; ; page++) {
              const query = { page, limit, sort, type, level };
              const fast = await listUserRewards(t.db, viewer.id, query, { walk });
              const plain = await listUserRewards(t.db, viewer.id, query, { plainSort: true });
              expect(
                fast,
                `${JSON.stringify(walk)} ${viewer.lastName} ${sort} ${type} ${limit} ${page}`,
              ).toEqual(plain);
              compared += fast.rewards.length;
              if (!fast.pagination.hasNext) break;
            }
          }
    expect(compared).toBeGreaterThan(1200);
  }, 120_000);
});
