import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { subscriptionPeriods } from '../../src/features/onboarding/onboarding.tables';
import { formatUsdt } from '../../src/infra/chain';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { storeTestTransfer } from '../support/payments';
import { overallStats } from '../../src/features/admin/dashboard/overall-stats';
import { createMember } from '../support/users';
import { DAY, type SeededNetwork, seedNetwork } from './seed';

let t: TestApp;
let s: SeededNetwork;
beforeAll(async () => {
  t = await createTestApp();
  s = await seedNetwork(t);
});
afterAll(() => t.close());

describe('GET /api/users/admin/overall-stats', () => {
  it('counts members, withdrawals and rewards of the seeded network', async () => {
    const res = await t.get('/api/users/admin/overall-stats', { token: s.admin.token });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.users).toEqual({ totalUsers: 5, completedOnboarding: 4, newUsersToday: 5 });
    // pending 1 + approved 3 (the rejected 2 is not counted)
    expect(data.withdrawals).toEqual({ pendingCount: 1, totalAmount: 4 });
    // DIRECT 2 + 2 + 1 + 2 and DOWNLINE 5 + 2
    expect(data.rewards).toEqual({ totalDistributed: 14 });
    expect(data.recentWithdrawals.map((w: { status: string }) => w.status)).toEqual([
      'PENDING',
      'REJECTED',
      'APPROVED',
    ]);
    expect(data.recentWithdrawals[0]).toMatchObject({
      _id: s.withdrawals.pending.id,
      user: { name: 'Alice Anders' },
      amount: 1,
    });
    expect(data.recentJoinedUsers.map((u: { name: string }) => u.name)).toEqual([
      'Eve Evans',
      'Dave Dunn',
      'Carol Chen',
      'Bob Brown',
      'Alice Anders',
    ]);
    expect(data.recentJoinedUsers[0]).toMatchObject({ email: s.eve.email, onboardingCompleted: false });
    expect(data.recentJoinedUsers[1]).toMatchObject({ onboardingCompleted: true });
  });

  it('counts as new today only members who joined since midnight UTC, and no admins or deleted accounts', async () => {
    const before = (await t.get('/api/users/admin/overall-stats', { token: s.admin.token })).body.data.users;
    const old = await createMember(t, { referrer: s.admin });
    await t.db
      .update(users)
      .set({ createdAt: new Date(t.clock.now().getTime() - 2 * DAY) })
      .where(eq(users.id, old.id));
    const after = (await t.get('/api/users/admin/overall-stats', { token: s.admin.token })).body.data.users;
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.newUsersToday).toBe(before.newUsersToday);
    await t.del(`/api/users/admin/${old.id}`, { token: s.admin.token });
    const deleted = (await t.get('/api/users/admin/overall-stats', { token: s.admin.token })).body.data.users;
    expect(deleted.totalUsers).toBe(before.totalUsers);
  });
});

describe('GET /api/users/admin/charts', () => {
  it('gives sign-ups, payments and rewards per UTC day, zeros on quiet days, oldest first', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    // Dave renews today (his first period is the test members' one, paid long ago).
    await t.db.insert(subscriptionPeriods).values({
      userId: s.dave.id,
      periodNumber: 2,
      startsAt: t.clock.now(),
      endsAt: new Date(t.clock.now().getTime() + 365 * DAY),
      paidAt: t.clock.now(),
      amountUsdt: '10',
    });
    const res = await t.get('/api/users/admin/charts', { token: s.admin.token });
    expect(res.status).toBe(200);
    const days = res.body.data.days as { date: string }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({
      date: today,
      signups: 5,
      payments: 1,
      paymentsAmount: 10,
      rewardsAmount: 14,
    });
    expect(days[0]).toMatchObject({ signups: 0, payments: 0, paymentsAmount: 0, rewardsAmount: 0 });
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    const week = await t.get('/api/users/admin/charts', { token: s.admin.token, query: { days: 7 } });
    expect(week.body.data.days).toHaveLength(7);
    expect(
      (await t.get('/api/users/admin/charts', { token: s.admin.token, query: { days: 3 } })).status,
    ).toBe(400);
  });
});

describe('GET /api/users/admin/charts: cash flow', () => {
  /** A USDT transfer to a member's deposit address, as the watcher stores it. */
  const transfer = (userId: string, usdtUnits: bigint, state: { creditedAt?: Date; droppedAt?: Date }) =>
    storeTestTransfer(t, userId, { amount: formatUsdt(usdtUnits), ...state });

  it('gives credited deposits and paid-out withdrawals per UTC day, next to the other series', async () => {
    const now = t.clock.now();
    const today = now.toISOString().slice(0, 10);
    const yesterday = new Date(now.getTime() - DAY);
    const usdt = 10n ** 18n;
    // Today: 10 USDT and 0.000000000000000001 USDT credited; one seen but not credited yet, one
    // dropped by a reorganisation: neither counts. Yesterday: 25.5 USDT.
    await transfer(s.dave.id, 10n * usdt, { creditedAt: now });
    await transfer(s.carol.id, 1n, { creditedAt: now });
    await transfer(s.carol.id, 7n * usdt, {});
    await transfer(s.bob.id, 9n * usdt, { droppedAt: now });
    await transfer(s.bob.id, 25n * usdt + usdt / 2n, { creditedAt: yesterday });

    const res = await t.get('/api/users/admin/charts', { token: s.admin.token, query: { days: 7 } });
    expect(res.status).toBe(200);
    const flow = res.body.data.cashFlow as { date: string }[];
    expect(flow.map((d) => d.date)).toEqual(res.body.data.days.map((d: { date: string }) => d.date));
    // The seed's approved withdrawal of 3 is today's one payout; the pending and rejected are not.
    expect(flow.at(-1)).toEqual({
      date: today,
      deposits: 2,
      depositsAmount: 10,
      payouts: 1,
      payoutsAmount: 3,
    });
    expect(flow.at(-2)).toEqual({
      date: yesterday.toISOString().slice(0, 10),
      deposits: 1,
      depositsAmount: 25.5,
      payouts: 0,
      payoutsAmount: 0,
    });
    expect(flow[0]).toMatchObject({ deposits: 0, depositsAmount: 0, payouts: 0, payoutsAmount: 0 });
  });
});

// Last: the member it adds would change the other tests' counts.
describe('overall stats in one snapshot', () => {
  it('reads every figure as of one moment, whatever commits between the reads', async () => {
    const deps = { db: t.db, now: () => t.clock.now() };
    const before = await overallStats(deps);
    // A member signs up between the account counts and the rest.
    const answer = await overallStats(deps, { afterFirstRead: () => createMember(t).then(() => undefined) });
    // Without one snapshot: the new member among the recent ones beside a total read before it.
    expect(answer).toEqual(before);
    const after = await overallStats(deps);
    expect(after.users.totalUsers).toBe(before.users.totalUsers + 1);
  });
});
