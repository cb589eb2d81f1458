import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, registerPayloadSchema } from '../src';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  referralCode: 'ABCDEFGH',
  password: 'password1',
  confirmPassword: 'password1',
  terms: true,
};

/** The messages per field, in the order zod reports them. */
const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

describe('register form (member section 5)', () => {
  it('accepts a complete form and upper-cases the referral code', () => {
    const result = registerFormSchema.safeParse({ ...valid, referralCode: ' abcdefgh ' });
    expect(result.success).toBe(true);
    expect(result.data?.referralCode).toBe('ABCDEFGH');
  });

  it('gives each empty field its own message, one per field', () => {
    const errors = errorsOf(
      registerFormSchema.safeParse({
        firstName: ' ',
        lastName: '',
        email: '',
        referralCode: '',
        password: '',
        confirmPassword: '',
        terms: false,
      }),
    );
    expect(errors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      referralCode: ['Referral code is required'],
      password: ['Password is required'],
      confirmPassword: ['Please confirm your password'],
      terms: ['Please accept the Terms of Service and Privacy Policy'],
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
    [{ email: 'a@b' }, 'email', 'Email is invalid'],
    [{ password: 'short1', confirmPassword: 'short1' }, 'password', 'Password must be at least 8 characters'],
    [{ confirmPassword: 'password2' }, 'confirmPassword', 'Passwords do not match'],
    [{ referralCode: 'ABCDE' }, 'referralCode', 'Referral code must be at least 6 characters'],
  ])('%o -> %s: %s', (change, field, message) => {
    expect(errorsOf(registerFormSchema.safeParse({ ...valid, ...change }))[field]).toEqual([message]);
  });

  it("shows 'Passwords do not match' together with the other fields' messages (issue 19)", () => {
    const errors = errorsOf(
      registerFormSchema.safeParse({
        firstName: '',
        lastName: 'Lovelace',
        email: 'not-an-email',
        referralCode: 'ABC',
        password: 'short',
        confirmPassword: 'shorter',
        terms: false,
      }),
    );
    expect(errors).toEqual({
      firstName: ['First name is required'],
      email: ['Email is invalid'],
      referralCode: ['Referral code must be at least 6 characters'],
      password: ['Password must be at least 8 characters'],
      confirmPassword: ['Passwords do not match'],
      terms: ['Please accept the Terms of Service and Privacy Policy'],
    });
  });

  it('accepts a referral code of exactly 6 characters and a password of exactly 8', () => {
    expect(
      registerFormSchema.safeParse({
        ...valid,
        referralCode: 'ABC123',
        password: '12345678',
        confirmPassword: '12345678',
      }).success,
    ).toBe(true);
  });
});

describe('register payload (server)', () => {
  const payload = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: 'password1',
    referredByCode: 'abcdefgh',
  };

  it('applies the same rules and normalises the code', () => {
    expect(registerPayloadSchema.parse(payload).referredByCode).toBe('ABCDEFGH');
    expect(errorsOf(registerPayloadSchema.safeParse({ ...payload, referredByCode: 'abc' }))).toEqual({
      referredByCode: ['Referral code must be at least 6 characters'],
    });
  });

  it('bounds every string', () => {
    const errors = errorsOf(
      registerPayloadSchema.safeParse({
        firstName: 'x'.repeat(51),
        lastName: 'y'.repeat(51),
        email: `${'a'.repeat(250)}@example.com`,
        password: 'p'.repeat(129),
        referredByCode: 'C'.repeat(33),
      }),
    );
    expect(errors).toEqual({
      firstName: ['First name must be at most 50 characters'],
      lastName: ['Last name must be at most 50 characters'],
      email: ['Email must be at most 254 characters'],
      password: ['Password must be at most 128 characters long'],
      referredByCode: ['Referral code must be at most 32 characters'],
    });
  });

  it('refuses unknown fields and wrong types', () => {
    expect(registerPayloadSchema.safeParse({ ...payload, isAdmin: true }).success).toBe(false);
    expect(registerPayloadSchema.safeParse({ ...payload, firstName: { $ne: '' } }).success).toBe(false);
  });
});

describe('sign in', () => {
  it('needs both fields and nothing else', () => {
    expect(loginSchema.safeParse({ email: 'x', password: 'y' }).success).toBe(true);
    expect(errorsOf(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });
});
