import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { describeActivity } from '../../src/features/activity/describe-activity';
import { recordActivity } from '../../src/features/activity/record-activity';
import { latestToken, registration } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { creditTestPayment } from '../support/payments';
import { getUserReport } from '../../src/features/admin/reports/get-user-report';
import { auditEntries } from './admin-helpers';
import { type SeededNetwork, seedNetwork } from './seed';

let t: TestApp;
let s: SeededNetwork;
beforeAll(async () => {
  t = await createTestApp();
  s = await seedNetwork(t);
  // Two sign-ins of Alice through the API: the login events of her report.
  for (let i = 0; i < 2; i++) {
    const res = await t.post('/api/users/login', {
      body: { email: s.alice.email, password: s.alice.password },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

const reports = async (query: Record<string, string | number> = {}) => {
  const res = await t.get('/api/users/admin/reports', { token: s.admin.token, query });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

describe('GET /api/users/admin/reports', () => {
  it('lists members (no admins) newest first with financial, trading, referral and activity figures', async () => {
    const data = await reports();
    expect(data.users.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Eve',
      'Dave',
      'Carol',
      'Bob',
      'Alice',
    ]);
    const alice = data.users.find((u: { _id: string }) => u._id === s.alice.id);
    expect(alice).toMatchObject({
      userId: s.alice.userId,
      status: 'ACTIVE',
      financial: { balance: 3, totalEarned: 7, totalWithdrawn: 3 },
      // The seed's members were checked and found compliant (their rewards are credited, not locked).
      trading: { bingXUID: s.alice.bingxUid, subscriptionPaid: true, compliance: 'COMPLIANT' },
      referral: { direct: 2, total: 3 },
    });
    // Eve was never checked (no linked UID).
    const eve = data.users.find((u: { _id: string }) => u._id === s.eve.id);
    expect(eve.trading).toMatchObject({ bingXUID: null, compliance: 'UNKNOWN' });
    // 2 logins, 4 rewards (3 DIRECT events, 1 DOWNLINE cycle event), 1 withdrawal decision
    expect(alice.activity.activityCount).toBe(7);
    expect(alice.activity.lastLogin).not.toBeNull();
    expect(Date.parse(alice.activity.lastActivity)).toBeGreaterThanOrEqual(
      Date.parse(alice.activity.lastLogin),
    );
    expect(data.pagination).toMatchObject({ totalRecords: 5, currentPage: 1 });
  });

  it('searches and filters by status', async () => {
    expect((await reports({ search: 'brown' })).users.map((u: { firstName: string }) => u.firstName)).toEqual(
      ['Bob'],
    );
    await t.put(`/api/users/${s.carol.id}/status`, { token: s.admin.token, body: { status: 'LOCKED' } });
    expect(
      (await reports({ status: 'LOCKED' })).users.map((u: { firstName: string }) => u.firstName),
    ).toEqual(['Carol']);
    expect((await reports({ status: 'DISABLED' })).users).toEqual([]);
    await t.put(`/api/users/${s.carol.id}/status`, { token: s.admin.token, body: { status: 'ACTIVE' } });
  });
});

describe('GET /api/users/admin/:id/report', () => {
  it('builds the View Report modal from the account, the ledger, the network and the activity log', async () => {
    const res = await t.get(`/api/users/admin/${s.alice.id}/report`, { token: s.admin.token });
    expect(res.status, res.text).toBe(200);
    const report = res.body.data;
    expect(report.summary).toEqual({ totalEarned: 7, balance: 3, totalReferrals: 3, activityCount: 7 });
    expect(report.basicInfo).toMatchObject({
      _id: s.alice.id,
      firstName: 'Alice',
      referralCode: s.alice.referralCode,
    });
    expect(report.accountStatus).toMatchObject({
      status: 'ACTIVE',
      isEmailVerified: true,
      subscriptionPaid: true,
      onboardingCompleted: true,
      compliance: 'COMPLIANT',
    });
    expect(report.financialSummary).toEqual({
      totalEarned: 7,
      balance: 3,
      heldForWithdrawals: 1,
      totalWithdrawn: 3,
      directRewards: 5,
      downlineRewards: 2,
      rewardsCount: 4,
      withdrawalsCount: 2,
    });
    expect(report.referralSummary).toEqual({
      direct: 2,
      total: 3,
      activeDirect: 2,
      byLevel: [
        { level: 1, count: 2 },
        { level: 2, count: 1 },
      ],
    });
    const types = report.recentActivity.map((e: { type: string }) => e.type);
    expect(types.slice(0, 2)).toEqual(['login', 'login']);
    expect(types.filter((x: string) => x === 'reward')).toHaveLength(4);
    expect(types).toContain('withdrawal');
    const descriptions = report.recentActivity.map((e: { description: string }) => e.description);
    expect(descriptions).toContain('Signed in');
    expect(descriptions).toContain('Withdrawal of 3 USDT approved');
    expect(descriptions).toContain('Earned 2 USDT trading reward (cycle 1)');
    expect(descriptions).toContain('Earned 1 USDT referral reward (level 2)');
  });

  it('shows the newest 20 events, newest first, and is audited as a read while Audit Logs is on', async () => {
    for (let i = 0; i < 25; i++) {
      await recordActivity(t.db, { userId: s.dave.id, type: 'login', details: { n: i } });
    }
    const res = await t.get(`/api/users/admin/${s.dave.id}/report`, { token: s.admin.token });
    expect(res.body.data.recentActivity).toHaveLength(20);
    expect(res.body.data.summary.activityCount).toBe(25);
    expect(res.body.data.recentActivity[0].details).toEqual({ n: 24 });
    expect(
      await auditEntries(t, s.admin.token, { action: 'user.report.view', targetId: s.dave.id }),
    ).toHaveLength(1);
  });

  it('reads the report as of one moment, whatever commits between its reads', async () => {
    const deps = { db: t.db, now: () => t.clock.now() };
    const before = await getUserReport(deps, s.carol.id);
    const answer = await getUserReport(deps, s.carol.id, {
      // Carol signs in between her account and its figures.
      afterFirstRead: () => recordActivity(t.db, { userId: s.carol.id, type: 'login', details: {} }),
    });
    // Without one snapshot: one more event in the count and at the top of the recent activity.
    expect(answer).toEqual(before);
    const after = await getUserReport(deps, s.carol.id);
    expect(after.summary.activityCount).toBe(before.summary.activityCount + 1);
  });

  it('counts only active direct referrals as active, and every one in the network', async () => {
    const summary = async () =>
      (await t.get(`/api/users/admin/${s.alice.id}/report`, { token: s.admin.token })).body.data
        .referralSummary;
    await t.put(`/api/users/${s.dave.id}/status`, { token: s.admin.token, body: { status: 'LOCKED' } });
    try {
      expect(await summary()).toMatchObject({ direct: 2, total: 3, activeDirect: 1 });
    } finally {
      await t.put(`/api/users/${s.dave.id}/status`, { token: s.admin.token, body: { status: 'ACTIVE' } });
    }
    expect(await summary()).toMatchObject({ direct: 2, total: 3, activeDirect: 2 });
  });

  it('answers USER_NOT_FOUND for an unknown id', async () => {
    const res = await t.get('/api/users/admin/00000000-0000-4000-8000-000000000000/report', {
      token: s.admin.token,
    });
    expect(res.status).toBe(404);
  });
});

describe('real referral and subscription activity', () => {
  it("shows a registration under a member's code and a paid subscription in the reports", async () => {
    const body = registration(s.dave.referralCode, { firstName: 'Fay', lastName: 'Fox' });
    expect((await t.post('/api/users/register', { body })).status).toBe(200);
    const token = await latestToken(t, body.email, 'verify-email');
    expect((await t.post('/api/users/verify-email', { body: { token } })).status).toBe(200);
    const [fay] = await t.db.select().from(users).where(eq(users.email, body.email));
    await creditTestPayment(t, fay!);

    const report = async (id: string) => {
      const res = await t.get(`/api/users/admin/${id}/report`, { token: s.admin.token });
      expect(res.status, res.text).toBe(200);
      return res.body.data.recentActivity.map((e: { type: string; description: string }) => [
        e.type,
        e.description,
      ]);
    };
    const daves = await report(s.dave.id);
    expect(daves).toContainEqual(['referral', 'Referred Fay Fox']);
    expect(daves).toContainEqual(['reward', 'Earned 2 USDT referral reward (level 1)']);
    expect(await report(fay!.id)).toEqual([['subscription', 'Paid the subscription (10 USDT)']]);
  });
});

describe('activity descriptions', () => {
  it.each([
    ['login', {}, 'Signed in'],
    ['withdrawal', { amount: '50', status: 'PENDING' }, 'Requested a withdrawal of 50 USDT'],
    [
      'withdrawal',
      { amount: '50', status: 'BLOCKED_COMPLIANCE' },
      'Withdrawal of 50 USDT blocked for compliance',
    ],
    [
      'reward',
      { amount: '2', rewardType: 'DIRECT', level: 1, locked: true },
      'Earned 2 USDT referral reward (level 1), locked until compliant',
    ],
    ['referral', { referredName: 'Bob Brown' }, 'Referred Bob Brown'],
    ['referral', {}, 'Referred a new member'],
    ['subscription', { amount: '10' }, 'Paid the subscription (10 USDT)'],
  ] as const)('%s %j', (type, details, text) => {
    expect(describeActivity(type, details)).toBe(text);
  });
});
