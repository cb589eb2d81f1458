import { STEP_UP_MAX_AGE_MINUTES } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/features/accounts/accounts.tables';
import { auditLog } from '../../src/features/audit/audit.tables';
import { users } from '../../src/features/users/users.tables';
import { withdrawals } from '../../src/features/withdrawals/withdrawals.tables';
import { requestWithdrawal } from '../admin/seed';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { nextTestCode, signIn, stepUp } from '../support/second-factor';
import { createAdmin, createMember, TEST_PASSWORD } from '../support/users';
import { expectFailure, fundMember } from '../withdrawals/support';
import { softwarePasskey } from '../support/software-passkey';
import { addPasskey } from './passkey-support';
import { alignToStep, enrolTotp, totpAt } from './support';

/*
 * Issue 14: administrators must have a second factor (an admin session without one is
 * enrolment-only: TWO_FACTOR_REQUIRED on every admin call), and admin decisions need a check of
 * it within the last 5 minutes (step-up: STEP_UP_REQUIRED, nothing happens). The clock moves.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const settingsCall = (token: string, body: unknown = { userRegistrationAlerts: true }) =>
  t.put('/api/admin/settings', { token, body });
const auditActions = async (actorId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.actorId, actorId))).map((e) => e.action);

describe('an admin without a second factor', () => {
  it('signs in to an enrolment-only session: no admin call until enrolment, then the same session is a full one', async () => {
    const admin = await createAdmin(t, { secondFactor: false });
    const signedIn = await signIn(t, admin);
    expect(signedIn.requiresTwoFactor).toBeUndefined();
    expect(signedIn.user.twoFactorRequired).toBe(true);
    const token: string = signedIn.token;

    expectFailure(await t.get('/api/users/admin/overall-stats', { token }), 403, 'TWO_FACTOR_REQUIRED');
    expectFailure(await t.get('/api/admin/settings', { token }), 403, 'TWO_FACTOR_REQUIRED');
    // The account's own calls stay open: who is signed in, the factor, enrolment.
    const profile = await t.get('/api/users/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user.twoFactorRequired).toBe(true);
    expect((await t.get('/api/users/two-factor', { token })).body.data.enabled).toBe(false);

    await enrolTotp(t, { ...admin, token });
    expect((await t.get('/api/users/admin/overall-stats', { token })).status).toBe(200);
    expect((await t.get('/api/users/profile', { token })).body.data.user.twoFactorRequired).toBeUndefined();
    // Enrolment counts as a fresh check: decisions go through at once.
    expect((await settingsCall(token)).status).toBe(200);
    expect(await auditActions(admin.id)).toContain('user.two-factor.two-factor-enabled');
  });

  it('the sessions opened before enrolment stay enrolment-only until they step up', async () => {
    const admin = await createAdmin(t, { secondFactor: false });
    const other = (await signIn(t, admin)).token as string;
    const { secret } = await enrolTotp(t, admin);
    expectFailure(
      await t.get('/api/users/admin/overall-stats', { token: other }),
      403,
      'TWO_FACTOR_REQUIRED',
    );
    alignToStep(t);
    const up = await t.post('/api/users/two-factor/step-up', {
      token: other,
      body: { code: totpAt(secret, t.clock.now()) },
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect((await t.get('/api/users/admin/overall-stats', { token: other })).status).toBe(200);
  });

  it('after enrolment, signing in asks for the second step and opens a full session', async () => {
    const admin = await createAdmin(t);
    const signedIn = await signIn(t, admin);
    expect(signedIn.user.twoFactorRequired).toBeUndefined();
    expect((await t.get('/api/users/admin/overall-stats', { token: signedIn.token })).status).toBe(200);
  });

  it('turning the factor off makes every session of the admin enrolment-only again', async () => {
    const admin = await createAdmin(t);
    expect((await t.get('/api/users/admin/overall-stats', { token: admin.token })).status).toBe(200);
    const off = await t.post('/api/users/two-factor/disable', {
      token: admin.token,
      body: { password: TEST_PASSWORD, code: await nextTestCode(t, admin.id) },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expectFailure(
      await t.get('/api/users/admin/overall-stats', { token: admin.token }),
      403,
      'TWO_FACTOR_REQUIRED',
    );
  });

  it('a generated password is changed first, then the factor is set up', async () => {
    const admin = await createAdmin(t, { secondFactor: false });
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, admin.id));
    const { token } = await signIn(t, admin);
    expectFailure(await t.get('/api/users/admin/overall-stats', { token }), 403, 'PASSWORD_CHANGE_REQUIRED');
    expectFailure(
      await t.post('/api/users/two-factor/totp/setup', { token, body: {} }),
      403,
      'PASSWORD_CHANGE_REQUIRED',
    );
    const changed = await t.put('/api/users/change-password', {
      token,
      body: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'N3w!Passw0rd-x',
        confirmPassword: 'N3w!Passw0rd-x',
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expectFailure(await t.get('/api/users/admin/overall-stats', { token }), 403, 'TWO_FACTOR_REQUIRED');
    expect((await t.post('/api/users/two-factor/totp/setup', { token, body: {} })).status).toBe(200);
  });
});

describe('a new factor on an admin account', () => {
  it('a passkey as the first factor is the enrolment: the same session reaches admin calls', async () => {
    const admin = await createAdmin(t, { secondFactor: false });
    const token = (await signIn(t, admin)).token as string;
    expectFailure(await t.get('/api/users/admin/overall-stats', { token }), 403, 'TWO_FACTOR_REQUIRED');
    await addPasskey(t, { token }, 'Security key');
    expect((await t.get('/api/users/admin/overall-stats', { token })).status).toBe(200);
    expect((await settingsCall(token)).status).toBe(200);
  });

  it('with a factor already, only a session checked in the last 5 minutes adds another (passkey or TOTP)', async () => {
    const admin = await createAdmin(t);
    t.clock.advance((STEP_UP_MAX_AGE_MINUTES + 1) * MINUTE);
    const options = await t.post('/api/users/passkeys/registration-options', {
      token: admin.token,
      body: {},
    });
    const credential = softwarePasskey().register(options.body.data.options);
    const register = () =>
      t.post('/api/users/passkeys', { token: admin.token, body: { name: 'Stale', credential } });
    expectFailure(await register(), 403, 'STEP_UP_REQUIRED');
    expect((await t.get('/api/users/passkeys', { token: admin.token })).body.data.passkeys).toHaveLength(0);
    await stepUp(t, admin);
    expect((await register()).status).toBe(200);

    // A passkey-only admin cannot refresh a stale session by enrolling TOTP either.
    const passkeyOnly = await createAdmin(t, { secondFactor: false });
    const fresh = (await signIn(t, passkeyOnly)).token as string;
    await addPasskey(t, { token: fresh });
    t.clock.advance((STEP_UP_MAX_AGE_MINUTES + 1) * MINUTE);
    expect((await t.post('/api/users/two-factor/totp/setup', { token: fresh, body: {} })).status).toBe(200);
    expectFailure(
      await t.post('/api/users/two-factor/totp/confirm', { token: fresh, body: { code: '123456' } }),
      403,
      'STEP_UP_REQUIRED',
    );
  });
});

describe('admin step-up', () => {
  it('a fresh check passes, one older than 5 minutes is refused and changes nothing, a step-up lets it through', async () => {
    const admin = await createAdmin(t);
    expect((await settingsCall(admin.token, { userRegistrationAlerts: true })).status).toBe(200);

    t.clock.advance(STEP_UP_MAX_AGE_MINUTES * MINUTE - 1_000);
    expect((await settingsCall(admin.token, { userRegistrationAlerts: false })).status).toBe(200);

    t.clock.advance(2_000);
    expectFailure(await settingsCall(admin.token, { userRegistrationAlerts: true }), 403, 'STEP_UP_REQUIRED');
    expect(
      (await t.get('/api/admin/settings', { token: admin.token })).body.data.userRegistrationAlerts,
    ).toBe(false);
    // Reading needs no step-up.
    expect((await t.get('/api/users/admin/overall-stats', { token: admin.token })).status).toBe(200);

    const before = t.clock.now().getTime();
    const up = await stepUp(t, admin);
    const checkedAt = new Date(up.body.data.secondFactorAt).getTime();
    expect(checkedAt).toBeGreaterThanOrEqual(before);
    expect(checkedAt).toBeLessThanOrEqual(t.clock.now().getTime());
    expect((await settingsCall(admin.token, { userRegistrationAlerts: true })).status).toBe(200);
    expect(await auditActions(admin.id)).toContain('user.two-factor.step-up');
  });

  it("a user's status, deletion, withdrawal approval and blocking and adjustments wait for it; rejecting does not", async () => {
    const admin = await createAdmin(t);
    const member = await createMember(t, { referrer: admin });
    await fundMember(t, member.id, '20');
    const first = await requestWithdrawal(t, member, '1');
    t.clock.advance(STEP_UP_MAX_AGE_MINUTES * MINUTE + 1_000);

    const statusOf = async () =>
      (await t.db.select({ status: users.status }).from(users).where(eq(users.id, member.id)))[0]?.status;
    const withdrawalStatus = async (id: string) =>
      (await t.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)))[0]
        ?.status;

    const token = admin.token;
    expectFailure(
      await t.put(`/api/users/${member.id}/status`, { token, body: { status: 'LOCKED' } }),
      403,
      'STEP_UP_REQUIRED',
    );
    expect(await statusOf()).toBe('ACTIVE');
    expectFailure(await t.del(`/api/users/admin/${member.id}`, { token }), 403, 'STEP_UP_REQUIRED');
    for (const status of ['APPROVED', 'BLOCKED_COMPLIANCE']) {
      expectFailure(
        await t.put(`/api/withdrawals/${first.id}`, { token, body: { status, reason: 'Checked' } }),
        403,
        'STEP_UP_REQUIRED',
      );
    }
    expect(await withdrawalStatus(first.id)).toBe('PENDING');
    expectFailure(
      await t.post(`/api/users/admin/${member.id}/adjustments`, {
        token,
        body: { direction: 'CREDIT', amount: '1', reason: 'Goodwill credit' },
      }),
      403,
      'STEP_UP_REQUIRED',
    );
    // Rejecting gives the member their money back: no step-up.
    const rejected = await t.put(`/api/withdrawals/${first.id}`, {
      token,
      body: { status: 'REJECTED', reason: 'Not today' },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);

    await stepUp(t, admin);
    const second = await requestWithdrawal(t, member, '1');
    const approved = await t.put(`/api/withdrawals/${second.id}`, {
      token,
      body: { status: 'BLOCKED_COMPLIANCE', reason: 'Checked' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const locked = await t.put(`/api/users/${member.id}/status`, { token, body: { status: 'LOCKED' } });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
  });

  it('takes a current TOTP code only: a recovery code, a wrong or a used code are refused', async () => {
    const admin = await createAdmin(t, { secondFactor: false });
    const { secret, recoveryCodes } = await enrolTotp(t, admin);
    const refusedRecovery = await t.post('/api/users/two-factor/step-up', {
      token: admin.token,
      body: { code: recoveryCodes[0] },
    });
    expectFailure(refusedRecovery, 400, 'VALIDATION_ERROR');
    alignToStep(t);
    const code = totpAt(secret, t.clock.now());
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectFailure(
      await t.post('/api/users/two-factor/step-up', { token: admin.token, body: { code: wrong } }),
      400,
      'TWO_FACTOR_INVALID_CODE',
    );
    const ok = await t.post('/api/users/two-factor/step-up', { token: admin.token, body: { code } });
    expect(ok.status).toBe(200);
    expectFailure(
      await t.post('/api/users/two-factor/step-up', { token: admin.token, body: { code } }),
      400,
      'TWO_FACTOR_CODE_USED',
    );
    // The check is kept on the session only.
    const [row] = await t.db
      .select({ at: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.userId, admin.id));
    expect(row?.at?.getTime()).toBe(new Date(ok.body.data.secondFactorAt).getTime());
  });

  it('takes an assertion of one of the account’s passkeys instead (a passkey-only admin has no code); exactly one proof', async () => {
    const admin = await createAdmin(t);
    const { key } = await addPasskey(t, admin, 'Security key');
    t.clock.advance((STEP_UP_MAX_AGE_MINUTES + 1) * MINUTE);
    expectFailure(await settingsCall(admin.token), 403, 'STEP_UP_REQUIRED');
    const options = async () =>
      (await t.post('/api/users/passkeys/assertion-options', { token: admin.token, body: {} })).body.data
        .options;
    const stepUpWith = (body: unknown) =>
      t.post('/api/users/two-factor/step-up', { token: admin.token, body });
    expectFailure(await stepUpWith({}), 400, 'VALIDATION_ERROR');
    const assertion = key.assert(await options());
    expectFailure(await stepUpWith({ code: '123456', passkey: assertion }), 400, 'VALIDATION_ERROR');
    expectFailure(await settingsCall(admin.token), 403, 'STEP_UP_REQUIRED');
    const ok = await stepUpWith({ passkey: assertion });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await settingsCall(admin.token)).status).toBe(200);
    // The same assertion again: its challenge is used.
    expectFailure(await stepUpWith({ passkey: assertion }), 400, 'PASSKEY_CHALLENGE_INVALID');
  });
});
