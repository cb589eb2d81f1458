import { z } from 'zod';
import {
  DEFAULT_MAX_LOGIN_ATTEMPTS,
  DEFAULT_SESSION_TIMEOUT,
  DEFAULT_SUBSCRIPTION_FEE,
  DEFAULT_SUBSCRIPTION_MAX_PERIODS_AHEAD,
  DEFAULT_SUBSCRIPTION_PERIOD_DAYS,
  MAX_LEVEL,
  MAX_LOGIN_ATTEMPTS_OPTIONS,
  MIN_LEVEL,
  SESSION_TIMEOUT_OPTIONS,
} from '../constants';
import { countSchema, moneySchema, percentSchema } from '../money';

/** One level's rate: `percent` of the master amount paid to the upline at `level`. */
export const levelRateSchema = z.object({
  level: z.number().int().min(MIN_LEVEL).max(MAX_LEVEL),
  percent: percentSchema,
});

/**
 * Admin settings: the spec's values (admin section 3) plus the platform settings of the other
 * issues (subscription fee and period, both reward schedules). All stored and effective.
 */
export const adminSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  withdrawalAlerts: z.boolean(),
  userRegistrationAlerts: z.boolean(),
  systemMaintenanceMode: z.boolean(),
  autoBackup: z.boolean(),
  auditLogs: z.boolean(),
  /** Minutes a session lives. */
  sessionTimeout: z.literal(SESSION_TIMEOUT_OPTIONS),
  maxLoginAttempts: z.literal(MAX_LOGIN_ATTEMPTS_OPTIONS),
  subscriptionFee: moneySchema,
  subscriptionPeriodDays: countSchema,
  /** At most this many periods paid and not ended per member (the running one included). */
  subscriptionMaxPeriodsAhead: countSchema,
  /** DIRECT: bonus on a subscription payment, per upline level (percent of the fee). */
  directRewardRates: z.array(levelRateSchema),
  /** DOWNLINE: share of a member's profit-share amount per upline level; adds up to 15 %. */
  downlineRewardRates: z.array(levelRateSchema),
  /**
   * Hours a compliant exchange check counts: an upline whose last check is older (or who has no
   * linked UID, or was never checked) is not confirmed compliant and earns LOCKED rewards.
   */
  complianceCheckMaxAgeHours: countSchema,
  /** Four eyes (issue 15): an approval or adjustment above this many USDT needs a second admin. */
  secondApprovalAbove: moneySchema,
  /** The payout wallet pays at most this much per withdrawal; above it, manual payout. */
  payoutWalletMaxPerWithdrawal: moneySchema,
  /** ... and at most this much in 24 hours (everything it signed); above it, manual payout. */
  payoutWalletMaxPerDay: moneySchema,
  /** Admins are e-mailed when the payout wallet's USDT falls below this. */
  payoutWalletMinUsdt: moneySchema,
  /** ... or its BNB (gas) below this. */
  payoutWalletMinBnb: moneySchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** Rates as exact decimal strings. Levels without an entry earn nothing. */
export const DEFAULT_DIRECT_REWARD_RATES = [
  { level: 1, percent: '20' },
  { level: 2, percent: '10' },
  { level: 3, percent: '5' },
  { level: 4, percent: '3' },
  { level: 5, percent: '2' },
];
/** Adds up to 15 (DOWNLINE_RATES_TOTAL_PERCENT). */
export const DEFAULT_DOWNLINE_REWARD_RATES = [
  '5',
  '2',
  '1.5',
  '1',
  '1',
  '0.5',
  '0.5',
  '0.5',
  '0.5',
  '0.5',
  '0.4',
  '0.4',
  '0.4',
  '0.4',
  '0.4',
].map((percent, i) => ({ level: i + 1, percent }));

/** Three days: the job re-checks compliant members daily, so two missed checks are tolerated. */
export const DEFAULT_COMPLIANCE_CHECK_MAX_AGE_HOURS = 72;

/** Defaults from admin section 9; alert defaults are not shown there and chosen here. */
export const DEFAULT_ADMIN_SETTINGS = {
  emailNotifications: true,
  withdrawalAlerts: true,
  userRegistrationAlerts: false,
  systemMaintenanceMode: false,
  autoBackup: true,
  auditLogs: true,
  sessionTimeout: DEFAULT_SESSION_TIMEOUT,
  maxLoginAttempts: DEFAULT_MAX_LOGIN_ATTEMPTS,
  subscriptionFee: DEFAULT_SUBSCRIPTION_FEE,
  subscriptionPeriodDays: DEFAULT_SUBSCRIPTION_PERIOD_DAYS,
  subscriptionMaxPeriodsAhead: DEFAULT_SUBSCRIPTION_MAX_PERIODS_AHEAD,
  directRewardRates: DEFAULT_DIRECT_REWARD_RATES,
  downlineRewardRates: DEFAULT_DOWNLINE_REWARD_RATES,
  complianceCheckMaxAgeHours: DEFAULT_COMPLIANCE_CHECK_MAX_AGE_HOURS,
  secondApprovalAbove: '1000',
  payoutWalletMaxPerWithdrawal: '1000',
  payoutWalletMaxPerDay: '5000',
  payoutWalletMinUsdt: '100',
  payoutWalletMinBnb: '0.01',
} as const;
