import { fromScaled, toScaledExact } from '@app/contract';

/**
 * Reward maths on exact decimal strings (bigint inside, never a float; conversions: the contract's
 * decimal module).
 *
 * Rounding: a reward is `masterAmount * percent / 100` rounded DOWN to 8 decimals
 * (REWARD_DECIMALS, the precision every answer carries), so the platform never pays more than the
 * schedule and every amount a member sees is exactly the amount on the ledger. USDT itself has 18
 * decimals on BSC; the 10^-8 remainders stay with the platform. The SQL of the cycles computes the
 * same value with `trunc(amount * (percent / 100), 8)`; the tests hold both to this function.
 */
export const REWARD_DECIMALS = 8;
/** Master amounts (fees, profit shares) carry at most 18 decimals (USDT on BSC). */
export const AMOUNT_DECIMALS = 18;
/** Rates carry at most 4 decimals (settings rule). */
export const PERCENT_DECIMALS = 4;

const UNSIGNED = { unsigned: true } as const;

/** `percent` % of `masterAmount`, rounded down to 8 decimals ('0' when it rounds to nothing). */
export function rewardAmount(masterAmount: string, percent: string): string {
  const master = toScaledExact(masterAmount, AMOUNT_DECIMALS, UNSIGNED); // amount * 10^18
  const rate = toScaledExact(percent, PERCENT_DECIMALS, UNSIGNED); // percent * 10^4
  if (rate > 100n * 10n ** BigInt(PERCENT_DECIMALS)) throw new RangeError(`percent above 100: ${percent}`);
  // amount * percent / 100 * 10^8 = master * rate / (10^18 * 10^4 * 100 / 10^8); bigint division floors.
  const divisor = 10n ** BigInt(AMOUNT_DECIMALS + PERCENT_DECIMALS + 2 - REWARD_DECIMALS);
  return fromScaled((master * rate) / divisor, REWARD_DECIMALS);
}

export interface LevelRate {
  level: number;
  percent: string;
}

export interface LevelReward extends LevelRate {
  rewardAmount: string;
}

/** What each level of a schedule earns from one master amount; levels that earn 0 are left out. */
export function levelRewards(masterAmount: string, rates: readonly LevelRate[]): LevelReward[] {
  return [...rates]
    .sort((a, b) => a.level - b.level)
    .map((rate) => ({ ...rate, rewardAmount: rewardAmount(masterAmount, rate.percent) }))
    .filter((r) => r.rewardAmount !== '0');
}
