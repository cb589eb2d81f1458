import { MAX_LEVEL } from '@app/contract';
import type { LevelRate } from '../../src/features/rewards/maths/reward-amount';

/** A schedule from percents by level: rates('5', '2') pays 5 % at level 1 and 2 % at level 2. */
export const rates = (...percents: string[]): LevelRate[] =>
  percents.map((percent, i) => ({ level: i + 1, percent }));

/** The same percent at all 15 levels. */
export const uniformRates = (percent: string): LevelRate[] =>
  rates(...Array<string>(MAX_LEVEL).fill(percent));
