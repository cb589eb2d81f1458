import { z } from 'zod';
import {
  ADMIN_DEFAULT_SORT,
  ADMIN_PAGE_SIZE,
  REWARDS_DEFAULT_PAGE_SIZE,
  REWARDS_DEFAULT_SORT,
  REWARDS_SORTS,
} from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  adminRewardSchema,
  idSchema,
  pageInfoSchema,
  rewardCycleSchema,
  rewardListStatisticsSchema,
  rewardPaginationSchema,
  rewardRecordSchema,
  rewardsByCycleSchema,
  rewardStatsSchema,
  rewardTypeSchema,
  userRefSchema,
} from '../entities';
import { levelQuery, limitQuery, pageQuery, searchQuery, sortQuery } from './common';

/** Rewards: balances, a member's reward history, the admin list and distribution cycles. */
const tag = 'rewards';

export const rewardStats = defineEndpoint({
  method: 'GET',
  path: '/rewards/stats/:userId',
  access: 'user',
  summary: "Balance and earnings of a user (`_id` or `userId`): members their own only, admins anyone's",
  tag,
  params: z.strictObject({ userId: userRefSchema }),
  data: rewardStatsSchema,
});

export const userRewards = defineEndpoint({
  method: 'GET',
  path: '/rewards/user',
  access: 'member',
  summary: "A page of the member's rewards, filtered and sorted",
  tag,
  query: z.strictObject({
    page: pageQuery,
    limit: limitQuery(REWARDS_DEFAULT_PAGE_SIZE),
    type: rewardTypeSchema.optional(),
    level: levelQuery.optional(),
    sort: z.enum(REWARDS_SORTS).default(REWARDS_DEFAULT_SORT),
  }),
  data: z.object({ rewards: z.array(rewardRecordSchema), pagination: rewardPaginationSchema }),
});

export const userRewardsByCycle = defineEndpoint({
  method: 'GET',
  path: '/rewards/user/by-cycle',
  access: 'member',
  summary: "The member's trading rewards per cycle and referral rewards per month (earnings chart)",
  tag,
  data: rewardsByCycleSchema,
});

export const adminRewards = defineEndpoint({
  method: 'GET',
  path: '/rewards/admin/all',
  access: 'admin',
  summary: 'A page of all rewards with statistics over every match',
  tag,
  query: z.strictObject({
    page: pageQuery,
    limit: limitQuery(ADMIN_PAGE_SIZE),
    search: searchQuery.optional(),
    type: rewardTypeSchema.optional(),
    level: levelQuery.optional(),
    sort: sortQuery(['createdAt', 'rewardAmount', 'masterAmount', 'level', 'cycle'], ADMIN_DEFAULT_SORT),
  }),
  data: z.object({
    rewards: z.array(adminRewardSchema),
    pagination: rewardPaginationSchema,
    statistics: rewardListStatisticsSchema,
  }),
});

/** Largest CSV accepted through the API; bigger imports go through `npm run cli -- import-cycle`. */
export const CYCLE_CSV_MAX_LENGTH = 5_000_000;

export const importRewardCycle = defineEndpoint({
  method: 'POST',
  path: '/rewards/admin/cycles',
  access: 'admin',
  summary: 'Start a DOWNLINE cycle from a CSV of `uid,amount` rows; idempotent per content',
  tag,
  body: z.strictObject({
    csv: z.string().min(1, 'The CSV file is empty').max(CYCLE_CSV_MAX_LENGTH, 'The CSV file is too large'),
    period: z.string().trim().min(1).max(64).optional(),
  }),
  data: rewardCycleSchema,
});

export const rewardCycles = defineEndpoint({
  method: 'GET',
  path: '/rewards/admin/cycles',
  access: 'admin',
  summary: 'Distribution cycles, newest first',
  tag,
  query: z.strictObject({ page: pageQuery, limit: limitQuery(ADMIN_PAGE_SIZE) }),
  data: z.object({ cycles: z.array(rewardCycleSchema), pagination: pageInfoSchema }),
});

export const rewardCycle = defineEndpoint({
  method: 'GET',
  path: '/rewards/admin/cycles/:id',
  access: 'admin',
  summary: "One cycle's report and progress",
  tag,
  params: z.strictObject({ id: idSchema }),
  data: rewardCycleSchema,
});
