import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminRewardsFilter,
  type AdminRewardsQuery,
  adminRewardsSelect,
} from '../../src/features/admin/rewards/admin-reward-query';
import { adminRewardsPage, listAdminRewards } from '../../src/features/admin/rewards/list-admin-rewards';
import { adminRewardPageByTime } from '../../src/features/admin/rewards/reward-page-by-time';
import { listUserRewardsBlock } from '../../src/features/admin/rewards/user-rewards-block';
import { everyRewardSql } from '../../src/features/rewards';
import { recordComplianceCheck } from '../../src/features/rewards/compliance/record-compliance-check';
import { summaryDrift } from '../../src/features/rewards/summaries/summary-drift';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, chain, firstMembers, type NetMember } from '../rewards/network';
import { rewardWrites } from '../rewards/reward-writes';

// The admin rewards list by time derives each cycle's first rewards in the list's order (ADR 0031)
// and reads the rows of `rewards` itself by (type, created_at, id), merged (ADR 0020). Every page it gives must be the
// plain query's page: same rows, same order, for each filter and both directions, across cycles,
// with DIRECT rewards between cycles and forfeited rewards left out.
const DAY_MS = 86_400_000;
let t: TestApp;
let members: NetMember[];
beforeAll(async () => {
  t = await createTestApp();
  const root = await createAdmin(t);
  members = await buildNetwork(t, root, chain(7));
});
afterAll(() => t.close());

const writes = rewardWrites(() => t);
const pay = writes.pay;
const cycleOf = (payers: NetMember[], now: Date) =>
  writes.cycle(
    payers.map((m, i) => [m, String(10 + i * 7.5)]),
    now,
  );

const plainPage = (
  filter: AdminRewardsFilter,
  sort: AdminRewardsQuery['sort'],
  page: number,
  limit: number,
) =>
  adminRewardsSelect(t.db, filter, sort)
    .limit(limit)
    .offset((page - 1) * limit);

/** The ids of the page `adminRewardPageByTime` picks, in its order (undefined: not by time). */
async function idsByTime(...args: Parameters<typeof adminRewardPageByTime>) {
  const page = await adminRewardPageByTime(...args);
  return page && (await t.db.execute<{ id: string }>(page)).rows.map((r) => r.id);
}

async function count<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await t.db.execute<T>(query)).rows;
}

describe('the admin rewards list by time', () => {
  it("gives exactly the plain query's pages, across cycles and DIRECT rewards between them", async () => {
    const start = t.clock.now().getTime();
    const day = (n: number) => new Date(start + n * DAY_MS);
    const [m0, m1, m2, m3, m4, m5, m6] = firstMembers(members, 7);
    // m0 is not compliant: what it earns is locked, and forfeited after the window.
    const LOW = { compliant: false, reason: 'LOW_BALANCE' as const, balanceUsdt: '1' };
    await recordComplianceCheck(t.db, { userId: m0.id, status: LOW, now: day(0) });

    await pay(m3, '10', day(1));
    await cycleOf([m1, m2, m3, m4, m5, m6], day(2));
    await pay(m4, '12.5', day(3));
    await pay(m6, '20', day(3.5));
    await cycleOf([m2, m4, m5, m6], day(4));
    await pay(m5, '15', day(5));
    await cycleOf([m3, m4, m5, m6], day(6));
    // A DOWNLINE reward written into `rewards` itself (as before cycle tables, ADR 0016), of a
    // derived cycle, between two cycles' times.
    const [firstCycle] = await count<{ n: number }>(
      sql`SELECT number AS n FROM cycles ORDER BY number LIMIT 1`,
    );
    await t.db.execute(sql`
      INSERT INTO rewards (user_id, source_user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at)
      VALUES (${m6.id}::uuid, ${m0.id}::uuid, 'DOWNLINE', 3, 2, 50, 1, ${firstCycle!.n}, 'CREDITED', ${day(5.5).toISOString()}::timestamptz)`);
    // Forfeited after the window: m0's locked rewards, DIRECT and of the cycles.
    const late = await recordComplianceCheck(t.db, { userId: m0.id, status: LOW, now: day(30.5) });
    expect(late.forfeited?.entries).toBeGreaterThan(0);
    await pay(m2, '30', day(31));
    await cycleOf([m1, m6], day(32));
    expect(await summaryDrift(t.db)).toEqual({ counts: [], totals: [] });

    // The data the test needs: several cycles, DIRECT rows between their times, forfeited rewards
    // of both kinds.
    const shape = await count<{ cycles: number; forfeitedDirect: number; forfeitedCycle: number }>(sql`
      SELECT (SELECT count(*)::int FROM cycles WHERE status = 'PAID') AS cycles,
             (SELECT count(*)::int FROM ONLY rewards WHERE status = 'FORFEITED') AS "forfeitedDirect",
             (SELECT count(*)::int FROM (${everyRewardSql()}) r
               WHERE status = 'FORFEITED' AND type = 'DOWNLINE') AS "forfeitedCycle"`);
    expect(shape[0]).toMatchObject({ cycles: 4 });
    expect(shape[0]!.forfeitedDirect).toBeGreaterThan(0);
    expect(shape[0]!.forfeitedCycle).toBeGreaterThan(0);

    const filters: AdminRewardsFilter[] = [
      {},
      { type: 'DIRECT' },
      { type: 'DOWNLINE' },
      { level: 1 },
      { level: 3 },
      { type: 'DOWNLINE', level: 2 },
      { level: 15 },
    ];
    let compared = 0;
    for (const filter of filters) {
      const [listed] = await count<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM (${everyRewardSql()}) r WHERE status <> 'FORFEITED'
           ${filter.type ? sql`AND type = ${filter.type}` : sql``} ${filter.level ? sql`AND level = ${filter.level}` : sql``}`);
      // The plain query lists every one of them (kept and derived).
      expect((await plainPage(filter, '-createdAt', 1, 10_000)).length).toBe(listed!.n);
      for (const sort of ['-createdAt', 'createdAt'] as const) {
        for (const limit of [1, 4, 10]) {
          const pages = Math.ceil(listed!.n / limit) + 1;
          for (let page = 1; page <= pages; page++) {
            const label = `${JSON.stringify(filter)} ${sort} limit ${limit} page ${page}`;
            const fast = await idsByTime(t.db, filter, sort, (page - 1) * limit, limit);
            expect(fast, label).toBeDefined();
            const expected = await plainPage(filter, sort, page, limit);
            expect(fast, label).toEqual(expected.map((r) => r.id));
            // Whole cycles skipped from the first offset on (and later pages from the end).
            const skipping = await idsByTime(t.db, filter, sort, (page - 1) * limit, limit, 1);
            expect(skipping, `${label}, skipping cycles`).toEqual(expected.map((r) => r.id));
            expect(await adminRewardsPage(t.db, filter, { sort, page, limit }), label).toEqual(expected);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    // The whole list newest first really interleaves: a DIRECT reward between two cycles' rows.
    const all = (await plainPage({}, '-createdAt', 1, 1000)).map((r) => r.type);
    expect(all.join(' ')).toMatch(/DOWNLINE DIRECT .*DOWNLINE/);
    // Over 500 pages compared, four queries each: ~6 s alone, past the default 30 s once on a
    // loaded CI machine.
  }, 120_000);

  it('leaves search and the other sorts to the plain query', async () => {
    expect(await idsByTime(t.db, { search: 'net' }, '-createdAt', 0, 10)).toBeUndefined();
    expect(await idsByTime(t.db, {}, '-rewardAmount', 0, 10)).toBeUndefined();
    expect(await idsByTime(t.db, { userId: members[0]!.id }, '-createdAt', 0, 10)).toBeUndefined();
    for (const [filter, sort] of [
      [{ search: 'Member3' }, '-createdAt'],
      [{}, 'rewardAmount'],
      [{ level: 2 }, '-cycle'],
    ] as const) {
      expect(await adminRewardsPage(t.db, filter, { sort, page: 2, limit: 3 })).toEqual(
        await plainPage(filter, sort, 2, 3),
      );
    }
  });

  it("gives the user detail's Rewards tab every reward not forfeited, kept and derived, page by page", async () => {
    // m0's rewards: DIRECT and DOWNLINE, forfeited (the first cycles') and locked (the last's).
    const m0 = members[0]!;
    const key = (r: { type: string; cycle: number; level: number; rewardAmount: string | number }) =>
      `${r.type} ${r.cycle} L${r.level} ${Number(r.rewardAmount)}`;
    const rows = await count<{
      type: string;
      cycle: number;
      level: number;
      rewardAmount: string;
      status: string;
    }>(sql`
      SELECT type, cycle, level, reward_amount::text AS "rewardAmount", status FROM (${everyRewardSql()}) r WHERE user_id = ${m0.id}::uuid`);
    const statuses = new Set(rows.map((r) => `${r.type} ${r.status}`));
    for (const status of ['DIRECT FORFEITED', 'DOWNLINE FORFEITED', 'DOWNLINE LOCKED'])
      expect(statuses, status).toContain(status);
    const listed = rows.filter((r) => r.status !== 'FORFEITED');

    for (const type of [undefined, 'DIRECT', 'DOWNLINE'] as const) {
      const expected = listed.filter((r) => !type || r.type === type);
      const seen: string[] = [];
      let lastTime = Number.POSITIVE_INFINITY;
      const first = await listUserRewardsBlock(t.db, m0.id, { page: 1, limit: 2, type });
      expect(first.pagination.totalPages, type).toBe(Math.ceil(expected.length / 2));
      for (let page = 1; page <= first.pagination.totalPages; page++) {
        const block = await listUserRewardsBlock(t.db, m0.id, { page, limit: 2, type });
        // Newest first, page after page.
        const times = block.data.map((r) => new Date(r.createdAt).getTime());
        expect(times[0]!).toBeLessThanOrEqual(lastTime);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        lastTime = times.at(-1)!;
        seen.push(...block.data.map(key));
      }
      expect(seen.sort(), type).toEqual(expected.map(key).sort());
      expect(first.statistics).toMatchObject({
        total: listed.length,
        directRewardsCount: listed.filter((r) => r.type === 'DIRECT').length,
        downlineRewardsCount: listed.filter((r) => r.type === 'DOWNLINE').length,
      });
      expect(Number(first.statistics.totalRewardAmount)).toBeCloseTo(
        listed.reduce((sum, r) => sum + Number(r.rewardAmount), 0),
        8,
      );
    }
  });

  it("reads the page's ids, its rows and its statistics in one snapshot", async () => {
    // m0's rewards of the last payment and cycle are still locked, on page 1; a check after the
    // window forfeits them between the page's ids and its rows.
    const m0 = members[0]!;
    const query: AdminRewardsQuery = { sort: '-createdAt', page: 1, limit: 10 };
    const before = await listAdminRewards(t.db, query);
    const ofM0 = before.rewards.filter((r) => r.rewardUser.userId === m0.userId).map((r) => r._id);
    expect(ofM0.length).toBeGreaterThan(0);
    expect(before.rewards).toHaveLength(10);

    const later = new Date(t.clock.now().getTime() + 40 * DAY_MS);
    const LOW = { compliant: false, reason: 'LOW_BALANCE' as const, balanceUsdt: '1' };
    let forfeited = 0;
    const answer = await listAdminRewards(t.db, query, {
      afterFirstRead: async () => {
        const [locked] = await count<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM (${everyRewardSql()}) r WHERE user_id = ${m0.id}::uuid AND status = 'LOCKED'`,
        );
        const check = await recordComplianceCheck(t.db, { userId: m0.id, status: LOW, now: later });
        expect(check.forfeited?.entries).toBeGreaterThan(0);
        forfeited = locked!.n;
      },
    });
    expect(forfeited).toBeGreaterThanOrEqual(ofM0.length);
    // The whole page as it was, agreeing with its statistics: not a row short.
    expect(answer).toEqual(before);

    // The next answer has the forfeit in its rows and its statistics alike.
    const after = await listAdminRewards(t.db, query);
    expect(after.rewards).toHaveLength(10);
    const afterIds = after.rewards.map((r) => r._id);
    for (const id of ofM0) expect(afterIds).not.toContain(id);
    expect(afterIds).toEqual((await plainPage({}, '-createdAt', 1, 10)).map((r) => r.id));
    expect(after.statistics.total).toBe(before.statistics.total - forfeited);
  });
});
