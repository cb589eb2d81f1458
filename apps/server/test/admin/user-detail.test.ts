import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { backendsWaitingForLocks } from '../support/lock-waits';
import { auditEntries } from './admin-helpers';
import { type SeededNetwork, seedNetwork } from './seed';

let t: TestApp;
let s: SeededNetwork;
beforeAll(async () => {
  t = await createTestApp();
  s = await seedNetwork(t);
});
afterAll(() => t.close());

const detail = (id: string, query: Record<string, string | number | boolean> = {}) =>
  t.get(`/api/users/admin/${id}`, { token: s.admin.token, query });

describe('GET /api/users/admin/:id', () => {
  it('answers the account in the admin view, without blocks unless asked', async () => {
    const res = await detail(s.bob.id);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      _id: s.bob.id,
      firstName: 'Bob',
      lastName: 'Brown',
      referredBy: { firstName: 'Alice', lastName: 'Anders', userId: s.alice.userId },
      referredByCode: s.alice.referralCode,
      totalRewards: 7,
      balance: 7,
      referralStats: { totalReferrals: 1 },
      subscriptionFee: { paid: true },
    });
    expect(res.body.data).not.toHaveProperty('rewards');
    expect(res.body.data).not.toHaveProperty('withdrawals');
  });

  it("pages the account's rewards, newest first, with statistics over all of them", async () => {
    const res = await detail(s.alice.id, { includeRewards: true, rewardsLimit: 2 });
    const { rewards } = res.body.data;
    expect(rewards.statistics).toEqual({
      total: 4,
      totalRewardAmount: 7,
      directRewardsCount: 3,
      downlineRewardsCount: 1,
    });
    expect(rewards.pagination).toEqual({ totalPages: 2, currentPage: 1 });
    expect(rewards.data).toHaveLength(2);
    expect(rewards.data[0]).toMatchObject({
      type: 'DOWNLINE',
      level: 2,
      rewardAmount: 2,
      percent: 2,
      masterAmount: 100,
      cycle: 1,
      rewardUser: { firstName: 'Alice', userId: s.alice.userId },
      downlineUser: { firstName: 'Carol', lastName: 'Chen', userId: s.carol.userId },
    });
    const page2 = await detail(s.alice.id, { includeRewards: true, rewardsLimit: 2, rewardsPage: 2 });
    const ids = [...rewards.data, ...page2.body.data.rewards.data].map((r: { _id: string }) => r._id);
    expect(new Set(ids).size).toBe(4);
  });

  it('narrows the rewards page by type; the statistics stay those of every reward', async () => {
    const res = await detail(s.alice.id, { includeRewards: true, type: 'DIRECT' });
    expect(res.body.data.rewards.data.map((r: { type: string }) => r.type)).toEqual([
      'DIRECT',
      'DIRECT',
      'DIRECT',
    ]);
    expect(res.body.data.rewards.statistics.total).toBe(4);
  });

  it('pages the withdrawals with their statistics and the status filter', async () => {
    const res = await detail(s.alice.id, { includeWithdrawals: true });
    const { withdrawals } = res.body.data;
    expect(withdrawals.data.map((w: { status: string }) => w.status)).toEqual(['PENDING', 'APPROVED']);
    expect(withdrawals.data[0]).toMatchObject({ amount: 1, asset: 'USDT', user: { userId: s.alice.userId } });
    expect(withdrawals.statistics).toEqual({
      total: 2,
      totalRequestedAmount: 4,
      totalApprovedAmount: 3,
      totalPendingAmount: 1,
    });
    const approved = await detail(s.alice.id, { includeWithdrawals: true, status: 'APPROVED' });
    expect(approved.body.data.withdrawals.data).toHaveLength(1);
    const bob = await detail(s.bob.id, { includeWithdrawals: true });
    expect(bob.body.data.withdrawals.data[0]).toMatchObject({ status: 'REJECTED', reason: 'Wrong address' });
  });

  it('answers USER_NOT_FOUND for an unknown or deleted id and VALIDATION_ERROR for a malformed one', async () => {
    const unknown = await detail('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('USER_NOT_FOUND');
    const malformed = await detail('not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('VALIDATION_ERROR');
  });

  it('logs the read in the audit log while the Audit Logs setting is on, not when off', async () => {
    await detail(s.dave.id);
    expect(await auditEntries(t, s.admin.token, { action: 'user.view', targetId: s.dave.id })).toHaveLength(
      1,
    );
    await t.put('/api/admin/settings', { token: s.admin.token, body: { auditLogs: false } });
    await detail(s.dave.id);
    expect(await auditEntries(t, s.admin.token, { action: 'user.view', targetId: s.dave.id })).toHaveLength(
      1,
    );
    // Changes are audited whatever the setting says.
    await t.put(`/api/users/${s.dave.id}/status`, { token: s.admin.token, body: { status: 'LOCKED' } });
    expect(
      await auditEntries(t, s.admin.token, { action: 'user.status.update', targetId: s.dave.id }),
    ).toHaveLength(1);
    await t.put(`/api/users/${s.dave.id}/status`, { token: s.admin.token, body: { status: 'ACTIVE' } });
    await t.put('/api/admin/settings', { token: s.admin.token, body: { auditLogs: true } });
  });
});

describe('GET /api/users/admin/:id, one snapshot', () => {
  it('answers the account and its rewards as of one moment, whatever commits between the reads', async () => {
    const before = (await detail(s.bob.id, { includeRewards: true })).body.data.rewards;
    // The rewards' tables held: the detail reads the account, then queues on them; a reward for
    // the member commits meanwhile.
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE rewards IN ACCESS EXCLUSIVE MODE');
      const answer = detail(s.bob.id, { includeRewards: true });
      await expect.poll(() => backendsWaitingForLocks(t.pool)).toBeGreaterThan(0);
      await holder.query(
        `INSERT INTO rewards (user_id, type, level, percent, master_amount, reward_amount, cycle, status)
         VALUES ($1, 'DIRECT', 1, 100, 5, 5, 1, 'CREDITED')`,
        [s.bob.id],
      );
      await holder.query('COMMIT');
      // Without one snapshot the rewards would show the new one (total + 1) next to the account
      // read before it.
      const during = await answer;
      expect(during.status).toBe(200);
      expect(during.body.data.rewards.statistics).toEqual(before.statistics);
      expect(during.body.data.rewards.data).toEqual(before.data);
    } finally {
      holder.release();
    }
    const after = (await detail(s.bob.id, { includeRewards: true })).body.data.rewards;
    expect(after.statistics.total).toBe(before.statistics.total + 1);
  });
});
