import {
  DOWNLINE_RATES_TOTAL_PERCENT,
  fromScaled,
  MAX_LEVEL,
  MIN_LEVEL,
  settingsMessages,
  toScaledExact,
} from '@app/contract';
import { type LevelRate, PERCENT_DECIMALS } from './reward-amount';

const percentUnits = (percent: string) => toScaledExact(percent, PERCENT_DECIMALS, { unsigned: true });

/**
 * The two rate schedules (platform settings `directRewardRates` and `downlineRewardRates`): lists
 * of {level, percent} for levels 1-15, each level at most once, percents 0-100 with at most 4
 * decimals. DOWNLINE rates add up to exactly 15 %; DIRECT bonuses to at most 100 %. Levels without
 * an entry (or at 0 %) earn nothing. The settings API checks the same rules with the contract's
 * schema; these functions are the server's own guard before money moves.
 */
export type ScheduleKind = 'DIRECT' | 'DOWNLINE';

export class InvalidScheduleError extends Error {
  override readonly name = 'InvalidScheduleError';
  constructor(
    readonly kind: ScheduleKind,
    readonly problems: string[],
  ) {
    super(`${kind} reward schedule is invalid: ${problems.join('; ')}`);
  }
}

/** The problems of a schedule ([] when valid), in the settings' own words. */
export function scheduleProblems(kind: ScheduleKind, rates: readonly LevelRate[]): string[] {
  const problems = new Set<string>();
  const seen = new Set<number>();
  let total = 0n;
  for (const { level, percent } of rates) {
    if (!Number.isInteger(level) || level < MIN_LEVEL || level > MAX_LEVEL)
      problems.add(settingsMessages.level);
    if (seen.has(level)) problems.add(settingsMessages.duplicateLevel);
    seen.add(level);
    try {
      const units = percentUnits(percent);
      if (units > percentUnits('100')) problems.add(settingsMessages.rate);
      total += units;
    } catch {
      problems.add(settingsMessages.rate);
    }
  }
  if (problems.size === 0) {
    if (kind === 'DOWNLINE' && total !== percentUnits(DOWNLINE_RATES_TOTAL_PERCENT))
      problems.add(settingsMessages.downlineTotal);
    if (kind === 'DIRECT' && total > percentUnits('100')) problems.add(settingsMessages.directTotal);
  }
  return [...problems];
}

/** The schedule's paying levels (percent above 0), sorted by level; throws when it is invalid. */
export function payingLevels(kind: ScheduleKind, rates: readonly LevelRate[]): LevelRate[] {
  const problems = scheduleProblems(kind, rates);
  if (problems.length > 0) throw new InvalidScheduleError(kind, problems);
  return rates
    .map((r) => ({
      level: r.level,
      percent: fromScaled(percentUnits(r.percent), PERCENT_DECIMALS),
    }))
    .filter((r) => r.percent !== '0')
    .sort((a, b) => a.level - b.level);
}
