import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { subscriptionPeriods } from '../../src/features/onboarding/onboarding.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
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
