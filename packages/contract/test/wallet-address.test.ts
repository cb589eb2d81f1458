import { describe, expect, it } from 'vitest';
import {
  addressHint,
  isValidWalletAddress,
  toChecksumAddress,
  walletAddressPayloadSchema,
  walletAddressSchema,
} from '../src';

// Test vectors of EIP-55.
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];
const ALL_UPPER = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
];
const ALL_LOWER = [
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
];

/** Flip the case of the last letter: a mixed-case address with one wrong letter. */
const flipLastLetter = (address: string) => {
  const i = Math.max(...[...address].map((c, idx) => (/[a-fA-F]/.test(c) ? idx : -1)));
  const c = address.charAt(i);
  return (
    address.slice(0, i) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + address.slice(i + 1)
  );
};

describe('wallet address (EIP-55 when mixed case)', () => {
  it.each([...CHECKSUMMED, ...ALL_UPPER, ...ALL_LOWER])('accepts %s, with and without 0x', (address) => {
    expect(isValidWalletAddress(address)).toBe(true);
    expect(isValidWalletAddress(address.slice(2))).toBe(true);
  });

  it.each(CHECKSUMMED)('refuses %s with one letter in the wrong case', (address) => {
    const wrong = flipLastLetter(address);
    expect(wrong).not.toBe(address);
    expect(isValidWalletAddress(wrong)).toBe(false);
    expect(isValidWalletAddress(wrong.slice(2))).toBe(false);
  });

  it.each([
    '',
    '0x',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', // 39 hex
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed0', // 41 hex
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', // not hex
    '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // upper-case prefix
    ' 0xde709f2102306220921060314715629080e2fb77',
  ])('refuses %j', (address) => {
    expect(isValidWalletAddress(address)).toBe(false);
  });

  it('gives the live hints', () => {
    expect(addressHint('')).toBeNull();
    expect(addressHint(CHECKSUMMED[0] ?? '')).toBe('Valid wallet address');
    expect(addressHint('0x123')).toBe('Invalid wallet address format');
    expect(addressHint(flipLastLetter(CHECKSUMMED[0] ?? ''))).toBe('Invalid wallet address format');
  });

  it('the form field says "Please enter a valid wallet address"', () => {
    expect(walletAddressSchema.safeParse('0x123').error?.issues[0]?.message).toBe(
      'Please enter a valid wallet address',
    );
    expect(walletAddressSchema.safeParse(` ${ALL_LOWER[0]} `).success).toBe(true);
  });

  it('the server gets the checksummed form and never the zero address', () => {
    expect(toChecksumAddress('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(CHECKSUMMED[0]);
    expect(walletAddressPayloadSchema.parse('5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(CHECKSUMMED[0]);
    const zero = walletAddressPayloadSchema.safeParse(`0x${'0'.repeat(40)}`);
    expect(zero.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid wallet address']);
  });
});
