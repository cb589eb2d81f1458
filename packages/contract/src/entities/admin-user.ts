import { z } from 'zod';
import { countSchema, moneySchema } from '../money';
import { dateTimeSchema, idSchema, userStatusSchema } from './common';

/** The admin view reads the fee as a number, or as an object with `paid` or `hasPaid`. */
export const adminSubscriptionFeeSchema = z.union([
  moneySchema,
  z.object({
    paid: z.boolean().optional(),
    hasPaid: z.boolean().optional(),
    amount: moneySchema.nullish(),
    timestamp: dateTimeSchema.nullish(),
  }),
]);

/** User (admin view), admin section 3. */
export const adminUserSchema = z.object({
  _id: idSchema,
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: userStatusSchema,
  isEmailVerified: z.boolean(),
  bingXUID: z.string().nullish(),
  referralCode: z.string(),
  referredByCode: z.string().nullable(),
  referredBy: z.object({ firstName: z.string(), lastName: z.string(), userId: z.string() }).nullable(),
  walletAddress: z.string().nullable(),
  subscriptionFee: adminSubscriptionFeeSchema.nullish(),
  totalRewards: moneySchema,
  /** Amount in withdrawals requested and not refused (pending + approved). */
  totalWithdrawals: moneySchema,
  /** Available balance. */
  balance: moneySchema,
  /** Amount of approved withdrawals. */
  totalWithdrawn: moneySchema,
  referralStats: z.object({ totalReferrals: countSchema }),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  lastLogin: dateTimeSchema.nullable(),
  isAdmin: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** `stats` of the admin users list: over every user, not the page. */
export const userListStatsSchema = z.object({
  totalUsers: countSchema,
  activeUsers: countSchema,
  lockedUsers: countSchema,
  disabledUsers: countSchema,
  verifiedUsers: countSchema,
  unverifiedUsers: countSchema,
  onboardingCompleted: countSchema,
  subscriptionPaid: countSchema,
});
