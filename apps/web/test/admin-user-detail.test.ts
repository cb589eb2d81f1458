import { describe, expect, it } from 'vitest';
import { filterRewardsByType } from '@/features/admin-users/lib/filter-rewards-by-type';
import { isUserId } from '@/features/admin-users/lib/is-user-id';
import { shortWallet } from '@/lib/format/short-wallet';
import { readSubscription } from '@/features/admin-users/lib/subscription';

const page = [
  { _id: 'a', type: 'DIRECT' as const },
  { _id: 'b', type: 'DOWNLINE' as const },
  { _id: 'c', type: 'DIRECT' as const },
];

describe('user detail rewards type filter', () => {
  it('keeps every row for All Types', () => {
    expect(filterRewardsByType(page, 'ALL').map((r) => r._id)).toEqual(['a', 'b', 'c']);
  });
  it('keeps only the loaded rows of the chosen type, never asking for more', () => {
    expect(filterRewardsByType(page, 'DIRECT').map((r) => r._id)).toEqual(['a', 'c']);
    expect(filterRewardsByType(page, 'DOWNLINE').map((r) => r._id)).toEqual(['b']);
    expect(filterRewardsByType([], 'DOWNLINE')).toEqual([]);
  });
});

describe('user detail helpers', () => {
  it('shortens a wallet to first 10, ellipsis, last 6', () => {
    expect(shortWallet('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x12345678...345678');
    expect(shortWallet(null)).toBe('-');
  });
  it('accepts only well-formed ids', () => {
    expect(isUserId('not-an-id')).toBe(false);
    expect(isUserId(undefined)).toBe(false);
    expect(isUserId('3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e')).toBe(true);
  });
  it('reads both subscriptionFee shapes', () => {
    expect(readSubscription(25).paid).toBe(true);
    expect(readSubscription({ hasPaid: true, amount: 25, timestamp: null })).toEqual({
      paid: true,
      amount: 25,
      timestamp: null,
    });
    expect(readSubscription({ paid: false }).paid).toBe(false);
    expect(readSubscription(null).paid).toBe(false);
  });
});
