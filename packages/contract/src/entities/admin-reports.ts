import { z } from 'zod';
import { ACTIVITY_TYPES } from '../constants';
import { countSchema, moneySchema } from '../money';
import { dateTimeSchema, idSchema, userStatusSchema } from './common';

/** Member events the user reports read (admin section 2, "User reports"). */
export const activityTypeSchema = z.enum(ACTIVITY_TYPES);

/** One member event; `description` is a short sentence built by the server from `details`. */
export const activityEventSchema = z.object({
  _id: z.string(),
  type: activityTypeSchema,
  description: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: dateTimeSchema,
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;

/**
 * Whether the member meets the earnings-lock rule (exchange balance and copying):
 * UNKNOWN until the compliance check has looked at the member.
 */
export const complianceSchema = z.enum(['COMPLIANT', 'NON_COMPLIANT', 'UNKNOWN']);

const financial = z.object({
  balance: moneySchema,
  totalEarned: moneySchema,
  totalWithdrawn: moneySchema,
});
const trading = z.object({
  bingXUID: z.string().nullable(),
  subscriptionPaid: z.boolean(),
  compliance: complianceSchema,
});
const referral = z.object({ direct: countSchema, total: countSchema });
const activity = z.object({
  lastLogin: dateTimeSchema.nullable(),
  lastActivity: dateTimeSchema.nullable(),
  activityCount: countSchema,
});

/** One row of `GET /users/admin/reports`: financial, trading, referral and activity columns. */
export const userReportRowSchema = z.object({
  _id: idSchema,
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: userStatusSchema,
  joinedAt: dateTimeSchema,
  financial,
  trading,
  referral,
  activity,
});
export type UserReportRow = z.infer<typeof userReportRowSchema>;

/** `GET /users/admin/:id/report`: the View Report modal. */
export const userReportSchema = z.object({
  summary: z.object({
    totalEarned: moneySchema,
    balance: moneySchema,
    totalReferrals: countSchema,
    activityCount: countSchema,
  }),
  basicInfo: z.object({
    _id: idSchema,
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    referralCode: z.string(),
    bingXUID: z.string().nullable(),
    joinedAt: dateTimeSchema,
  }),
  accountStatus: z.object({
    status: userStatusSchema,
    isEmailVerified: z.boolean(),
    subscriptionPaid: z.boolean(),
    subscriptionExpiresAt: dateTimeSchema.nullable(),
    onboardingCompleted: z.boolean(),
    compliance: complianceSchema,
    lastLogin: dateTimeSchema.nullable(),
  }),
  financialSummary: z.object({
    totalEarned: moneySchema,
    balance: moneySchema,
    heldForWithdrawals: moneySchema,
    totalWithdrawn: moneySchema,
    directRewards: moneySchema,
    downlineRewards: moneySchema,
    rewardsCount: countSchema,
    withdrawalsCount: countSchema,
  }),
  referralSummary: z.object({
    direct: countSchema,
    total: countSchema,
    activeDirect: countSchema,
    byLevel: z.array(z.object({ level: z.number().int(), count: countSchema })),
  }),
  recentActivity: z.array(activityEventSchema),
});
export type UserReport = z.infer<typeof userReportSchema>;

/** One day of the dashboard charts (UTC days, oldest first). */
export const adminChartDaySchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  signups: countSchema,
  payments: countSchema,
  paymentsAmount: moneySchema,
  rewardsAmount: moneySchema,
});

/**
 * One day of money moving through the platform's wallets (UTC days, oldest first): deposits
 * credited to members' deposit addresses, and withdrawals paid out (the ledger's debits).
 */
export const adminCashFlowDaySchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  deposits: countSchema,
  depositsAmount: moneySchema,
  payouts: countSchema,
  payoutsAmount: moneySchema,
});

/** Settings' System Overview: live figures instead of placeholders. */
export const systemOverviewSchema = z.object({
  status: z.literal('online'),
  database: z.enum(['connected', 'unreachable']),
  /** Accounts with a live session. */
  activeUsers: countSchema,
  /** Withdrawals waiting for a decision. */
  pendingActions: countSchema,
  maintenanceMode: z.boolean(),
  backup: z.object({
    enabled: z.boolean(),
    /** Backups can run here: always true since they need no tool beyond the product (kept for older readers). */
    available: z.boolean(),
    /** Why backups cannot run, in words, else null. */
    note: z.string().nullable(),
    directory: z.string(),
    /** The last run, whatever its outcome: its time, result, and size when a backup was written. */
    lastRun: z
      .object({
        at: dateTimeSchema,
        outcome: z.enum(['ok', 'failed', 'skipped']),
        file: z.string().nullable(),
        /** Why it failed (or was skipped), else null. */
        message: z.string().nullable(),
        finishedAt: dateTimeSchema.nullable(),
        /** Size of the backup file in bytes; null when none was written. */
        sizeBytes: countSchema.nullable(),
        /** The daily job ('schedule') or `npm run cli -- backup` ('command-line'); null for old runs. */
        startedBy: z.enum(['schedule', 'command-line']).nullable(),
      })
      .nullable(),
    /** The newest backup written (the last run may have failed since). */
    lastSuccess: z
      .object({
        at: dateTimeSchema,
        file: z.string().nullable(),
        sizeBytes: countSchema.nullable(),
      })
      .nullable(),
  }),
});
export type SystemOverview = z.infer<typeof systemOverviewSchema>;
