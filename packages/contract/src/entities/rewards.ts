import { z } from 'zod';
import { countSchema, moneySchema, percentSchema } from '../money';
import { dateTimeSchema, idSchema, personSchema, rewardTypeSchema } from './common';
import { detailBlockPaginationSchema } from './pagination';

/** `GET /rewards/stats/:userId`. Ledger identity: totalRewards = currentBalance + held + withdrawn. */
export const rewardStatsSchema = z.object({
  currentBalance: moneySchema,
  totalRewards: moneySchema,
  totalWithdrawn: moneySchema,
  rewardBreakdown: z.object({
    calculatedTotal: moneySchema,
    directRewards: moneySchema,
    downlineRewards: moneySchema,
  }),
  /** Held by pending withdrawals (not part of the spec's fields; completes the ledger identity). */
  heldForWithdrawals: moneySchema.optional(),
  /** Rewards held while the member is not compliant (released within 30 days or forfeited). */
  lockedRewards: moneySchema.optional(),
});
export type RewardStats = z.infer<typeof rewardStatsSchema>;

const rewardCore = {
  _id: idSchema,
  type: rewardTypeSchema,
  rewardAmount: moneySchema,
  /** Share of the master amount, in percent (5 means 5 %). */
  percent: percentSchema,
  masterAmount: moneySchema,
  level: z.number().int().min(1),
  cycle: countSchema,
  createdAt: dateTimeSchema,
};

/** A member's own reward (member section 3). No `downlineUser`: an admin's manual bonus, 'Direct reward'. */
export const rewardRecordSchema = z.object({
  ...rewardCore,
  downlineUser: z.object({ name: z.string(), email: z.string(), userId: z.string() }).nullish(),
});
export type RewardRecord = z.infer<typeof rewardRecordSchema>;

/** A reward as the admin screens read it (admin section 3). */
export const adminRewardSchema = z.object({
  ...rewardCore,
  rewardUser: personSchema,
  downlineUser: personSchema.nullish(),
});
export type AdminReward = z.infer<typeof adminRewardSchema>;

/** `statistics` of the admin rewards list, over every matching reward. */
export const rewardListStatisticsSchema = z.object({
  total: countSchema,
  totalRewardsDistributed: moneySchema,
  totalDirectRewards: moneySchema,
  totalDownlineRewards: moneySchema,
  directRewardsCount: countSchema,
  downlineRewardsCount: countSchema,
  totalMasterAmount: moneySchema,
  averageRewardAmount: moneySchema,
  maxRewardAmount: moneySchema,
  minRewardAmount: moneySchema,
});

/** The rewards block of the admin user detail. */
export const userDetailRewardsSchema = z.object({
  data: z.array(adminRewardSchema),
  statistics: z.object({
    total: countSchema,
    totalRewardAmount: moneySchema,
    directRewardsCount: countSchema,
    downlineRewardsCount: countSchema,
  }),
  pagination: detailBlockPaginationSchema,
});
