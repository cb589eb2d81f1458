import { describe, expect, it } from 'vitest';
import { subscriptionFeeText, subscriptionPeriodAdjective, subscriptionPeriodText } from '../src';

describe('the subscription period in words (setting subscriptionPeriodDays)', () => {
  it('365 days is per year, 30 or 31 per month, 1 per day, anything else every N days', () => {
    expect(subscriptionPeriodText(365)).toBe('per year');
    expect(subscriptionPeriodText(30)).toBe('per month');
    expect(subscriptionPeriodText(31)).toBe('per month');
    expect(subscriptionPeriodText(1)).toBe('per day');
    expect(subscriptionPeriodText(7)).toBe('every 7 days');
    expect(subscriptionPeriodText(366)).toBe('every 366 days');
    expect(subscriptionPeriodText(90)).toBe('every 90 days');
  });

  it('as an adjective, and with the fee', () => {
    expect(subscriptionPeriodAdjective(365)).toBe('yearly');
    expect(subscriptionPeriodAdjective(30)).toBe('monthly');
    expect(subscriptionPeriodAdjective(90)).toBe('90-day');
    expect(subscriptionFeeText('10', 365)).toBe('10 USDT per year');
    expect(subscriptionFeeText('12.5', 14)).toBe('12.5 USDT every 14 days');
  });
});
