import type { RewardType } from '@app/contract';
import type { DbOrTx } from '../../../infra/db/client';
import { offsetOf, totalPagesOf } from '../../../shared/paging';
import { type AdminRewardRow, adminRewardsSelect, toAdminReward } from './admin-reward-query';
import { adminRewardStatistics } from './list-admin-rewards';

/**
 * The user detail's Rewards tab: a page of the account's rewards, newest first (`type` narrows
 * the page); the statistics cover all of the account's rewards, whatever the type filter.
 */
export async function listUserRewardsBlock(
  db: DbOrTx,
  userId: string,
  query: { page: number; limit: number; type?: RewardType | undefined },
) {
  // One after the other: the admin user detail reads this inside its snapshot, one connection.
  const rows = await adminRewardsSelect(db, { userId, type: query.type }, '-createdAt')
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  const all = await adminRewardStatistics(db, { userId });
  const filtered = query.type ? await adminRewardStatistics(db, { userId, type: query.type }) : undefined;
  const matching = (filtered ?? all).total;
  return {
    data: rows.map((r) => toAdminReward(r as AdminRewardRow)),
    statistics: {
      total: all.total,
      totalRewardAmount: all.totalRewardsDistributed,
      directRewardsCount: all.directRewardsCount,
      downlineRewardsCount: all.downlineRewardsCount,
    },
    pagination: { totalPages: totalPagesOf(matching, query.limit), currentPage: query.page },
  };
}
