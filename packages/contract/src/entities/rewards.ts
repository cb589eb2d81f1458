import { z } from 'zod';
import { countSchema, moneySchema, percentSchema } from '../money';
import { dateTimeSchema, idSchema, personSchema, rewardTypeSchema } from './common';
import { detailBlockPaginationSchema } from './pagination';

export const REWARD_STATUSES = ['CREDITED', 'LOCKED', 'FORFEITED'] as const;

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
  /** Locked rewards lost after the 30-day window. */
  forfeitedRewards: moneySchema.optional(),
  /** Net of admins' balance adjustments (issue 15; part of totalRewards, may be negative). */
  adjustments: moneySchema.optional(),
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
  /** CREDITED (in the balance), LOCKED (waiting for compliance) or FORFEITED. */
  status: z.enum(REWARD_STATUSES).optional(),
});
export type RewardRecord = z.infer<typeof rewardRecordSchema>;

/** A reward as the admin screens read it (admin section 3). */
export const adminRewardSchema = z.object({
  ...rewardCore,
  rewardUser: personSchema,
  downlineUser: personSchema.nullish(),
  /** CREDITED or LOCKED (the admin lists leave forfeited rewards out: they were never paid). */
  status: z.enum(REWARD_STATUSES).optional(),
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

/** `GET /rewards/user/by-cycle`: a member's earnings over time, for the chart. */
export const rewardsByCycleSchema = z.object({
  /** DOWNLINE rewards per distribution cycle the member earned in, oldest first. */
  cycles: z.array(
    z.object({
      cycle: countSchema,
      period: z.string(),
      completedAt: dateTimeSchema.nullable(),
      /** Everything the cycle gave the member, whatever became of it. */
      amount: moneySchema,
      /** Part of `amount` still locked, and part forfeited. */
      lockedAmount: moneySchema,
      forfeitedAmount: moneySchema,
    }),
  ),
  /** DIRECT rewards per calendar month (UTC, `YYYY-MM`), oldest first. */
  directByMonth: z.array(
    z.object({
      month: z.string(),
      amount: moneySchema,
      lockedAmount: moneySchema,
      forfeitedAmount: moneySchema,
    }),
  ),
});
export type RewardsByCycle = z.infer<typeof rewardsByCycleSchema>;
