import { describe, expect, it } from 'vitest';
import {
  exchangeUidFormSchema,
  exchangeUidPayloadSchema,
  firstWithdrawalFormError,
  isCompleteOtp,
  isReferralCode,
  otpSchema,
  REFERRAL_CODE_ALPHABET,
  sanitizeOtpInput,
  withdrawalDecisionSchema,
  withdrawalAmountError,
  withdrawalFormSchema,
  withdrawalPayloadSchema,
} from '../src';

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('withdrawal form (member section 5)', () => {
  it.each([
    [{ amount: '', walletAddress: ADDRESS }, 'Please fill in all required fields'],
    [{ amount: '5', walletAddress: '  ' }, 'Please fill in all required fields'],
    [{ amount: '5', walletAddress: '0x123' }, 'Please enter a valid wallet address'],
    // Address before amount: both wrong gives the address message.
    [{ amount: '-1', walletAddress: '0x123' }, 'Please enter a valid wallet address'],
    [{ amount: '0', walletAddress: ADDRESS }, 'Invalid withdrawal amount'],
    [{ amount: '-1', walletAddress: ADDRESS }, 'Invalid withdrawal amount'],
    [{ amount: 'abc', walletAddress: ADDRESS }, 'Invalid withdrawal amount'],
    [{ amount: '10.01', walletAddress: ADDRESS }, 'Invalid withdrawal amount'],
    [{ amount: '1e1', walletAddress: ADDRESS }, 'Invalid withdrawal amount'],
    // Steps of 0.01, as the spec's input says (issue 19).
    [{ amount: '9.999', walletAddress: ADDRESS }, 'Invalid withdrawal amount'],
    [{ amount: '0.005', walletAddress: ADDRESS }, 'Invalid withdrawal amount'],
    [{ amount: '9.99999999', walletAddress: ADDRESS }, 'Invalid withdrawal amount'],
  ])('%o -> %s', (values, message) => {
    expect(firstWithdrawalFormError(values, 10)).toBe(message);
    expect(messages(withdrawalFormSchema(10).safeParse(values))).toEqual([message]);
  });

  it.each(['10', '10.00', '10.000', '0.01', '.5', '9.99', '9.990'])(
    'accepts %s of a balance of 10',
    (amount) => {
      expect(firstWithdrawalFormError({ amount, walletAddress: ADDRESS }, 10)).toBeNull();
    },
  );

  it('compares with the balance exactly, without float error', () => {
    // 0.1 + 0.2 is 0.30000000000000004 as a float; the balance 0.3 must allow exactly 0.3.
    expect(firstWithdrawalFormError({ amount: '0.3', walletAddress: ADDRESS }, 0.3)).toBeNull();
    expect(firstWithdrawalFormError({ amount: '0.30000001', walletAddress: ADDRESS }, 0.3)).toBe(
      'Invalid withdrawal amount',
    );
    expect(firstWithdrawalFormError({ amount: '0.01', walletAddress: ADDRESS }, 0.01)).toBeNull();
    expect(firstWithdrawalFormError({ amount: '12.34', walletAddress: ADDRESS }, 12.34567891)).toBeNull();
    expect(firstWithdrawalFormError({ amount: '12.35', walletAddress: ADDRESS }, 12.34567891)).toBe(
      'Invalid withdrawal amount',
    );
    expect(firstWithdrawalFormError({ amount: '1', walletAddress: ADDRESS }, 0)).toBe(
      'Invalid withdrawal amount',
    );
  });
});

describe("the withdrawal form's amount field", () => {
  it("says 'Invalid withdrawal amount' for 0, more than the balance or finer than 0.01; nothing while empty", () => {
    expect(withdrawalAmountError('', 10)).toBeNull();
    expect(withdrawalAmountError('0', 10)).toBe('Invalid withdrawal amount');
    expect(withdrawalAmountError('10.01', 10)).toBe('Invalid withdrawal amount');
    expect(withdrawalAmountError('1.234', 10)).toBe('Invalid withdrawal amount');
    expect(withdrawalAmountError('1.23', 10)).toBeNull();
  });
});

describe('withdrawal payload (server)', () => {
  const payload = { amount: 12.5, walletAddress: ADDRESS.toLowerCase(), asset: 'USDT', otp: '123456' };

  it('normalises amount and address', () => {
    expect(withdrawalPayloadSchema.parse(payload)).toEqual({
      ...payload,
      amount: '12.5',
      walletAddress: ADDRESS,
    });
    expect(withdrawalPayloadSchema.parse({ ...payload, amount: '0012.50' }).amount).toBe('12.5');
  });

  it.each([0, -1, 0.009, '0.001', '1.123456789', 'NaN', '1e3', 1e12, '', ' '])(
    'refuses the amount %j',
    (amount) => {
      expect(messages(withdrawalPayloadSchema.safeParse({ ...payload, amount }))).toEqual([
        'Invalid withdrawal amount',
      ]);
    },
  );

  it('accepts the minimum and 8 decimals', () => {
    expect(withdrawalPayloadSchema.parse({ ...payload, amount: 0.01 }).amount).toBe('0.01');
    expect(withdrawalPayloadSchema.parse({ ...payload, amount: '1.12345678' }).amount).toBe('1.12345678');
  });

  it('only USDT, a six-digit code and no extra fields', () => {
    expect(messages(withdrawalPayloadSchema.safeParse({ ...payload, asset: 'BTC' }))).toEqual([
      'Only USDT withdrawals are supported',
    ]);
    expect(messages(withdrawalPayloadSchema.safeParse({ ...payload, otp: '' }))).toEqual([
      'Please enter the OTP code',
    ]);
    expect(withdrawalPayloadSchema.safeParse({ ...payload, otp: '12345' }).success).toBe(false);
    expect(withdrawalPayloadSchema.safeParse({ ...payload, userId: 'x' }).success).toBe(false);
  });
});

describe('one-time code', () => {
  it('keeps digits only, at most six', () => {
    expect(sanitizeOtpInput('12a3-45 678')).toBe('123456');
    expect(isCompleteOtp('123456')).toBe(true);
    expect(isCompleteOtp('12345')).toBe(false);
    expect(isCompleteOtp('1234567')).toBe(false);
  });

  it('empty: "Please enter the OTP code"', () => {
    expect(messages(otpSchema.safeParse(''))).toEqual(['Please enter the OTP code']);
    expect(messages(otpSchema.safeParse('12a456'))).toEqual(['The OTP code must be 6 digits']);
    expect(otpSchema.parse(' 123456 ')).toBe('123456');
  });
});

describe('exchange UID', () => {
  it('the form wants a trimmed, non-empty value', () => {
    expect(messages(exchangeUidFormSchema.safeParse('   '))).toEqual(['Please enter your BingX UID']);
    expect(exchangeUidFormSchema.parse(' 12345678 ')).toBe('12345678');
    expect(exchangeUidFormSchema.safeParse('abc').success).toBe(true);
  });

  it('the server also wants digits only, at most 20', () => {
    expect(messages(exchangeUidPayloadSchema.safeParse(''))).toEqual(['Please enter your BingX UID']);
    expect(messages(exchangeUidPayloadSchema.safeParse('12ab'))).toEqual([
      'BingX UID must contain digits only',
    ]);
    expect(messages(exchangeUidPayloadSchema.safeParse('1'.repeat(21)))).toEqual([
      'BingX UID must be at most 20 digits',
    ]);
    // Larger than 2^53: stays an exact string.
    expect(exchangeUidPayloadSchema.parse('12345678901234567890')).toBe('12345678901234567890');
  });
});

describe('referral code format', () => {
  it('has no look-alikes in its alphabet', () => {
    for (const c of '0O1IL') expect(REFERRAL_CODE_ALPHABET).not.toContain(c);
    expect(new Set(REFERRAL_CODE_ALPHABET).size).toBe(REFERRAL_CODE_ALPHABET.length);
  });

  it.each([
    ['ABCDEFGH', true],
    ['23456789', true],
    ['ABCDEFG', false],
    ['ABCDEFGHJ', false],
    ['abcdefgh', false],
    ['ABCDEFG0', false],
    ['ABCDEFGO', false],
    ['ABCDEFGL', false],
  ])('%s -> %s', (code, ok) => {
    expect(isReferralCode(code)).toBe(ok);
  });
});

describe('withdrawal decision (admin)', () => {
  it('needs a reason to reject or block', () => {
    expect(messages(withdrawalDecisionSchema.safeParse({ status: 'REJECTED' }))).toEqual([
      'A reason is required to reject or block a withdrawal',
    ]);
    expect(withdrawalDecisionSchema.safeParse({ status: 'BLOCKED_COMPLIANCE', reason: ' ' }).success).toBe(
      false,
    );
    expect(withdrawalDecisionSchema.safeParse({ status: 'REJECTED', reason: 'Wrong address' }).success).toBe(
      true,
    );
  });

  it('lets any status text through: the server answers INVALID_STATUS for PENDING or unknown ones', () => {
    expect(withdrawalDecisionSchema.safeParse({ status: 'PENDING' }).success).toBe(true);
    expect(withdrawalDecisionSchema.safeParse({ status: 'PAID' }).success).toBe(true);
    expect(withdrawalDecisionSchema.safeParse({ status: '' }).success).toBe(false);
  });

  it('approval takes an optional 32-byte transaction hash', () => {
    expect(withdrawalDecisionSchema.parse({ status: 'APPROVED', transactionHash: '' })).toEqual({
      status: 'APPROVED',
    });
    expect(
      withdrawalDecisionSchema.safeParse({ status: 'APPROVED', transactionHash: `0x${'ab'.repeat(32)}` })
        .success,
    ).toBe(true);
    expect(
      messages(withdrawalDecisionSchema.safeParse({ status: 'APPROVED', transactionHash: '0x12' })),
    ).toEqual(['Transaction hash must be 0x followed by 64 hex characters']);
  });
});
