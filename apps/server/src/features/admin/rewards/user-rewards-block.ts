import type { RewardType } from '@app/contract';
import type { DbOrTx } from '../../../infra/db/client';
import { totalPagesOf } from '../../../shared/paging';
import { memberRewardStatistics, memberRewardsOrderSql, memberRewardsPageSql } from '../../rewards';
import { type AdminRewardRow, adminRewardRowsOf, asRewards, toAdminReward } from './admin-reward-query';

/**
 * The user detail's Rewards tab: a page of the account's rewards, newest first as the member's own
 * list orders them (its page picked as that list picks it: the kept rows and each cycle's first
 * derived rewards), forfeited ones left out (`type` narrows the page); the statistics cover all
 * of the account's rewards, whatever the type filter, from what is kept of them
 * (`memberRewardStatistics`: the cycles' rewards are not derived one by one).
 */
export async function listUserRewardsBlock(
  db: DbOrTx,
  userId: string,
  query: { page: number; limit: number; type?: RewardType | undefined },
) {
  // One after the other: the admin user detail reads this inside its snapshot, one connection.
  const { page, limit, type } = query;
  const picked = await memberRewardsPageSql(db, userId, {
    page,
    limit,
    type,
    sort: 'newest',
    forfeited: 'left out',
  });
  const rows = await adminRewardRowsOf(db, asRewards(picked)).orderBy(
    memberRewardsOrderSql('newest', 'rewards'),
  );
  const statistics = await memberRewardStatistics(db, userId);
  const byType = { DIRECT: statistics.directRewardsCount, DOWNLINE: statistics.downlineRewardsCount };
  const matching = type ? byType[type] : statistics.total;
  return {
    data: rows.map((r) => toAdminReward(r as AdminRewardRow)),
    statistics,
    pagination: { totalPages: totalPagesOf(matching, query.limit), currentPage: query.page },
  };
}
