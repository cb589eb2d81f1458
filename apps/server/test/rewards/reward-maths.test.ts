import {
  DEFAULT_DIRECT_REWARD_RATES,
  DEFAULT_DOWNLINE_REWARD_RATES,
  LEVELS,
  settingsMessages,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { toScaledExact } from '@app/contract';
import { levelRewards, rewardAmount } from '../../src/features/rewards/maths/reward-amount';

const toUnits = (value: string, scale: number) => toScaledExact(value, scale, { unsigned: true });
import {
  InvalidScheduleError,
  payingLevels,
  scheduleProblems,
} from '../../src/features/rewards/maths/schedule';
import { rates, uniformRates } from './builders';

describe('reward amount', () => {
  it('pays percent of the master amount at every level of the default DOWNLINE schedule', () => {
    const got = levelRewards('1000', DEFAULT_DOWNLINE_REWARD_RATES);
    expect(got.map((r) => [r.level, r.rewardAmount])).toEqual([
      [1, '50'],
      [2, '20'],
      [3, '15'],
      [4, '10'],
      [5, '10'],
      [6, '5'],
      [7, '5'],
      [8, '5'],
      [9, '5'],
      [10, '5'],
      [11, '4'],
      [12, '4'],
      [13, '4'],
      [14, '4'],
      [15, '4'],
    ]);
    // The 15 % of the schedule, exactly.
    const total = got.reduce((sum, r) => sum + toUnits(r.rewardAmount, 8), 0n);
    expect(total).toBe(toUnits('150', 8));
  });

  it('pays only the levels of the DIRECT bonus schedule', () => {
    const got = levelRewards('10', DEFAULT_DIRECT_REWARD_RATES);
    expect(got.map((r) => [r.level, r.rewardAmount])).toEqual([
      [1, '2'],
      [2, '1'],
      [3, '0.5'],
      [4, '0.3'],
      [5, '0.2'],
    ]);
  });

  it('rounds DOWN to 8 decimals, so the platform never pays more than the schedule', () => {
    expect(rewardAmount('0.00000019', '5')).toBe('0'); // 0.0000000095
    expect(rewardAmount('0.00000020', '5')).toBe('0.00000001');
    expect(rewardAmount('33.333333333333333333', '0.4')).toBe('0.13333333'); // 0.1333333333...
    expect(rewardAmount('99.999999999999999999', '1.5')).toBe('1.49999999'); // 1.4999999999...
    expect(rewardAmount('1', '0.0001')).toBe('0.000001');
  });

  it('is exact where floats are not', () => {
    expect((0.1 * 3) / 100).not.toBe(0.003);
    expect(rewardAmount('0.1', '3')).toBe('0.003');
    expect(rewardAmount('0.3', '10')).toBe('0.03');
    expect(rewardAmount('123456789012345.123456789012345678', '100')).toBe('123456789012345.12345678');
  });

  it('takes rates at their edges: 0 % pays nothing, 100 % pays the whole amount', () => {
    expect(rewardAmount('12.34', '0')).toBe('0');
    expect(rewardAmount('12.34', '100')).toBe('12.34');
    expect(levelRewards('12.34', rates('0', '100'))).toEqual([
      { level: 2, percent: '100', rewardAmount: '12.34' },
    ]);
  });

  it('refuses what is not an exact amount or rate', () => {
    expect(() => rewardAmount('1e3', '5')).toThrow(RangeError);
    expect(() => rewardAmount('-1', '5')).toThrow(RangeError);
    expect(() => rewardAmount('1.0000000000000000001', '5')).toThrow(/18 decimals/);
    expect(() => rewardAmount('1', '5.00001')).toThrow(/4 decimals/);
    expect(() => rewardAmount('1', '100.0001')).toThrow(/above 100/);
  });
});

describe('rate schedules', () => {
  it('accepts the defaults', () => {
    expect(scheduleProblems('DOWNLINE', DEFAULT_DOWNLINE_REWARD_RATES)).toEqual([]);
    expect(scheduleProblems('DIRECT', DEFAULT_DIRECT_REWARD_RATES)).toEqual([]);
    expect(payingLevels('DOWNLINE', DEFAULT_DOWNLINE_REWARD_RATES).map((r) => r.level)).toEqual(LEVELS);
  });

  it('wants DOWNLINE rates adding up to exactly 15 %', () => {
    expect(scheduleProblems('DOWNLINE', uniformRates('1'))).toEqual([]);
    expect(scheduleProblems('DOWNLINE', rates('15'))).toEqual([]);
    expect(scheduleProblems('DOWNLINE', rates('14.9999'))).toEqual([settingsMessages.downlineTotal]);
    expect(scheduleProblems('DOWNLINE', rates('15.0001'))).toEqual([settingsMessages.downlineTotal]);
    expect(scheduleProblems('DOWNLINE', [])).toEqual([settingsMessages.downlineTotal]);
    expect(() => payingLevels('DOWNLINE', rates('10'))).toThrow(InvalidScheduleError);
  });

  it('lets DIRECT bonuses add up to at most 100 %', () => {
    expect(scheduleProblems('DIRECT', rates('60', '40'))).toEqual([]);
    expect(scheduleProblems('DIRECT', rates('60', '40.0001'))).toEqual([settingsMessages.directTotal]);
    expect(scheduleProblems('DIRECT', [])).toEqual([]);
  });

  it('refuses levels outside 1-15, a level twice and malformed rates', () => {
    expect(scheduleProblems('DIRECT', [{ level: 16, percent: '1' }])).toEqual([settingsMessages.level]);
    expect(scheduleProblems('DIRECT', [{ level: 0, percent: '1' }])).toEqual([settingsMessages.level]);
    expect(
      scheduleProblems('DIRECT', [
        { level: 1, percent: '1' },
        { level: 1, percent: '2' },
      ]),
    ).toEqual([settingsMessages.duplicateLevel]);
    expect(scheduleProblems('DIRECT', [{ level: 1, percent: '1.23456' }])).toEqual([settingsMessages.rate]);
    expect(scheduleProblems('DIRECT', [{ level: 1, percent: '-1' }])).toEqual([settingsMessages.rate]);
    expect(scheduleProblems('DIRECT', [{ level: 1, percent: '101' }])).toEqual([settingsMessages.rate]);
  });

  it('leaves 0 % levels out of the paying levels and sorts them', () => {
    expect(
      payingLevels('DIRECT', [
        { level: 3, percent: '1.50' },
        { level: 1, percent: '0' },
        { level: 2, percent: '2' },
      ]),
    ).toEqual([
      { level: 2, percent: '2' },
      { level: 3, percent: '1.5' },
    ]);
  });
});
