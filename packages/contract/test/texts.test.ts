import { describe, expect, it } from 'vitest';
import { adminTexts, memberTexts, resetPasswordFailureText, successMessages } from '../src';

describe('reset password failure texts (member section 8)', () => {
  it('uses its own token and account texts', () => {
    expect(resetPasswordFailureText({ message: 'INVALID_OR_EXPIRED_TOKEN' })).toBe(
      'Password reset token is invalid or has expired. Please request a new password reset.',
    );
    expect(resetPasswordFailureText({ message: 'ACCOUNT_NOT_ACTIVE' })).toBe(
      'Your account is not active. Please contact support.',
    );
  });

  it('joins data.errors, else data.message, else the default validation text', () => {
    expect(
      resetPasswordFailureText({
        message: 'VALIDATION_ERROR',
        data: {
          errors: [
            { message: 'Password must contain at least one number' },
            { message: 'Password confirmation does not match new password.' },
          ],
        },
      }),
    ).toBe('Password must contain at least one number. Password confirmation does not match new password.');
    expect(resetPasswordFailureText({ message: 'VALIDATION_ERROR', data: { message: 'Too short' } })).toBe(
      'Too short',
    );
    expect(resetPasswordFailureText({ message: 'VALIDATION_ERROR', data: null })).toBe(
      'Validation error occurred.',
    );
  });

  it('shows its failure text for any other code', () => {
    expect(resetPasswordFailureText({ message: 'USER_NOT_FOUND' })).toBe(
      'Failed to reset password. Please try again.',
    );
  });
});

describe('screen texts', () => {
  it('keeps the spec wording', () => {
    expect(memberTexts.signIn.invalidCredentials).toBe('Invalid email or password. Please try again.');
    expect(memberTexts.verifyEmail.noEmail).toBe('No email found. Please register again.');
    expect(memberTexts.dashboard.statsFailed).toBe('Failed to load reward statistics');
    expect(successMessages.subscriptionRefreshed).toBe('Subscription status refreshed');
    expect(adminTexts.statusUpdate.success('LOCKED')).toBe('User status updated to LOCKED successfully!');
    expect(adminTexts.users.showing(10, 42)).toBe('Showing 10 of 42 users');
  });

  it('has no empty text', () => {
    const walk = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : typeof value === 'object' && value
          ? Object.values(value).flatMap(walk)
          : [];
    for (const text of walk({ memberTexts, adminTexts, successMessages })) expect(text.trim()).not.toBe('');
  });
});
