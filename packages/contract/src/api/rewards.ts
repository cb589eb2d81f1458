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
  cyclePreviewSchema,
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
import { cyclePeriodShape, withCyclePeriodRules } from '../validation/cycle-period';
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

const cycleCsvSchema = z
  .string()
  .min(1, 'The CSV file is empty')
  .max(CYCLE_CSV_MAX_LENGTH, 'The CSV file is too large');

/** The body of a preview: the file and the days it pays for. */
export const cyclePreviewBodySchema = withCyclePeriodRules(
  z.strictObject({ csv: cycleCsvSchema, ...cyclePeriodShape }),
);

export const previewRewardCycle = defineEndpoint({
  method: 'POST',
  path: '/rewards/admin/cycles/preview',
  access: 'admin',
  summary:
    'What a DOWNLINE cycle from this CSV would pay, without paying: rows to pay, rows already paid, unknown UIDs, total per level',
  tag,
  body: cyclePreviewBodySchema,
  data: cyclePreviewSchema,
});

export const importRewardCycle = defineEndpoint({
  method: 'POST',
  path: '/rewards/admin/cycles',
  access: 'admin',
  summary:
    'Pay a DOWNLINE cycle from a CSV of `uid,amount` rows for the days periodStart-periodEnd; the same data, or a UID already paid for one of those days, is never paid twice',
  tag,
  body: withCyclePeriodRules(
    z.strictObject({
      csv: cycleCsvSchema,
      ...cyclePeriodShape,
      /** Display name; the days are the cycle's identity. */
      period: z.string().trim().min(1).max(64).optional(),
      /** Pay only the rows not paid yet for these days (as the preview listed them). */
      skipAlreadyPaid: z.boolean().optional(),
    }),
  ),
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
