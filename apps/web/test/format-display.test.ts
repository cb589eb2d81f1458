import { describe, expect, it } from 'vitest';
import { shortenAddress, shortenAdminAddress, shortenHash } from '@/lib/format/address';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { fullName, initials } from '@/lib/format/names';

const address = '0x52908400098527886E0F7030069857D2E4169EE7';
const hash = '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b';

describe('address shortening', () => {
  it('member wallet addresses keep the first 6 and last 4 characters', () => {
    expect(shortenAddress(address)).toBe('0x5290...9EE7');
  });
  it('transaction hashes keep the first 10 and last 4', () => {
    expect(shortenHash(hash)).toBe('0x88df0164...944b');
  });
  it('the admin detail view keeps the first 10 and last 6', () => {
    expect(shortenAdminAddress(address)).toBe('0x52908400...169EE7');
  });
  it('leaves short values whole and missing ones empty', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234');
    expect(shortenAddress(null)).toBe('');
    expect(shortenHash(undefined)).toBe('');
  });
});

describe('dates: short month, day, year, hour and minute', () => {
  it('formats a timestamp', () => {
    expect(formatDateTime('2025-01-05T14:30:00Z', { timeZone: 'UTC' })).toBe('Jan 5, 2025, 02:30 PM');
    expect(formatDate('2025-01-05T14:30:00Z', { timeZone: 'UTC' })).toBe('Jan 5, 2025');
  });
  it('shows a dash for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDate('')).toBe('-');
  });
});

describe('names', () => {
  it('joins the parts that exist', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(fullName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
    expect(initials(null)).toBe('?');
  });
});
