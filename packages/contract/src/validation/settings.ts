import { z } from 'zod';
import {
  DOWNLINE_RATES_TOTAL_PERCENT,
  MAX_LEVEL,
  MAX_LOGIN_ATTEMPTS_OPTIONS,
  MAX_SUBSCRIPTION_PERIODS_AHEAD,
  MIN_LEVEL,
  SESSION_TIMEOUT_OPTIONS,
} from '../constants';
import { compareDecimal, sumDecimals } from '../decimal';
import { amountInputSchema } from '../money';

export const settingsMessages = {
  sessionTimeout: 'Session timeout must be 15, 30, 60, 120 or 240 minutes',
  maxLoginAttempts: 'Max login attempts must be 3, 5 or 10',
  fee: 'Subscription fee must be an amount between 0.01 and 1000000',
  period: 'Subscription period must be between 1 and 3660 days',
  periodsAhead: `Periods paid ahead must be between 1 and ${MAX_SUBSCRIPTION_PERIODS_AHEAD}`,
  rate: 'A rate must be a percentage between 0 and 100 with at most 4 decimals',
  level: 'Levels go from 1 to 15',
  duplicateLevel: 'Each level may appear only once',
  directTotal: 'Subscription bonus rates must not add up to more than 100%',
  downlineTotal: 'Trading reward rates must add up to 15%',
  complianceCheckMaxAge: 'A compliance check counts for 1 to 720 hours',
  payoutAmount: 'Must be an amount between 0 and 1000000000 USDT with at most 8 decimals',
  gasAmount: 'Must be an amount between 0 and 1000000 BNB with at most 8 decimals',
  empty: 'Nothing to update',
} as const;

const levelRateInputSchema = z.strictObject({
  level: z.number().int().min(MIN_LEVEL, settingsMessages.level).max(MAX_LEVEL, settingsMessages.level),
  percent: amountInputSchema({ min: '0', max: '100', places: 4, message: settingsMessages.rate }),
});

const ratesSchema = z
  .array(levelRateInputSchema)
  .max(MAX_LEVEL)
  .refine(
    (rates) => new Set(rates.map((r) => r.level)).size === rates.length,
    settingsMessages.duplicateLevel,
  );

const payoutAmount = amountInputSchema({
  min: '0',
  max: '1000000000',
  message: settingsMessages.payoutAmount,
});

const total = (rates: { percent: string }[]) => sumDecimals(rates.map((r) => r.percent));

/** `PUT /admin/settings`: any subset of the settings; rates arrive as numbers or decimal strings. */
export const adminSettingsUpdateSchema = z
  .strictObject({
    emailNotifications: z.boolean(),
    withdrawalAlerts: z.boolean(),
    userRegistrationAlerts: z.boolean(),
    systemMaintenanceMode: z.boolean(),
    autoBackup: z.boolean(),
    auditLogs: z.boolean(),
    sessionTimeout: z.literal(SESSION_TIMEOUT_OPTIONS, { error: settingsMessages.sessionTimeout }),
    maxLoginAttempts: z.literal(MAX_LOGIN_ATTEMPTS_OPTIONS, { error: settingsMessages.maxLoginAttempts }),
    subscriptionFee: amountInputSchema({ min: '0.01', max: '1000000', message: settingsMessages.fee }),
    subscriptionPeriodDays: z
      .number()
      .int()
      .min(1, settingsMessages.period)
      .max(3660, settingsMessages.period),
    subscriptionMaxPeriodsAhead: z
      .number()
      .int(settingsMessages.periodsAhead)
      .min(1, settingsMessages.periodsAhead)
      .max(MAX_SUBSCRIPTION_PERIODS_AHEAD, settingsMessages.periodsAhead),
    directRewardRates: ratesSchema.refine(
      (r) => compareDecimal(total(r), '100') <= 0,
      settingsMessages.directTotal,
    ),
    downlineRewardRates: ratesSchema.refine(
      (r) => compareDecimal(total(r), DOWNLINE_RATES_TOTAL_PERCENT) === 0,
      settingsMessages.downlineTotal,
    ),
    complianceCheckMaxAgeHours: z
      .number()
      .int()
      .min(1, settingsMessages.complianceCheckMaxAge)
      .max(720, settingsMessages.complianceCheckMaxAge),
    secondApprovalAbove: payoutAmount,
    payoutWalletMaxPerWithdrawal: payoutAmount,
    payoutWalletMaxPerDay: payoutAmount,
    payoutWalletMinUsdt: payoutAmount,
    payoutWalletMinBnb: amountInputSchema({ min: '0', max: '1000000', message: settingsMessages.gasAmount }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, settingsMessages.empty);
export type AdminSettingsUpdate = z.input<typeof adminSettingsUpdateSchema>;
