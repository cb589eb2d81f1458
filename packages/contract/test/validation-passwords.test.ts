import { describe, expect, it } from 'vitest';
import {
  changePasswordPayloadSchema,
  changePasswordSchema,
  firstChangePasswordError,
  firstNewPasswordError,
  firstResetPasswordError,
  passwordRequirementsUnmet,
  resetPasswordFormSchema,
  resetPasswordPayloadSchema,
} from '../src';

describe('reset password requirements (member section 5)', () => {
  it('lists every unmet requirement in order', () => {
    expect(passwordRequirementsUnmet('')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (@$!%*?&)',
    ]);
  });

  it.each([
    ['Abcdef1!', []],
    ['abcdef1!', ['Password must contain at least one uppercase letter']],
    ['ABCDEF1!', ['Password must contain at least one lowercase letter']],
    ['Abcdefg!', ['Password must contain at least one number']],
    ['Abcdefg1', ['Password must contain at least one special character (@$!%*?&)']],
    ['Ab1!', ['Password must be at least 8 characters long']],
    ['Abcdef1#', ['Password must contain at least one special character (@$!%*?&)']],
  ])('%s -> %o', (password, unmet) => {
    expect(passwordRequirementsUnmet(password)).toEqual(unmet);
  });

  it('on submit: requirements first, then the confirmation', () => {
    expect(firstResetPasswordError({ newPassword: 'weak', confirmPassword: 'other' })).toBe(
      'Please fix the password requirements listed below.',
    );
    expect(firstResetPasswordError({ newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toBe(
      'Password confirmation does not match new password.',
    );
    expect(firstResetPasswordError({ newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toBeNull();
  });

  it('the form schema reports the same single message on its field', () => {
    const result = resetPasswordFormSchema.safeParse({ newPassword: 'Abcdef1!', confirmPassword: 'x' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', 'Password confirmation does not match new password.'],
    ]);
  });

  it('the server names each unmet requirement and the mismatch', () => {
    const result = resetPasswordPayloadSchema.safeParse({
      token: 't',
      newPassword: 'abcdefgh',
      confirmPassword: 'x',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (@$!%*?&)',
      'Password confirmation does not match new password.',
    ]);
    expect(
      resetPasswordPayloadSchema.safeParse({
        token: '',
        newPassword: 'Abcdef1!',
        confirmPassword: 'Abcdef1!',
      }).success,
    ).toBe(false);
    expect(
      resetPasswordPayloadSchema.safeParse({
        token: 't',
        newPassword: 'Abcdef1!',
        confirmPassword: 'Abcdef1!',
      }).success,
    ).toBe(true);
  });
});

describe('change password, in the spec order (member and admin section 5)', () => {
  const ok = { currentPassword: 'Old-pass1', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' };

  it.each([
    [{ currentPassword: '' }, 'Please fill in all password fields'],
    [{ newPassword: '' }, 'Please fill in all password fields'],
    [{ confirmPassword: '' }, 'Please fill in all password fields'],
    // Mismatch is checked before length and strength.
    [{ newPassword: 'a', confirmPassword: 'b' }, 'New passwords do not match'],
    [{ newPassword: 'Ab1!', confirmPassword: 'Ab1!' }, 'New password must be at least 8 characters long'],
    // Length is checked before strength.
    [{ newPassword: 'abc', confirmPassword: 'abc' }, 'New password must be at least 8 characters long'],
    [
      { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    // Only letters, digits and @$!%*?& are allowed.
    [
      { newPassword: 'Abcdef1!#', confirmPassword: 'Abcdef1!#' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
    [
      { newPassword: 'Abcdef1! ', confirmPassword: 'Abcdef1! ' },
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ],
  ])('%o -> %s', (change, message) => {
    const values = { ...ok, ...change };
    expect(firstChangePasswordError(values)).toBe(message);
    const result = changePasswordSchema.safeParse(values);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('accepts every allowed special character', () => {
    for (const special of '@$!%*?&') {
      const pw = `Abcdef1${special}`;
      expect(firstChangePasswordError({ ...ok, newPassword: pw, confirmPassword: pw })).toBeNull();
    }
  });

  it('puts each message on its field', () => {
    const paths = (values: typeof ok) =>
      changePasswordSchema.safeParse(values).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ ...ok, newPassword: '' })).toEqual(['newPassword']);
    expect(paths({ ...ok, confirmPassword: 'x' })).toEqual(['confirmPassword']);
    expect(paths({ ...ok, newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual(['newPassword']);
  });

  it('refuses unknown fields and unbounded passwords', () => {
    expect(changePasswordSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    const long = `Ab1!${'a'.repeat(200)}`;
    expect(changePasswordSchema.safeParse({ ...ok, newPassword: long, confirmPassword: long }).success).toBe(
      false,
    );
  });
});

describe('change password on the server (PUT /users/change-password)', () => {
  const ok = {
    currentPassword: 'Old!Passw0rd',
    newPassword: 'N3w!Passw0rd',
    confirmPassword: 'N3w!Passw0rd',
  };
  const weak =
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

  it('accepts a long passphrase with spaces or other characters, which the form refuses', () => {
    for (const pw of ['Purple giraffes 7 dance @ midnight', 'Abcdef1!#', 'Ünïcødé 9! Pass']) {
      const values = { ...ok, newPassword: pw, confirmPassword: pw };
      expect(changePasswordPayloadSchema.safeParse(values).success, pw).toBe(true);
      expect(firstNewPasswordError(values), pw).toBeNull();
      expect(firstChangePasswordError(values), pw).toBe(weak);
    }
  });

  it('keeps the spec order and messages for everything else', () => {
    const messages = (change: Partial<typeof ok>) =>
      changePasswordPayloadSchema.safeParse({ ...ok, ...change }).error?.issues.map((i) => i.message);
    expect(messages({ currentPassword: '' })).toEqual(['Please fill in all password fields']);
    expect(messages({ confirmPassword: 'x' })).toEqual(['New passwords do not match']);
    expect(messages({ newPassword: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual([
      'New password must be at least 8 characters long',
    ]);
    expect(messages({ newPassword: 'no digits here!', confirmPassword: 'no digits here!' })).toEqual([weak]);
    expect(changePasswordPayloadSchema.safeParse({ ...ok, extra: 1 }).success).toBe(false);
  });
});
