import type { SessionUser } from '@app/contract';

/** A session user who finished onboarding; override what a test is about. */
export const makeUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  _id: '5b1c1a0e-4a5e-4c43-9b1e-2f0d6f1b7c11',
  userId: 'U1000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  isEmailVerified: true,
  isAdmin: false,
  referralCode: 'ADA23456',
  bingXUID: '123456789',
  status: 'ACTIVE',
  walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  subscriptionFee: { paid: true, timestamp: '2025-01-05T14:30:00.000Z' },
  ...overrides,
});
