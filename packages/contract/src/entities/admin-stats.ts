import { z } from 'zod';
import { countSchema, moneySchema } from '../money';
import { dateTimeSchema, idSchema, withdrawalStatusSchema } from './common';

/** `GET /users/admin/overall-stats` (admin section 3, "Admin overall stats"). */
export const overallStatsSchema = z.object({
  /** Members only (admins are not counted); deleted accounts are not counted. */
  users: z.object({
    totalUsers: countSchema,
    completedOnboarding: countSchema,
    newUsersToday: countSchema,
  }),
  withdrawals: z.object({
    pendingCount: countSchema,
    /** Amount requested and not refused, pending + approved (the 'Total Withdrawals' card). */
    totalAmount: moneySchema,
  }),
  /** Rewards distributed and not forfeited (credited, or locked for compliance and waiting). */
  rewards: z.object({ totalDistributed: moneySchema }),
  recentWithdrawals: z.array(
    z.object({
      _id: idSchema,
      user: z.object({ name: z.string() }),
      amount: moneySchema,
      createdAt: dateTimeSchema,
      status: withdrawalStatusSchema,
    }),
  ),
  recentJoinedUsers: z.array(
    z.object({
      _id: idSchema,
      name: z.string(),
      email: z.string(),
      joinedAt: dateTimeSchema,
      onboardingCompleted: z.boolean(),
    }),
  ),
});
export type OverallStats = z.infer<typeof overallStatsSchema>;
