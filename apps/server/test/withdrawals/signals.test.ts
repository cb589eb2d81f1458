import { describe, expect, it } from 'vitest';
import { medianDecimal, withdrawalSignals } from '../../src/features/withdrawals/withdrawal-signals';

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.UTC(2025, 0, 1) + day * DAY);
const earlier = (amount: string, status: string, day: number) => ({ amount, status, requestedAt: at(day) });

describe('median of decimal amounts', () => {
  it('is exact for odd and even counts, without floats', () => {
    expect(medianDecimal([])).toBeNull();
    expect(medianDecimal(['3', '1', '2'])).toBe('2');
    expect(medianDecimal(['0.1', '0.2'])).toBe('0.15');
    expect(medianDecimal(['0.00000001', '0.00000002'])).toBe('0.000000015');
    expect(medianDecimal(['10', '2', '100', '3'])).toBe('6.5');
  });
});

describe('review signals', () => {
  const base = {
    withdrawal: { amount: '50', requestedAt: at(30) },
    passwordChangedAt: null,
    others: [],
    addressUsedByAnotherMember: false,
  };

  it('a first withdrawal is flagged as such and is never "above usual"', () => {
    expect(withdrawalSignals(base)).toEqual({
      addressUsedByAnotherMember: false,
      recentPasswordChange: false,
      firstWithdrawal: true,
      aboveUsualAmount: false,
    });
  });

  it('later requests do not make an earlier one a repeat', () => {
    const s = withdrawalSignals({ ...base, others: [earlier('10', 'APPROVED', 31)] });
    expect(s.firstWithdrawal).toBe(true);
  });

  it('above usual: more than twice the median of earlier APPROVED amounts', () => {
    const history = [
      earlier('10', 'APPROVED', 1),
      earlier('30', 'APPROVED', 2),
      earlier('1000', 'REJECTED', 3),
    ];
    // median of approved = 20, so the line is 40
    expect(withdrawalSignals({ ...base, others: history }).aboveUsualAmount).toBe(true);
    const at40 = { ...base, withdrawal: { amount: '40', requestedAt: at(30) }, others: history };
    expect(withdrawalSignals(at40).aboveUsualAmount).toBe(false);
    const at40c = { ...base, withdrawal: { amount: '40.00000001', requestedAt: at(30) }, others: history };
    expect(withdrawalSignals(at40c).aboveUsualAmount).toBe(true);
    expect(withdrawalSignals({ ...base, others: history }).firstWithdrawal).toBe(false);
  });

  it('a password change in the 7 days before the request is recent; earlier is not', () => {
    expect(withdrawalSignals({ ...base, passwordChangedAt: at(24) }).recentPasswordChange).toBe(true);
    expect(withdrawalSignals({ ...base, passwordChangedAt: at(22) }).recentPasswordChange).toBe(false);
    expect(withdrawalSignals({ ...base, passwordChangedAt: at(31) }).recentPasswordChange).toBe(true);
  });

  it('passes the address signal through', () => {
    expect(withdrawalSignals({ ...base, addressUsedByAnotherMember: true }).addressUsedByAnotherMember).toBe(
      true,
    );
  });
});
