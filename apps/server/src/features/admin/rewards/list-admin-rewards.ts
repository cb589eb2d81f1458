import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { rewards } from '../../rewards/rewards.tables';
import { offsetOf, totalPagesOf } from '../../../shared/paging';
import {
  type AdminRewardRow,
  type AdminRewardsFilter,
  type AdminRewardsQuery,
  adminRewardsSelect,
  adminRewardsWhere,
  toAdminReward,
} from './admin-reward-query';

const amountWhere = (type: 'DIRECT' | 'DOWNLINE') =>
  sql<string>`coalesce(sum(${rewards.rewardAmount}) filter (where ${rewards.type} = ${type}), 0)::text`;
const countWhere = (type: 'DIRECT' | 'DOWNLINE') =>
  sql<number>`count(*) filter (where ${rewards.type} = ${type})`.mapWith(Number);

/** The rewards list's statistics: over every reward that matches, in one aggregate query. */
export async function adminRewardStatistics(db: DbOrTx, filter: AdminRewardsFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      totalRewardsDistributed: sql<string>`coalesce(sum(${rewards.rewardAmount}), 0)::text`,
      totalDirectRewards: amountWhere('DIRECT'),
      totalDownlineRewards: amountWhere('DOWNLINE'),
      directRewardsCount: countWhere('DIRECT'),
      downlineRewardsCount: countWhere('DOWNLINE'),
      totalMasterAmount: sql<string>`coalesce(sum(${rewards.masterAmount}), 0)::text`,
      averageRewardAmount: sql<string>`coalesce(round(avg(${rewards.rewardAmount}), 8), 0)::text`,
      maxRewardAmount: sql<string>`coalesce(max(${rewards.rewardAmount}), 0)::text`,
      minRewardAmount: sql<string>`coalesce(min(${rewards.rewardAmount}), 0)::text`,
    })
    .from(rewards)
    .where(adminRewardsWhere(db, filter));
  if (!row) throw new Error('aggregate returned no row');
  return row;
}

/** `GET /rewards/admin/all`: a page of rewards, the list's paging fields and statistics over every match. */
export async function listAdminRewards(db: DbOrTx, query: AdminRewardsQuery) {
  const filter = { search: query.search, type: query.type, level: query.level };
  const [rows, statistics] = await Promise.all([
    adminRewardsSelect(db, filter, query.sort).limit(query.limit).offset(offsetOf(query.page, query.limit)),
    adminRewardStatistics(db, filter),
  ]);
  const totalPages = totalPagesOf(statistics.total, query.limit);
  return {
    rewards: rows.map((r) => toAdminReward(r as AdminRewardRow)),
    pagination: {
      currentPage: query.page,
      totalPages,
      totalRecords: statistics.total,
      limit: query.limit,
      hasNext: query.page < totalPages,
      hasPrev: query.page > 1,
    },
    statistics,
  };
}
