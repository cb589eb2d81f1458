import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRateLimits, addressLimit } from '../../src/features/accounts/rate-limits';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember } from '../support/users';

// The limits as designed (RATE_LIMIT_SCALE=1), on an app of their own: counters live in its database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
});
afterAll(() => t.close());

const expectRateLimited = (res: Awaited<ReturnType<TestApp['post']>>) => {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ success: false, message: 'RATE_LIMITED' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('per-address rate limits on the account calls', () => {
  it('login: 20 a minute, then 429 RATE_LIMITED with Retry-After', async () => {
    expect(accountRateLimits.login).toEqual({ max: 20, windowMs: 60_000 });
    // Sign-ins that succeed: failed ones are also throttled per source (issue 21), before this limit.
    const member = await createMember(t);
    for (let i = 0; i < 20; i++) {
      const res = await t.post('/api/users/login', {
        body: { email: member.email, password: member.password },
      });
      expect(res.status).toBe(200);
    }
    // Even the right password of a real account: the address is over its limit.
    const limited = await t.post('/api/users/login', {
      body: { email: member.email, password: member.password },
    });
    expectRateLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('a client behind another address is not affected', async () => {
    const member = await createMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      remoteAddress: '203.0.113.9',
      payload: { email: member.email, password: member.password },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['/api/users/forgot-password', 'forgotPassword', { email: 'someone@example.com' }],
    ['/api/users/send-verification-email', 'sendVerificationEmail', { email: 'someone@example.com' }],
    ['/api/users/resend-verification-email', 'resendVerificationEmail', { email: 'someone@example.com' }],
    ['/api/users/verify-email', 'verifyEmail', { token: 'A'.repeat(43) }],
    [
      '/api/users/register',
      'register',
      {
        firstName: 'A',
        lastName: 'B',
        email: 'x@example.com',
        password: 'Str0ng!Passw0rd',
        referredByCode: 'NOSUCH22',
      },
    ],
    [
      '/api/users/reset-password',
      'resetPassword',
      { token: 'A'.repeat(43), newPassword: 'Str0ng!Passw0rd', confirmPassword: 'Str0ng!Passw0rd' },
    ],
  ] as const)('%s: its limit, then 429 with Retry-After', async (url, call, body) => {
    const { max } = accountRateLimits[call];
    for (let i = 0; i < max; i++) {
      expect((await t.post(url, { body })).status).not.toBe(429);
    }
    expectRateLimited(await t.post(url, { body }));
  });

  it('change-password: its limit per address too', async () => {
    // Changes that succeed, one per member: wrong current passwords are throttled per source and
    // account (issue 21) before this limit.
    const change = async () => {
      const member = await createMember(t);
      const body = {
        currentPassword: member.password,
        newPassword: 'N3w!Passw0rd',
        confirmPassword: 'N3w!Passw0rd',
      };
      return { token: member.token, body };
    };
    for (let i = 0; i < accountRateLimits.changePassword.max; i++) {
      expect((await t.put('/api/users/change-password', await change())).status).toBe(200);
    }
    const last = await change();
    expectRateLimited(await t.put('/api/users/change-password', last));
  });
});

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies every per-address limit and defaults to 1', () => {
    expect(loadConfig({}).rateLimitScale).toBe(1);
    expect(addressLimit(loadConfig({}), 'login').rateLimit).toEqual({ max: 20, timeWindow: 60_000 });
    expect(addressLimit(loadConfig({ RATE_LIMIT_SCALE: '50' }), 'forgotPassword').rateLimit).toEqual({
      max: 500,
      timeWindow: 15 * 60_000,
    });
    expect(addressLimit({ rateLimitScale: 0.01 }, 'register').rateLimit?.max).toBe(1);
  });

  it('refuses a value that is not a positive number', () => {
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_SCALE: 'lots' })).toThrow('RATE_LIMIT_SCALE must be a number');
  });
});
