import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { payDirectRewards } from '../../src/features/rewards/direct/pay-direct-rewards';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { statementsDuring } from '../support/statements';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { buildNetwork, type NetMember } from './network';

let t: TestApp;
let admin: TestUser;
let viewer: TestUser; // the member whose rewards the pages read
let downline: NetMember[];
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  viewer = await createMember(t, { referrer: admin, withPaidPeriod: true });
  other = await createMember(t, { referrer: admin });
  // Three levels below the viewer: 0 and 1 at level 1, 2 under 0 (level 2), 3 under 2 (level 3).
  downline = await buildNetwork(t, viewer, [-1, -1, 0, 2]);
  let period = 0;
  for (const m of downline)
    await t.db.transaction((tx) =>
      payDirectRewards(tx, { payerId: m.id, periodNumber: ++period, feeAmount: '10', now: t.clock.now() }),
    );
  t.clock.advance(60_000);
  await runDownlineCycle({
    db: t.db,
    period: daysAgo(20),
    name: '2025-04',
    rows: downline.map((m, i) => ({ line: i + 1, uid: m.bingxUid, amount: String(100 * (i + 1)) })),
    source: 'CSV',
    now: t.clock.now,
  });
  // An admin's manual bonus, the newest reward: a DIRECT reward without a source member.
  const bonus = await t.db.execute<{ id: string }>(sql`
    INSERT INTO rewards (user_id, type, level, percent, master_amount, reward_amount, cycle, status, created_at)
    VALUES (${viewer.id}::uuid, 'DIRECT', 1, 100, 3.5, 3.5, 1, 'CREDITED', ${new Date(t.clock.now().getTime() + 60_000).toISOString()}::timestamptz)
    RETURNING id`);
  await t.db.execute(sql`INSERT INTO ledger_entries (user_id, kind, amount, reward_type, reward_id)
                         VALUES (${viewer.id}::uuid, 'REWARD_CREDIT', 3.5, 'DIRECT', ${bonus.rows[0]!.id}::uuid)`);
});
afterAll(() => t.close());

// The viewer's rewards, worked out by hand: DIRECT 20 % of 10 from level 1 (0, 1), 10 % from
// level 2 (2), 5 % from level 3 (3); DOWNLINE 5 % of 100 and 200 (level 1), 2 % of 300 (level 2),
// 1.5 % of 400 (level 3); and the 3.5 bonus.
const DIRECT = 2 + 2 + 1 + 0.5 + 3.5;
const DOWNLINE = 5 + 10 + 6 + 6;

describe('GET /rewards/stats/:userId', () => {
  it("answers a member's own balances from the ledger, by public userId or _id", async () => {
    for (const ref of [viewer.userId, viewer.id]) {
      const res = await t.get(`/api/rewards/stats/${ref}`, { token: viewer.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        currentBalance: DIRECT + DOWNLINE,
        totalRewards: DIRECT + DOWNLINE,
        totalWithdrawn: 0,
        rewardBreakdown: {
          calculatedTotal: DIRECT + DOWNLINE,
          directRewards: DIRECT,
          downlineRewards: DOWNLINE,
        },
        heldForWithdrawals: 0,
        lockedRewards: 0,
        forfeitedRewards: 0,
        adjustments: 0,
      });
    }
  });

  it("sums the caller's own ledger in the session check's statement: one round trip (ADR 0025)", async () => {
    const own = () => t.get(`/api/rewards/stats/${viewer.id}`, { token: viewer.token });
    const { result, statements } = await statementsDuring(t.pool, own);
    expect(result.status).toBe(200);
    expect(result.body.data.totalRewards).toBe(DIRECT + DOWNLINE);
    const touchingLedger = statements.filter((text) => /"ledger_entries"/.test(text));
    expect(touchingLedger).toHaveLength(1);
    expect(touchingLedger[0]).toMatch(/"sessions"/);
    expect(statements.filter((text) => /"sessions"/.test(text))).toHaveLength(1);
  });

  it("refuses a member another member's stats (FORBIDDEN), whether or not that member exists", async () => {
    for (const ref of [other.userId, other.id, 'UNOBODY1']) {
      const res = await t.get(`/api/rewards/stats/${ref}`, { token: viewer.token });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, message: 'FORBIDDEN' });
    }
  });

  it("lets an admin read anyone's, and says USER_NOT_FOUND for no one", async () => {
    const res = await t.get(`/api/rewards/stats/${viewer.userId}`, { token: admin.token });
    expect(res.body.data.totalRewards).toBe(DIRECT + DOWNLINE);
    const none = await t.get('/api/rewards/stats/UNOBODY1', { token: admin.token });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('USER_NOT_FOUND');
  });
});

describe('GET /rewards/user', () => {
  const list = (query: Record<string, string | number> = {}) =>
    t.get('/api/rewards/user', { token: viewer.token, query });

  it("lists the member's rewards newest first with the spec's fields and pagination", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    const { rewards, pagination } = res.body.data;
    expect(pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalRecords: 9,
      limit: 10,
      hasNext: false,
      hasPrev: false,
    });
    expect(rewards[0]).toMatchObject({ type: 'DIRECT', rewardAmount: 3.5, percent: 100, downlineUser: null }); // the bonus
    const fromLevel3 = rewards.find(
      (r: { type: string; level: number }) => r.type === 'DOWNLINE' && r.level === 3,
    );
    expect(fromLevel3).toEqual({
      _id: expect.any(String),
      type: 'DOWNLINE',
      rewardAmount: 6,
      percent: 1.5,
      masterAmount: 400,
      level: 3,
      cycle: 1,
      createdAt: expect.any(String),
      status: 'CREDITED',
      downlineUser: { name: `Net Member3`, email: downline[3]!.email, userId: downline[3]!.userId },
    });
  });

  it('filters by type and level', async () => {
    const direct = (await list({ type: 'DIRECT' })).body.data;
    expect(direct.rewards.every((r: { type: string }) => r.type === 'DIRECT')).toBe(true);
    expect(direct.pagination.totalRecords).toBe(5);
    const level1 = (await list({ level: 1 })).body.data;
    expect(level1.rewards.map((r: { rewardAmount: number }) => r.rewardAmount).sort()).toEqual(
      [10, 2, 2, 3.5, 5].sort(),
    );
    const both = (await list({ type: 'DOWNLINE', level: 2 })).body.data;
    expect(both.rewards.map((r: { rewardAmount: number }) => r.rewardAmount)).toEqual([6]);
  });

  it('sorts by amount both ways and pages stably, every reward exactly once', async () => {
    const highest = (await list({ sort: 'highest' })).body.data.rewards.map(
      (r: { rewardAmount: number }) => r.rewardAmount,
    );
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    const lowest = (await list({ sort: 'lowest' })).body.data.rewards.map(
      (r: { rewardAmount: number }) => r.rewardAmount,
    );
    expect(lowest).toEqual([...highest].reverse());
    for (const sort of ['newest', 'oldest', 'highest', 'lowest']) {
      const seen: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = (await list({ sort, limit: 2, page })).body.data;
        expect(res.pagination).toMatchObject({
          currentPage: page,
          totalPages: 5,
          hasPrev: page > 1,
          hasNext: page < 5,
        });
        seen.push(...res.rewards.map((r: { _id: string }) => r._id));
      }
      expect(new Set(seen).size).toBe(9);
    }
    const oldest = (await list({ sort: 'oldest' })).body.data.rewards;
    expect(oldest[0].type).toBe('DIRECT');
  });

  it('refuses page sizes above 100 and unknown sorts', async () => {
    expect((await list({ limit: 101 })).status).toBe(400);
    expect((await list({ sort: 'random' })).status).toBe(400);
  });
});

describe('GET /rewards/user/by-cycle', () => {
  it('gives the trading rewards per cycle and the referral rewards per month', async () => {
    const res = await t.get('/api/rewards/user/by-cycle', { token: viewer.token });
    expect(res.status).toBe(200);
    const month = t.clock.now().toISOString().slice(0, 7);
    expect(res.body.data).toEqual({
      cycles: [
        {
          cycle: 1,
          period: '2025-04',
          completedAt: expect.any(String),
          amount: DOWNLINE,
          lockedAmount: 0,
          forfeitedAmount: 0,
        },
      ],
      directByMonth: [{ month, amount: DIRECT, lockedAmount: 0, forfeitedAmount: 0 }],
    });
  });
});

describe('admin cycles over the API', () => {
  const csvFor = (members: NetMember[], extra = '') =>
    `uid,amount\r\n${members.map((m, i) => `${m.bingxUid},${i + 1}.5`).join('\r\n')}${extra}`;
  const days = (n: number) => ({ periodStart: daysAgo(n).start, periodEnd: daysAgo(n).end });

  it('imports a CSV and answers the report with unknown UIDs and rejected rows by line', async () => {
    const csv = csvFor(downline, '\r\n123456789012,5\r\nnot-a-uid,1\r\n' + `${downline[0]!.bingxUid},9\r\n`);
    const res = await t.post('/api/rewards/admin/cycles', {
      token: admin.token,
      body: { csv, period: '2025-05', ...days(10) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cycle: 2,
      period: '2025-05',
      ...days(10),
      source: 'CSV',
      status: 'PAID',
      progress: { phase: 'PAID', processedRows: 7, totalRows: 7 },
      totals: { totalRows: 7, paidRows: 4, unknownCount: 1, rejectedCount: 2, rewardsCreated: 7 },
      unknownUids: [{ line: 6, uid: '123456789012' }],
      rejectedRows: [
        { line: 7, reason: expect.stringContaining('invalid UID') },
        { line: 8, reason: 'duplicate UID (first on line 2)' },
      ],
      error: null,
    });
    // The same file again, whatever its name: refused, naming the cycle that paid it.
    const again = await t.post('/api/rewards/admin/cycles', {
      token: admin.token,
      body: { csv, period: 'May, corrected', ...days(10) },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'CYCLE_ALREADY_IMPORTED',
      data: { _id: res.body.data._id, cycle: 2 },
    });
    // Other data for UIDs already paid for these days: refused, naming the UIDs and the days.
    const overlap = await t.post('/api/rewards/admin/cycles', {
      token: admin.token,
      body: { csv: csvFor(downline.slice(1)), ...days(10) },
    });
    expect(overlap.status).toBe(409);
    expect(overlap.body).toMatchObject({
      message: 'CYCLE_PERIOD_OVERLAP',
      data: {
        count: 3,
        rows: downline.slice(1).map((m, i) => ({
          line: i + 2,
          uid: m.bingxUid,
          cycle: 2,
          from: daysAgo(10).start,
          to: daysAgo(10).end,
        })),
      },
    });

    const listed = await t.get('/api/rewards/admin/cycles', { token: admin.token });
    expect(listed.body.data.cycles.map((c: { cycle: number }) => c.cycle)).toEqual([2, 1]);
    expect(listed.body.data.pagination).toMatchObject({ totalRecords: 2, currentPage: 1 });
    const one = await t.get(`/api/rewards/admin/cycles/${res.body.data._id}`, { token: admin.token });
    expect(one.body.data).toEqual(res.body.data);
  });

  it('takes CSV bodies beyond the usual 64 KiB and refuses an empty one', async () => {
    const lines = Array.from({ length: 6000 }, (_, i) => `${900_000_000_000 + i},1.123456789`).join('\n');
    expect(lines.length).toBeGreaterThan(64 * 1024);
    const res = await t.post('/api/rewards/admin/cycles', {
      token: admin.token,
      body: { csv: lines, period: 'big', ...days(30) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toMatchObject({ totalRows: 6000, unknownCount: 6000, paidRows: 0 });
    expect(res.body.data.unknownUids).toHaveLength(1000);
    const empty = await t.post('/api/rewards/admin/cycles', {
      token: admin.token,
      body: { csv: '', ...days(31) },
    });
    expect(empty.status).toBe(400);
  });

  it('shows a running cycle with its phase while it works, then its report', async () => {
    // Hold the reward counts (the paying statement folds into them) so the cycle waits in its
    // PAYING phase.
    const blocker = await t.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE reward_counts IN SHARE ROW EXCLUSIVE MODE');
    let answered;
    try {
      answered = await t.post('/api/rewards/admin/cycles', {
        token: admin.token,
        body: { csv: csvFor(downline), period: '2025-06', ...days(11) },
      });
      expect(answered.body.data).toMatchObject({
        status: 'RUNNING',
        progress: { phase: 'PAYING', processedRows: 4, totalRows: 4 },
      });
      const polled = await t.get(`/api/rewards/admin/cycles/${answered.body.data._id}`, {
        token: admin.token,
      });
      expect(polled.body.data).toMatchObject({ status: 'RUNNING', progress: { phase: 'PAYING' } });
      // Another period meanwhile is refused.
      const busy = await t.post('/api/rewards/admin/cycles', {
        token: admin.token,
        body: { csv: csvFor(downline.slice(1)), period: '2025-07', ...days(12) },
      });
      expect(busy.status).toBe(409);
      expect(busy.body.message).toBe('CYCLE_IN_PROGRESS');
    } finally {
      await blocker.query('COMMIT');
      blocker.release();
    }
    for (let i = 0; i < 50; i++) {
      const polled = await t.get(`/api/rewards/admin/cycles/${answered.body.data._id}`, {
        token: admin.token,
      });
      if (polled.body.data.status !== 'RUNNING') {
        expect(polled.body.data).toMatchObject({ status: 'PAID', totals: { rewardsCreated: 7 } });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the cycle never finished');
  });
});
