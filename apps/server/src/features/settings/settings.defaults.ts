import { adminSettingsSchema, DEFAULT_ADMIN_SETTINGS, isDecimalString } from '@app/contract';
import { z } from 'zod';

/**
 * Platform settings as stored (one jsonb value per key). Amounts and rates stay exact decimal
 * strings here; the API turns them into the contract's shapes at the edge.
 */
const decimalText = z.string().refine(isDecimalString, 'must be a decimal string');
const storedRates = z.array(z.object({ level: z.number().int().min(1).max(15), percent: decimalText }));

export const storedSettingsSchema = z.object({
  ...adminSettingsSchema.shape,
  subscriptionFee: decimalText,
  subscriptionPeriodDays: z.number().int().positive(),
  subscriptionMaxPeriodsAhead: z.number().int().positive(),
  directRewardRates: storedRates,
  downlineRewardRates: storedRates,
  complianceCheckMaxAgeHours: z.number().int().positive(),
  secondApprovalAbove: decimalText,
  payoutWalletMaxPerWithdrawal: decimalText,
  payoutWalletMaxPerDay: decimalText,
  payoutWalletMinUsdt: decimalText,
  payoutWalletMinBnb: decimalText,
});
export type Settings = z.infer<typeof storedSettingsSchema>;
export type SettingKey = keyof Settings;

export const settingsDefaults: Settings = storedSettingsSchema.parse(DEFAULT_ADMIN_SETTINGS);
