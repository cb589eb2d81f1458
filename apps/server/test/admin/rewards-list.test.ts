import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';
import {
  adminRewardsFrom,
  adminRewardsWhere,
  withSearchBreadth,
} from '../../src/features/admin/rewards/admin-reward-query';
import { rewards } from '../../src/features/rewards/rewards.tables';
import { type SeededNetwork, seedNetwork } from './seed';

let t: TestApp;
let s: SeededNetwork;
beforeAll(async () => {
  t = await createTestApp();
  s = await seedNetwork(t);
});
afterAll(() => t.close());

type Reward = {
  _id: string;
  type: string;
  level: number;
  rewardAmount: number;
  rewardUser: { firstName: string };
  downlineUser: { firstName: string } | null;
};
const list = async (query: Record<string, string | number> = {}) => {
  const res = await t.get('/api/rewards/admin/all', { token: s.admin.token, query });
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    rewards: Reward[];
    pagination: Record<string, unknown>;
    statistics: Record<string, number>;
  };
};
const summary = (rewards: Reward[]) =>
  rewards.map(
    (r) =>
      `${r.rewardUser.firstName}<${r.downlineUser?.firstName ?? '-'} ${r.type} L${r.level} ${r.rewardAmount}`,
  );

describe('GET /api/rewards/admin/all', () => {
  it('lists every reward newest first with recipient, source member and the statistics over all', async () => {
    const data = await list();
    // Rewards of one payment or cycle share their time: between them the order is the id's.
    const groups = summary(data.rewards);
    expect([
      groups.slice(0, 2).sort(),
      groups.slice(2, 3),
      groups.slice(3, 5).sort(),
      groups.slice(5),
    ]).toEqual([
      ['Alice<Carol DOWNLINE L2 2', 'Bob<Carol DOWNLINE L1 5'],
      ['Alice<Dave DIRECT L1 2'],
      ['Alice<Carol DIRECT L2 1', 'Bob<Carol DIRECT L1 2'],
      ['Alice<Bob DIRECT L1 2'],
    ]);
    expect(data.rewards.find((r) => r.rewardUser.firstName === 'Bob' && r.type === 'DOWNLINE')).toMatchObject(
      {
        percent: 5,
        masterAmount: 100,
        cycle: 1,
        status: 'CREDITED',
        rewardUser: { firstName: 'Bob', lastName: 'Brown', email: s.bob.email, userId: s.bob.userId },
        downlineUser: { firstName: 'Carol', lastName: 'Chen', email: s.carol.email, userId: s.carol.userId },
      },
    );
    expect(data.statistics).toEqual({
      total: 6,
      totalRewardsDistributed: 14,
      totalDirectRewards: 7,
      totalDownlineRewards: 7,
      directRewardsCount: 4,
      downlineRewardsCount: 2,
      totalMasterAmount: 240,
      averageRewardAmount: 2.33333333,
      maxRewardAmount: 5,
      minRewardAmount: 1,
    });
    expect(data.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalRecords: 6,
      limit: 10,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('filters by type and level, with statistics over the filtered rewards', async () => {
    const downline = await list({ type: 'DOWNLINE' });
    expect(summary(downline.rewards).sort()).toEqual([
      'Alice<Carol DOWNLINE L2 2',
      'Bob<Carol DOWNLINE L1 5',
    ]);
    expect(downline.statistics).toMatchObject({
      total: 2,
      totalRewardsDistributed: 7,
      directRewardsCount: 0,
    });
    const level2 = await list({ level: 2 });
    expect(summary(level2.rewards)).toEqual(['Alice<Carol DOWNLINE L2 2', 'Alice<Carol DIRECT L2 1']);
    expect((await list({ type: 'DIRECT', level: 2 })).statistics.total).toBe(1);
    expect((await list({ level: 15 })).rewards).toEqual([]);
  });

  it('searches the recipient and the source member by name, e-mail and userId', async () => {
    expect((await list({ search: 'dave' })).statistics.total).toBe(1);
    expect((await list({ search: 'DUNN' })).statistics.total).toBe(1);
    // Carol is the source of four rewards and receives none.
    expect((await list({ search: s.carol.email })).statistics.total).toBe(4);
    // Bob receives two and is the source of one.
    expect((await list({ search: s.bob.userId })).statistics.total).toBe(3);
    expect((await list({ search: 'nobody' })).rewards).toEqual([]);
  });

  it('finds the same rewards by probing few matching accounts as by reading every reward', async () => {
    const ids = async (search: string, searchBreadth: 'few' | 'many') => {
      const filter = { search, searchBreadth };
      const rows = await t.db
        .select({ id: rewards.id })
        .from(adminRewardsFrom(t.db, filter))
        .where(adminRewardsWhere(t.db, filter));
      return rows.map((r) => r.id).sort();
    };
    for (const term of ['@', s.carol.email, s.bob.userId, 'dave', 'nobody']) {
      const probed = await ids(term, 'few');
      expect(probed, term).toEqual(await ids(term, 'many'));
      expect(probed.length > 0, term).toBe(term !== 'nobody');
    }
    expect(await withSearchBreadth(t.db, { search: 'dave' })).toEqual({
      search: 'dave',
      searchBreadth: 'few',
    });
  });

  it('lists a reward whose recipient and source member both match once', async () => {
    // '@' is in every e-mail: every recipient and every source member match.
    const everyone = await list({ search: '@' });
    const all = await list();
    expect(everyone.statistics).toEqual(all.statistics);
    expect(everyone.rewards.map((r) => r._id).sort()).toEqual(all.rewards.map((r) => r._id).sort());
  });

  it.each([
    ['rewardAmount', [1, 2, 2, 2, 2, 5]],
    ['-rewardAmount', [5, 2, 2, 2, 2, 1]],
    ['level', [1, 1, 1, 1, 2, 2]],
    ['-level', [2, 2, 1, 1, 1, 1]],
  ])('sorts by %s', async (sort, expected) => {
    const data = await list({ sort });
    const values = data.rewards.map((r) => (sort.includes('level') ? r.level : r.rewardAmount));
    expect(values).toEqual(expected);
  });

  it('sorts oldest first and pages', async () => {
    const oldest = await list({ sort: 'createdAt', limit: 4 });
    expect(summary(oldest.rewards)[0]).toBe('Alice<Bob DIRECT L1 2');
    expect(oldest.pagination).toMatchObject({ totalPages: 2, hasNext: true, totalRecords: 6 });
    const second = await list({ sort: 'createdAt', limit: 4, page: 2 });
    expect(summary(second.rewards).sort()).toEqual(['Alice<Carol DOWNLINE L2 2', 'Bob<Carol DOWNLINE L1 5']);
  });

  it('refuses a level outside 1-15 and an unknown type', async () => {
    for (const query of [{ level: 16 }, { level: 0 }, { type: 'BONUS' }]) {
      const res = await t.get('/api/rewards/admin/all', { token: s.admin.token, query });
      expect(res.body.message).toBe('VALIDATION_ERROR');
    }
  });
});
