import { errorCatalogue } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin as createAdminAccount } from '../../src/features/accounts/create-admin';
import { commonPasswordCount, isCommonPassword } from '../../src/features/accounts/common-passwords';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember } from '../support/users';
import { latestToken, registration, uniqueEmail } from './account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.post('/api/users/login', { body: { email, password } });
const change = (token: string, currentPassword: string, newPassword: string) =>
  t.put('/api/users/change-password', {
    token,
    body: { currentPassword, newPassword, confirmPassword: newPassword },
  });
const resetWith = async (email: string, newPassword: string) => {
  await t.post('/api/users/forgot-password', { body: { email } });
  const token = await latestToken(t, email, 'reset-password');
  return t.post('/api/users/reset-password', {
    body: { token, newPassword, confirmPassword: newPassword },
  });
};

/** Common passwords that meet each call's rules (8+ characters; the second also has every class). */
const COMMON_PLAIN = '12345678';
const COMMON_STRONG = 'P@ssw0rd';
/** A long passphrase with spaces that meets the server's rules for a new password. */
const PASSPHRASE = 'Purple giraffes 7 dance @ midnight';

describe('the list of common and breached passwords', () => {
  it('ships with the server: at least 10,000 passwords, checked without regard to case', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const pw of [COMMON_PLAIN, 'password', 'qwerty123', 'iloveyou', COMMON_STRONG, 'PASSWORD1']) {
      expect(isCommonPassword(pw), pw).toBe(true);
    }
    expect(isCommonPassword(PASSPHRASE)).toBe(false);
  });
});

describe('registration', () => {
  it('refuses a common password with PASSWORD_TOO_COMMON and creates no account', async () => {
    const admin = await createAdmin(t);
    const body = registration(admin.referralCode, { password: COMMON_PLAIN });
    const res = await t.post('/api/users/register', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'PASSWORD_TOO_COMMON' });
    expect(errorCatalogue.PASSWORD_TOO_COMMON.text).toMatch(/too common/);
    expect((await login(body.email, COMMON_PLAIN)).body.message).toBe('INVALID_CREDENTIALS');
  });

  it('accepts a long passphrase with spaces (the spec asks only for 8 characters)', async () => {
    const admin = await createAdmin(t);
    const res = await t.post('/api/users/register', {
      body: registration(admin.referralCode, {
        password: 'correct horse battery staple',
        email: uniqueEmail(),
      }),
    });
    expect(res.status).toBe(200);
  });
});

describe('change password', () => {
  it('refuses a common password that meets every composition rule, and keeps the old one', async () => {
    const member = await createMember(t);
    const res = await change(member.token, member.password, COMMON_STRONG);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('PASSWORD_TOO_COMMON');
    expect((await login(member.email, member.password)).status).toBe(200);
  });

  it('accepts a long passphrase with spaces (the form keeps its own, stricter client rule)', async () => {
    const member = await createMember(t);
    const res = await change(member.token, member.password, PASSPHRASE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await login(member.email, PASSPHRASE)).status).toBe(200);
  });

  it('still asks for the spec’s classes in its order and messages', async () => {
    const member = await createMember(t);
    const res = await change(member.token, member.password, 'all lower case words only');
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([
      {
        path: 'newPassword',
        message:
          'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      },
    ]);
  });
});

describe('reset password', () => {
  it('refuses a common password and leaves the link usable', async () => {
    const member = await createMember(t);
    await t.post('/api/users/forgot-password', { body: { email: member.email } });
    const token = await latestToken(t, member.email, 'reset-password');
    const refused = await t.post('/api/users/reset-password', {
      body: { token, newPassword: COMMON_STRONG, confirmPassword: COMMON_STRONG },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('PASSWORD_TOO_COMMON');
    const ok = await t.post('/api/users/reset-password', {
      body: { token, newPassword: PASSPHRASE, confirmPassword: PASSPHRASE },
    });
    expect(ok.status).toBe(200);
    expect((await login(member.email, PASSPHRASE)).status).toBe(200);
  });

  it('accepts a long passphrase with spaces', async () => {
    const member = await createMember(t);
    expect((await resetWith(member.email, `${PASSPHRASE} again`)).status).toBe(200);
  });
});

describe('create-admin', () => {
  it('refuses a common password with the catalogue text', async () => {
    const input = {
      email: uniqueEmail('admin'),
      firstName: 'Ada',
      lastName: 'Admin',
      password: COMMON_STRONG,
    };
    await expect(createAdminAccount(t.db, input, { source: 'command-line' })).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      data: { errors: [{ path: 'password', message: errorCatalogue.PASSWORD_TOO_COMMON.text }] },
    });
    const created = await createAdminAccount(
      t.db,
      { ...input, password: PASSPHRASE },
      { source: 'command-line' },
    );
    expect(created.isAdmin).toBe(true);
  });
});
