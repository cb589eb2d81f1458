import { getTableColumns, sql } from 'drizzle-orm';
import { type BetweenReads, type DbOrTx, readPageInSnapshot } from '../../../infra/db/client';
import { rewards } from '../../rewards/rewards.tables';
import { offsetOf, totalPagesOf } from '../../../shared/paging';
import {
  type AdminRewardRow,
  type AdminRewardsFilter,
  type AdminRewardsQuery,
  adminRewardsFrom,
  adminRewardsOrder,
  adminRewardsSelect,
  adminRewardsWhere,
  toAdminReward,
  withSearchBreadth,
} from './admin-reward-query';
import { adminRewardPageByTime } from './reward-page-by-time';

const amountWhere = (type: 'DIRECT' | 'DOWNLINE') =>
  sql<string>`coalesce(sum(${rewards.rewardAmount}) filter (where ${rewards.type} = ${type}), 0)::text`;
const countWhere = (type: 'DIRECT' | 'DOWNLINE') =>
  sql<number>`count(*) filter (where ${rewards.type} = ${type})`.mapWith(Number);

/**
 * The statistics of the whole list or of a type or level filter, from the rewards feature's
 * per-(type, level, cycle) totals of rewards not forfeited (kept by every write: ADR 0019), which
 * add up to exactly what the aggregate over the rewards gives.
 */
async function statisticsFromTotals(db: DbOrTx, filter: AdminRewardsFilter) {
  const where = [sql`rewards > 0`];
  if (filter.type) where.push(sql`type = ${filter.type}`);
  if (filter.level) where.push(sql`level = ${filter.level}`);
  const result = await db.execute<{
    total: string;
    totalRewardsDistributed: string;
    totalDirectRewards: string;
    totalDownlineRewards: string;
    directRewardsCount: string;
    downlineRewardsCount: string;
    totalMasterAmount: string;
    averageRewardAmount: string;
    maxRewardAmount: string;
    minRewardAmount: string;
  }>(sql`
    SELECT coalesce(sum(rewards), 0)::text AS total,
           coalesce(sum(reward_amount), 0)::text AS "totalRewardsDistributed",
           coalesce(sum(reward_amount) FILTER (WHERE type = 'DIRECT'), 0)::text AS "totalDirectRewards",
           coalesce(sum(reward_amount) FILTER (WHERE type = 'DOWNLINE'), 0)::text AS "totalDownlineRewards",
           coalesce(sum(rewards) FILTER (WHERE type = 'DIRECT'), 0)::text AS "directRewardsCount",
           coalesce(sum(rewards) FILTER (WHERE type = 'DOWNLINE'), 0)::text AS "downlineRewardsCount",
           coalesce(sum(master_amount), 0)::text AS "totalMasterAmount",
           coalesce(round(sum(reward_amount) / nullif(sum(rewards), 0), 8), 0)::text AS "averageRewardAmount",
           coalesce(max(max_reward_amount), 0)::text AS "maxRewardAmount",
           coalesce(min(min_reward_amount), 0)::text AS "minRewardAmount"
      FROM reward_totals WHERE ${sql.join(where, sql` AND `)}`);
  const row = result.rows[0];
  if (!row) throw new Error('aggregate returned no row');
  return {
    ...row,
    total: Number(row.total),
    directRewardsCount: Number(row.directRewardsCount),
    downlineRewardsCount: Number(row.downlineRewardsCount),
  };
}

/**
 * The rewards list's statistics over every reward that matches: from the kept totals when only
 * type and level filter, else in one aggregate query over the matching rewards.
 */
export async function adminRewardStatistics(db: DbOrTx, filter: AdminRewardsFilter) {
  if (!filter.search && !filter.userId) return statisticsFromTotals(db, filter);
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
    .from(adminRewardsFrom(db, filter))
    .where(adminRewardsWhere(db, filter));
  if (!row) throw new Error('aggregate returned no row');
  return row;
}

/**
 * A page of the list's rows: its rewards picked first, by time as reward-page-by-time.ts picks them
 * (ADR 0020), otherwise (a search, the amount, level and cycle sorts) by the plain query, then
 * joined with the accounts for the page alone. The reads agree only within one snapshot
 * (`listAdminRewards` reads them in one). `filter` has its search's breadth (`withSearchBreadth`).
 */
export async function adminRewardsPage(
  db: DbOrTx,
  filter: AdminRewardsFilter,
  query: Pick<AdminRewardsQuery, 'sort' | 'page' | 'limit'>,
  between: BetweenReads = {},
) {
  const offset = offsetOf(query.page, query.limit);
  const byTime = await adminRewardPageByTime(db, filter, query.sort, offset, query.limit);
  if (byTime) await between.afterFirstRead?.(); // after the page's plan (its cycles and counts), before its rows
  // The page cut before its accounts are joined: joined first, the planner may hash every account.
  const page =
    byTime ??
    sql`${db
      .select(getTableColumns(rewards))
      .from(adminRewardsFrom(db, filter))
      .where(adminRewardsWhere(db, filter))
      .orderBy(...adminRewardsOrder(query.sort))
      .limit(query.limit)
      .offset(offset)}`;
  return adminRewardsSelect(db, filter, query.sort, page);
}

/**
 * `GET /rewards/admin/all`: a page of rewards, the list's paging fields and statistics over every
 * match. The search's breadth, the page's plan (by time), its rows and the statistics come from
 * one snapshot, so a reward forfeited (or otherwise changed) meanwhile cannot cut the page short or
 * set it apart from its statistics.
 */
export async function listAdminRewards(db: DbOrTx, query: AdminRewardsQuery, between: BetweenReads = {}) {
  const asked = { search: query.search, type: query.type, level: query.level };
  const [{ rows }, statistics] = await readPageInSnapshot(db, {
    page: async (tx) => {
      const filter = await withSearchBreadth(tx, asked);
      return { filter, rows: await adminRewardsPage(tx, filter, query, between) };
    },
    rest: (tx, { filter }) => adminRewardStatistics(tx, filter),
  });
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
