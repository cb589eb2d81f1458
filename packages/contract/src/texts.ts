import { errorCatalogue } from './errors';
/**
 * Screen messages of member section 8 (plus the section 4 status texts), verbatim, grouped by
 * screen. Admin screens are in admin-texts.ts.
 */
const UNEXPECTED = 'An unexpected error occurred. Please try again.';

export const memberTexts = {
  signIn: {
    invalidCredentials: 'Invalid email or password. Please try again.',
    unexpected: UNEXPECTED,
  },
  register: {
    referralApplied: 'Referral code applied from your link!',
    unexpected: UNEXPECTED,
  },
  referralLanding: { processing: 'Processing referral link...' },
  forgotPassword: { failed: 'An error occurred. Please try again.', unexpected: UNEXPECTED },
  resetPassword: {
    invalidToken: 'Password reset token is invalid or has expired. Please request a new password reset.',
    accountNotActive: 'Your account is not active. Please contact support.',
    validation: 'Validation error occurred.',
    failed: 'Failed to reset password. Please try again.',
    unexpected: UNEXPECTED,
  },
  verifyEmail: {
    pendingTitle: 'Verify Your Email',
    verifyingTitle: 'Verifying Email...',
    successTitle: 'Email Verified!',
    errorTitle: 'Verification Failed',
    verifying: 'Verifying your email...',
    verified: 'Email verified successfully! You can now sign in.',
    failed: 'Email verification failed. The token may be invalid or expired.',
    error: 'An error occurred during verification. Please try again.',
    resendFailed: 'Failed to resend verification email.',
    resendException: 'An error occurred while resending the email.',
    noEmail: 'No email found. Please register again.',
    sending: 'Sending...',
  },
  /** Fallbacks of the API client when a call fails without a known code. */
  fallbacks: {
    login: 'Login failed',
    register: 'Registration failed',
    sendVerification: 'Failed to send verification email',
    resendVerification: 'Failed to resend verification email',
    updateUid: 'Failed to update BingX UID',
    refreshSubscription: 'Failed to refresh subscription status',
  },
  linkUid: {
    failed: 'Failed to link BingX UID',
    exception: 'An error occurred while linking BingX UID',
  },
  changePassword: {
    failed: 'Failed to change password',
    exception: 'Failed to change password. Please try again.',
    success: 'Password changed successfully!',
  },
  dashboard: {
    verificationRequired: 'Email verification required',
    verificationRequiredText: 'Please verify your email address to unlock all platform features',
    resendSuccess: 'Verification email sent successfully! Please check your inbox.',
    sendVerificationFailed: 'Failed to send verification email',
    statsFailed: 'Failed to load reward statistics',
    copied: 'Copied to clipboard!',
  },
  referrals: {
    loadFailed: 'Failed to load referral data',
    statsFailed: 'Failed to load statistics',
    copied: 'Successfully Copied!',
    empty: 'No referrals yet',
  },
  rewards: {
    userNotFound: 'User not found',
    statsFailed: 'Failed to load reward stats',
    otpRequestFailed: 'Failed to request OTP',
    otpInvalid: 'Invalid OTP code',
    otpVerifyFailed: 'Failed to verify OTP',
    submitFailed: 'Failed to submit withdrawal request',
    noWithdrawals: 'No withdrawals yet',
    noRewards: 'No rewards yet',
    directReward: 'Direct reward',
    pendingTransaction: 'Pending',
  },
  referralTree: {
    fetchFailed: 'Failed to fetch referral tree',
    networkError: 'Network error occurred while fetching data',
    loading: 'Loading your referral tree...',
    noMatch: 'No matching referrals found',
    noMatchHint: 'Try adjusting your search criteria',
    empty: 'Start Building Your Network!',
  },
} as const;

/** Success messages of member section 7: the server sends them, the web falls back on them. */
export const successMessages = {
  verificationEmailSent: 'Verification email sent',
  verificationEmailResent: 'Verification email resent',
  bingXUidUpdated: 'BingX UID updated successfully',
  subscriptionRefreshed: 'Subscription status refreshed',
} as const;

type Failure = { message?: unknown; data?: unknown };

/**
 * The reset-password screen's own mapping (member section 8): its token and account texts, the
 * `data.errors` messages of a validation failure joined as sentences (else `data.message`), else
 * its failure text. PASSWORD_TOO_COMMON (a server rule the spec predates) shows its catalogue text,
 * so the member learns what to change.
 */
export const resetPasswordFailureText = ({ message, data }: Failure): string => {
  const texts = memberTexts.resetPassword;
  if (message === 'INVALID_OR_EXPIRED_TOKEN') return texts.invalidToken;
  if (message === 'PASSWORD_TOO_COMMON') return errorCatalogue.PASSWORD_TOO_COMMON.text;
  if (message === 'ACCOUNT_NOT_ACTIVE') return texts.accountNotActive;
  if (message !== 'VALIDATION_ERROR') return texts.failed;
  const body = (data ?? {}) as { errors?: { message?: unknown }[]; message?: unknown };
  const joined = (Array.isArray(body.errors) ? body.errors : [])
    .map((e) => e?.message)
    .filter((m): m is string => typeof m === 'string' && m !== '')
    .map((m) => (/[.!?]$/.test(m) ? m : `${m}.`))
    .join(' ');
  if (joined) return joined;
  return typeof body.message === 'string' && body.message ? body.message : texts.validation;
};
