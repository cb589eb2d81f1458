import { errorCatalogue, memberTexts, successMessages, type ErrorCode } from '@app/contract';

/**
 * English, namespace `messages` (ADR 0013): the texts the contract holds, which reach the screens
 * in English from outside React (a call's outcome, a failure code's catalogue text, a zod message)
 * and are shown in the chosen language by their English text (lib/i18n/translate-text.ts). The
 * error catalogue and the spec's section-8 screen texts are taken from the contract, so English is
 * the spec's by construction; the validation messages are copied (importing them would bring their
 * zod schemas into the first script) and test/i18n/english-texts.test.ts holds them equal to the
 * contract's. Loaded only when a language other than English is chosen.
 */
const errors = Object.fromEntries(
  Object.entries(errorCatalogue).map(([code, entry]) => [code, entry.text]),
) as Record<ErrorCode, string>;

/** The contract's validation messages (packages/contract/src/validation), one group per file. */
export const validation = {
  email: {
    required: 'Email is required',
    invalid: 'Email is invalid',
    tooLong: 'Email must be at most 254 characters',
  },
  names: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    firstNameTooLong: 'First name must be at most 50 characters',
    lastNameTooLong: 'Last name must be at most 50 characters',
  },
  password: {
    tooLong: 'Password must be at most 128 characters long',
    length: 'Password must be at least 8 characters long',
    lowercase: 'Password must contain at least one lowercase letter',
    uppercase: 'Password must contain at least one uppercase letter',
    digit: 'Password must contain at least one number',
    special: 'Password must contain at least one special character (@$!%*?&)',
  },
  register: {
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 8 characters',
    confirmRequired: 'Please confirm your password',
    passwordsDiffer: 'Passwords do not match',
    termsRequired: 'Please accept the Terms of Service and Privacy Policy',
  },
  referralCode: {
    required: 'Referral code is required',
    tooShort: 'Referral code must be at least 6 characters',
    tooLong: 'Referral code must be at most 32 characters',
  },
  resetPassword: {
    fixRequirements: 'Please fix the password requirements listed below.',
    confirmationDiffers: 'Password confirmation does not match new password.',
    tokenRequired: 'Password reset token is required.',
  },
  changePassword: {
    fillAll: 'Please fill in all password fields',
    newPasswordsDiffer: 'New passwords do not match',
    tooShort: 'New password must be at least 8 characters long',
    weak: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  },
  walletAddress: {
    invalid: 'Please enter a valid wallet address',
    hintValid: 'Valid wallet address',
    hintInvalid: 'Invalid wallet address format',
  },
  withdrawal: {
    fillAll: 'Please fill in all required fields',
    invalidAmount: 'Invalid withdrawal amount',
    invalidAddress: 'Please enter a valid wallet address',
    assetOnly: 'Only USDT withdrawals are supported',
  },
  otp: {
    required: 'Please enter the OTP code',
    format: 'The OTP code must be 6 digits',
  },
  twoFactor: {
    required: 'Please enter the code from your authenticator app',
    totpFormat: 'The code must be 6 digits',
    codeFormat: 'Enter the 6-digit code from your authenticator app or one of your recovery codes',
    passwordRequired: 'Please enter your password',
  },
  exchangeUid: {
    required: 'Please enter your BingX UID',
    digitsOnly: 'BingX UID must contain digits only',
    tooLong: 'BingX UID must be at most 20 digits',
  },
  settings: {
    sessionTimeout: 'Session timeout must be 15, 30, 60, 120 or 240 minutes',
    maxLoginAttempts: 'Max login attempts must be 3, 5 or 10',
    fee: 'Subscription fee must be an amount between 0.01 and 1000000',
    period: 'Subscription period must be between 1 and 3660 days',
    periodsAhead: 'Periods paid ahead must be between 1 and 100',
    rate: 'A rate must be a percentage between 0 and 100 with at most 4 decimals',
    level: 'Levels go from 1 to 15',
    duplicateLevel: 'Each level may appear only once',
    directTotal: 'Subscription bonus rates must not add up to more than 100%',
    downlineTotal: 'Trading reward rates must add up to 15%',
    complianceCheckMaxAge: 'A compliance check counts for 1 to 720 hours',
    payoutAmount: 'Must be an amount between 0 and 1000000000 USDT with at most 8 decimals',
    gasAmount: 'Must be an amount between 0 and 1000000 BNB with at most 8 decimals',
    empty: 'Nothing to update',
  },
  withdrawalDecision: {
    reasonRequired: 'A reason is required to reject or block a withdrawal',
    invalidHash: 'Transaction hash must be 0x followed by 64 hex characters',
    hashBeforeSecondApproval:
      'Pay only after the second approval: this withdrawal is above the four-eyes amount and has no approval yet',
  },
  cyclePeriod: {
    day: 'Enter a day as YYYY-MM-DD',
    order: 'The period must end on or after the day it starts',
    notEnded: 'The period must have ended: its last day must be before today (UTC)',
    length: 'A period covers at most 366 days',
  },
  language: {
    unsupported: 'Language must be one of: en, es, vi, id',
  },
};

const catalogue = {
  /** The spec's section-8 screen texts and section-7 success messages (contract texts.ts). */
  texts: memberTexts,
  success: successMessages,
  errors,
  validation,
};

export default catalogue;
