import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveTwoFactorKeys } from '../../src/features/two-factor/two-factor-keys';
import { openTotpSecret } from '../../src/features/two-factor/totp-secret-box';
import { recoveryCodes, totpFactors } from '../../src/features/two-factor/two-factor.tables';
import { latestToken } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember } from '../support/users';
import { expectFailure, mailsTo } from '../withdrawals/support';
import { alignToStep, enrolTotp, passwordStep, secondStep, totpAt } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('TOTP enrolment', () => {
  it('is confirmed with a first code, answers 10 recovery codes once, and never shows the secret again', async () => {
    const member = await createMember(t);
    const setup = await t.post('/api/users/two-factor/totp/setup', { token: member.token, body: {} });
    expect(setup.status).toBe(200);
    expect(setup.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const { secret } = setup.body.data;
    alignToStep(t);
    const wrong = await t.post('/api/users/two-factor/totp/confirm', {
      token: member.token,
      body: { code: totpAt(secret, new Date(t.clock.now().getTime() - 90_000)) },
    });
    expectFailure(wrong, 400, 'TWO_FACTOR_INVALID_CODE');
    expect((await t.get('/api/users/two-factor', { token: member.token })).body.data.enabled).toBe(false);

    const ok = await t.post('/api/users/two-factor/totp/confirm', {
      token: member.token,
      body: { code: totpAt(secret, t.clock.now()) },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.recoveryCodes).toHaveLength(10);
    const status = await t.get('/api/users/two-factor', { token: member.token });
    expect(status.body.data).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    const again = await t.post('/api/users/two-factor/totp/setup', { token: member.token, body: {} });
    expectFailure(again, 409, 'TWO_FACTOR_ALREADY_ENABLED');
    expect(await mailsTo(t, member.email, 'security-notice')).toHaveLength(1);
  });

  it('a set-up older than 15 minutes must be started again', async () => {
    const member = await createMember(t);
    const setup = await t.post('/api/users/two-factor/totp/setup', { token: member.token, body: {} });
    t.clock.advanceMinutes(16);
    const res = await t.post('/api/users/two-factor/totp/confirm', {
      token: member.token,
      body: { code: totpAt(setup.body.data.secret, t.clock.now()) },
    });
    expectFailure(res, 400, 'TWO_FACTOR_SETUP_EXPIRED');
  });

  it('keeps the secret unreadable in the database without the key, and bound to its account', async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    const { secret } = await enrolTotp(t, member);
    const [row] = await t.db.select().from(totpFactors).where(eq(totpFactors.userId, member.id));
    expect(row!.secretCiphertext).not.toContain(secret);
    const keys = deriveTwoFactorKeys(t.app.ctx.jwtKey);
    expect(openTotpSecret(keys.secretKey, member.id, row!.secretCiphertext)).toBe(secret);
    const otherKey = deriveTwoFactorKeys(new TextEncoder().encode('another-server-secret-0123456789abcdef'));
    expect(() => openTotpSecret(otherKey.secretKey, member.id, row!.secretCiphertext)).toThrow();
    expect(() => openTotpSecret(keys.secretKey, other.id, row!.secretCiphertext)).toThrow();
    const codes = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
    expect(codes).toHaveLength(10);
  });

  it('malformed codes are refused in the envelope', async () => {
    const member = await createMember(t);
    const res = await t.post('/api/users/two-factor/totp/confirm', {
      token: member.token,
      body: { code: '12ab' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    expect(res.body.data.errors[0].message).toBe('The code must be 6 digits');
  });
});

describe('sign-in with a second factor', () => {
  it('answers a challenge and no token; the second step opens a session once', async () => {
    const member = await createMember(t);
    const { secret } = await enrolTotp(t, member);
    const first = await passwordStep(t, member);
    expect(first.body.data).toEqual({
      requiresTwoFactor: true,
      challengeToken: expect.any(String),
      expiresAt: expect.any(String),
      methods: ['totp', 'recovery'],
    });
    expect(JSON.stringify(first.body)).not.toMatch(/"token"/);
    const { challengeToken } = first.body.data;
    alignToStep(t);
    const done = await secondStep(t, challengeToken, totpAt(secret, t.clock.now()));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await t.get('/api/users/profile', { token: done.body.data.token })).status).toBe(200);
    // Single use: the challenge is spent even with a new valid code.
    t.clock.advance(30_000);
    expectFailure(
      await secondStep(t, challengeToken, totpAt(secret, t.clock.now())),
      400,
      'TWO_FACTOR_CHALLENGE_INVALID',
    );
  });

  it('a challenge expires after 5 minutes', async () => {
    const member = await createMember(t);
    const { secret } = await enrolTotp(t, member);
    const { challengeToken } = (await passwordStep(t, member)).body.data;
    t.clock.advanceMinutes(5);
    alignToStep(t);
    expectFailure(
      await secondStep(t, challengeToken, totpAt(secret, t.clock.now())),
      400,
      'TWO_FACTOR_CHALLENGE_INVALID',
    );
  });

  it('moving clock: one step of drift either way is accepted, two steps are not, a code is accepted once', async () => {
    const member = await createMember(t);
    const { secret } = await enrolTotp(t, member);
    const at = (offsetSteps: number) =>
      totpAt(secret, new Date(t.clock.now().getTime() + offsetSteps * 30_000));

    alignToStep(t);
    let { challengeToken } = (await passwordStep(t, member)).body.data;
    expectFailure(await secondStep(t, challengeToken, at(-2)), 400, 'TWO_FACTOR_INVALID_CODE');
    expectFailure(await secondStep(t, challengeToken, at(2)), 400, 'TWO_FACTOR_INVALID_CODE');
    const behind = await secondStep(t, challengeToken, at(-1));
    expect(behind.status, JSON.stringify(behind.body)).toBe(200);

    // The same code again (a replay within its window) is refused, even on a new challenge.
    ({ challengeToken } = (await passwordStep(t, member)).body.data);
    expectFailure(await secondStep(t, challengeToken, at(-1)), 400, 'TWO_FACTOR_CODE_USED');
    const ahead = await secondStep(t, challengeToken, at(1));
    expect(ahead.status, JSON.stringify(ahead.body)).toBe(200);
    // The current step is not after the one used (a step ahead): refused as used too.
    ({ challengeToken } = (await passwordStep(t, member)).body.data);
    expectFailure(await secondStep(t, challengeToken, at(0)), 400, 'TWO_FACTOR_CODE_USED');
  });

  it('wrong codes count towards the sign-in lockout: the fifth locks the account out', async () => {
    const member = await createMember(t);
    const { secret } = await enrolTotp(t, member);
    alignToStep(t);
    const wrong = totpAt(secret, new Date(t.clock.now().getTime() - 10 * 30_000));
    const { challengeToken } = (await passwordStep(t, member)).body.data;
    for (let i = 0; i < 4; i++)
      expectFailure(await secondStep(t, challengeToken, wrong), 400, 'TWO_FACTOR_INVALID_CODE');
    expectFailure(await secondStep(t, challengeToken, wrong), 429, 'TOO_MANY_LOGIN_ATTEMPTS');
    // Locked out: the right password and the right code are refused for 15 minutes.
    const login = await t.post('/api/users/login', {
      body: { email: member.email, password: member.password },
    });
    expectFailure(login, 429, 'TOO_MANY_LOGIN_ATTEMPTS');
    expectFailure(
      await secondStep(t, challengeToken, totpAt(secret, t.clock.now())),
      400,
      'TWO_FACTOR_CHALLENGE_INVALID',
    );
  });

  it('the password step does not reset the failures: wrong codes add up across sign-ins', async () => {
    const member = await createMember(t);
    const { secret } = await enrolTotp(t, member);
    alignToStep(t);
    const wrong = totpAt(secret, new Date(t.clock.now().getTime() - 10 * 30_000));
    for (let i = 0; i < 4; i++) {
      const { challengeToken } = (await passwordStep(t, member)).body.data;
      expectFailure(await secondStep(t, challengeToken, wrong), 400, 'TWO_FACTOR_INVALID_CODE');
    }
    const { challengeToken } = (await passwordStep(t, member)).body.data;
    expectFailure(await secondStep(t, challengeToken, wrong), 429, 'TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('a recovery code signs in once and is e-mailed to the account', async () => {
    const member = await createMember(t);
    const { recoveryCodes: codes } = await enrolTotp(t, member);
    const code = codes[0]!;
    let { challengeToken } = (await passwordStep(t, member)).body.data;
    const ok = await secondStep(t, challengeToken, code.toUpperCase());
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const notices = await mailsTo(t, member.email, 'security-notice');
    expect(notices.map((m) => m.subject)).toContain('A recovery code was used');
    ({ challengeToken } = (await passwordStep(t, member)).body.data);
    expectFailure(await secondStep(t, challengeToken, code), 400, 'TWO_FACTOR_INVALID_CODE');
    const status = await t.get('/api/users/two-factor', { token: ok.body.data.token });
    expect(status.body.data.recoveryCodesLeft).toBe(9);
  });

  it('a password reset never turns the second factor off', async () => {
    const member = await createMember(t);
    await enrolTotp(t, member);
    await t.post('/api/users/forgot-password', { body: { email: member.email } });
    const token = await latestToken(t, member.email, 'reset-password');
    const newPassword = 'N3w!Passw0rd';
    const reset = await t.post('/api/users/reset-password', {
      body: { token, newPassword, confirmPassword: newPassword },
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const login = await passwordStep(t, { email: member.email, password: newPassword });
    expect(login.body.data.requiresTwoFactor).toBe(true);
  });
});

describe('turning it off and new recovery codes', () => {
  it('turning off needs the password and a current code, pauses withdrawals 24 hours and is e-mailed', async () => {
    const member = await createMember(t);
    const { secret } = await enrolTotp(t, member);
    alignToStep(t);
    const code = totpAt(secret, t.clock.now());
    const badPassword = await t.post('/api/users/two-factor/disable', {
      token: member.token,
      body: { password: 'Wr0ng!Password', code },
    });
    expectFailure(badPassword, 400, 'CURRENT_PASSWORD_INCORRECT');
    const off = await t.post('/api/users/two-factor/disable', {
      token: member.token,
      body: { password: member.password, code },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await t.get('/api/users/two-factor', { token: member.token })).body.data.enabled).toBe(false);
    const notices = await mailsTo(t, member.email, 'security-notice');
    expect(notices[0]!.subject).toBe('Two-factor authentication turned off');
    expect(notices[0]!.text).toContain('withdrawals are paused for 24 hours');
    const codeRequest = await t.post('/api/otp/withdrawal/request', { token: member.token });
    expectFailure(codeRequest, 403, 'WITHDRAWAL_COOLDOWN');
    expect(codeRequest.body.error).toContain('two-factor');
    // Sign-in is back to the spec's: a token at once.
    const login = await passwordStep(t, member);
    expect(login.body.data.token).toEqual(expect.any(String));
  });

  it('new recovery codes replace the old ones and pause withdrawals', async () => {
    const member = await createMember(t);
    const { secret, recoveryCodes: old } = await enrolTotp(t, member);
    alignToStep(t);
    const res = await t.post('/api/users/two-factor/recovery-codes', {
      token: member.token,
      body: { code: totpAt(secret, t.clock.now()) },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.recoveryCodes).toHaveLength(10);
    const { challengeToken } = (await passwordStep(t, member)).body.data;
    expectFailure(await secondStep(t, challengeToken, old[0]!), 400, 'TWO_FACTOR_INVALID_CODE');
    expect((await secondStep(t, challengeToken, res.body.data.recoveryCodes[0])).status).toBe(200);
    expectFailure(
      await t.post('/api/otp/withdrawal/request', { token: member.token }),
      403,
      'WITHDRAWAL_COOLDOWN',
    );
  });
});
