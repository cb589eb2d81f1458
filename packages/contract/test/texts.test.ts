import { describe, expect, it } from 'vitest';
import {
  adminFailureText,
  adminTexts,
  errorText,
  memberTexts,
  resetPasswordFailureText,
  successMessages,
} from '../src';

describe('reset password failure texts (member section 8)', () => {
  it('uses its own token and account texts', () => {
    expect(resetPasswordFailureText({ message: 'INVALID_OR_EXPIRED_TOKEN' })).toBe(
      'Password reset token is invalid or has expired. Please request a new password reset.',
    );
    expect(resetPasswordFailureText({ message: 'ACCOUNT_NOT_ACTIVE' })).toBe(
      'Your account is not active. Please contact support.',
    );
  });

  it('tells a member whose new password is too common what to change (issue 21)', () => {
    expect(resetPasswordFailureText({ message: 'PASSWORD_TOO_COMMON' })).toBe(
      'This password is too common and easy to guess. Please choose a different one.',
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

describe('admin failure texts (admin section 8)', () => {
  const statusUpdate = {
    failed: adminTexts.statusUpdate.failed,
    exception: adminTexts.statusUpdate.error,
  };

  it("never shows an admin a member's text: the screen's section-8 text instead", () => {
    for (const code of [
      'USER_NOT_FOUND',
      'ACCOUNT_NOT_ACTIVE',
      'VALIDATION_ERROR',
      'INTERNAL_SERVER_ERROR',
    ]) {
      expect(adminFailureText(code, statusUpdate), code).toBe('Failed to update user status');
    }
    expect(adminFailureText('NOT_A_CODE', statusUpdate)).toBe('Failed to update user status');
    expect(
      adminFailureText('USER_NOT_FOUND', {
        failed: adminTexts.userDetail.fetchFailed,
        exception: adminTexts.userDetail.fetchError,
      }),
    ).toBe('Failed to fetch user details');
  });

  it('uses the exception text when no answer came', () => {
    expect(adminFailureText('NETWORK_ERROR', statusUpdate)).toBe(
      'An error occurred while updating user status',
    );
  });

  it('keeps the catalogue text of codes written for admins', () => {
    expect(adminFailureText('LAST_ADMIN', statusUpdate)).toBe(errorText('LAST_ADMIN'));
    expect(adminFailureText('USER_HAS_PENDING_WITHDRAWAL', statusUpdate)).toBe(
      'This user has a pending withdrawal. Please decide it first.',
    );
    expect(adminFailureText('WITHDRAWAL_ALREADY_PROCESSED', statusUpdate)).toBe(
      'This withdrawal has already been processed.',
    );
    expect(adminFailureText('UNAUTHORIZED', statusUpdate)).toBe(
      'Your session has expired. Please sign in again.',
    );
  });
});
