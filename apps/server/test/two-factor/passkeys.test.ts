import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../src/features/activity/activity.tables';
import { auditLog } from '../../src/features/audit/audit.tables';
import { passkeys } from '../../src/features/two-factor/two-factor.tables';
import { users } from '../../src/features/users/users.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { softwarePasskey } from '../support/software-passkey';
import { createAdmin, createMember, updateUser } from '../support/users';
import { expectFailure, fundedMember, mailsTo, usableAddress, verifiedCode } from '../withdrawals/support';
import { addPasskey, passkeySignIn, signInOptions } from './passkey-support';
import { enrolTotp, passwordStep } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const events = async (userId: string) =>
  (
    await t.db
      .select({ details: activityEvents.details })
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, userId), eq(activityEvents.type, 'security')))
  ).map((e) => (e.details as { event: string }).event);

describe('registering a passkey', () => {
  it('needs this account’s single-use options; lists it by name; e-mails and records it', async () => {
    const member = await createMember(t);
    const key = softwarePasskey();
    const options = await t.post('/api/users/passkeys/registration-options', {
      token: member.token,
      body: {},
    });
    expect(options.body.data.options).toMatchObject({
      rp: { id: 'localhost' },
      authenticatorSelection: { residentKey: 'required' },
      attestation: 'none',
    });
    const credential = key.register(options.body.data.options);
    // Another account cannot use this account's challenge.
    const other = await createMember(t);
    expectFailure(
      await t.post('/api/users/passkeys', { token: other.token, body: { name: 'Stolen', credential } }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );
    const ok = await t.post('/api/users/passkeys', {
      token: member.token,
      body: { name: ' Laptop ', credential },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ name: 'Laptop', transports: ['internal'], lastUsedAt: null });
    // The same answer again: its challenge is used.
    expectFailure(
      await t.post('/api/users/passkeys', { token: member.token, body: { name: 'Again', credential } }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );
    const list = await t.get('/api/users/passkeys', { token: member.token });
    expect(list.body.data.passkeys).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain('publicKey');
    expect(await events(member.id)).toEqual(['passkey-added']);
    const [mail] = await mailsTo(t, member.email, 'security-notice');
    expect(mail!.subject).toContain('A passkey was added');
    const status = await t.get('/api/users/two-factor', { token: member.token });
    expect(status.body.data).toMatchObject({ enabled: true, methods: ['passkey'], recoveryCodesLeft: 0 });
  });

  it('refuses a wrong origin, an expired challenge, garbage and a key already registered', async () => {
    const member = await createMember(t);
    const options = async () =>
      (await t.post('/api/users/passkeys/registration-options', { token: member.token, body: {} })).body.data
        .options;
    const post = (credential: unknown) =>
      t.post('/api/users/passkeys', { token: member.token, body: { name: 'Key', credential } });
    const key = softwarePasskey();
    expectFailure(
      await post(key.register(await options(), { origin: 'https://evil.example' })),
      400,
      'PASSKEY_INVALID',
    );
    const late = await options();
    t.clock.advanceMinutes(5);
    t.clock.advance(1000);
    expectFailure(await post(key.register(late)), 400, 'PASSKEY_CHALLENGE_INVALID');
    const good = key.register(await options());
    expectFailure(
      await post({ ...good, response: { ...good.response, attestationObject: 'AAAA' } }),
      400,
      'PASSKEY_INVALID',
    );
    expectFailure(
      await post({ ...good, response: { ...good.response, clientDataJSON: 'not-json' } }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );
    expectFailure(await post({ ...good, type: 'other' }), 400, 'VALIDATION_ERROR');
    expect((await post(key.register(await options()))).status).toBe(200);
    // The same authenticator's key on another account.
    const other = await createMember(t);
    const otherOptions = await t.post('/api/users/passkeys/registration-options', {
      token: other.token,
      body: {},
    });
    expectFailure(
      await t.post('/api/users/passkeys', {
        token: other.token,
        body: { name: 'Copy', credential: key.register(otherOptions.body.data.options) },
      }),
      409,
      'PASSKEY_ALREADY_REGISTERED',
    );
  });

  it('at most 10 per account', async () => {
    const member = await createMember(t);
    await t.db.insert(passkeys).values(
      Array.from({ length: 10 }, (_, i) => ({
        userId: member.id,
        credentialId: `cred-${member.id}-${i}`,
        publicKey: 'AAAA',
        name: `Key ${i}`,
        createdAt: t.clock.now(),
      })),
    );
    expectFailure(
      await t.post('/api/users/passkeys/registration-options', { token: member.token, body: {} }),
      409,
      'PASSKEY_LIMIT_REACHED',
    );
  });

  it('registration options are limited per account like TOTP enrolment', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 5; i++) {
      const res = await t.post('/api/users/passkeys/registration-options', { token: member.token, body: {} });
      expect(res.status).toBe(200);
    }
    const res = await t.post('/api/users/passkeys/registration-options', { token: member.token, body: {} });
    expectFailure(res, 429, 'RATE_LIMITED');
  });
});

describe('rename and remove', () => {
  it('renames only the account’s own passkeys', async () => {
    const member = await createMember(t);
    const { passkey } = await addPasskey(t, member);
    const other = await createMember(t);
    const rename = (token: string, name: string) =>
      t.put(`/api/users/passkeys/${passkey._id}`, { token, body: { name } });
    expectFailure(await rename(other.token, 'Mine'), 404, 'PASSKEY_NOT_FOUND');
    expectFailure(await rename(member.token, 'x'.repeat(65)), 400, 'VALIDATION_ERROR');
    const ok = await rename(member.token, 'Phone');
    expect(ok.body.data.name).toBe('Phone');
  });

  it('needs the password; pauses withdrawals 24 hours, e-mails, and the removed key signs in no more', async () => {
    const member = await fundedMember(t, '50');
    const { key, passkey } = await addPasskey(t, member);
    const remove = (token: string, password: string) =>
      t.post(`/api/users/passkeys/${passkey._id}/remove`, { token, body: { password } });
    expectFailure(await remove(member.token, 'Wrong!Passw0rd'), 400, 'CURRENT_PASSWORD_INCORRECT');
    const other = await createMember(t);
    expectFailure(await remove(other.token, other.password), 404, 'PASSKEY_NOT_FOUND');
    expect((await passkeySignIn(t, key)).status).toBe(200);
    const ok = await remove(member.token, member.password);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expectFailure(await remove(member.token, member.password), 404, 'PASSKEY_NOT_FOUND');

    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(Math.abs(row!.securityChangedAt!.getTime() - t.clock.now().getTime())).toBeLessThan(60_000);
    const cooldown = await t.post('/api/otp/withdrawal/request', { token: member.token });
    expectFailure(cooldown, 403, 'WITHDRAWAL_COOLDOWN');
    expect(cooldown.body.error).toContain('two-factor authentication or passkeys');
    const [mail] = await mailsTo(t, member.email, 'security-notice');
    expect(mail!.subject).toContain('A passkey was removed');
    expect(mail!.text).toContain('withdrawals are paused for 24 hours');
    expect(await events(member.id)).toEqual(expect.arrayContaining(['passkey-added', 'passkey-removed']));
    expectFailure(await passkeySignIn(t, key), 400, 'PASSKEY_INVALID');
    // The account has no second factor any more: the password alone signs in.
    expect((await passwordStep(t, member)).body.data.token).toBeTruthy();
  });

  it("an admin's passkey changes are in the audit log", async () => {
    const admin = await createAdmin(t);
    const { passkey } = await addPasskey(t, admin);
    await t.post(`/api/users/passkeys/${passkey._id}/remove`, {
      token: admin.token,
      body: { password: admin.password },
    });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['user.two-factor.passkey-added', 'user.two-factor.passkey-removed']),
    );
  });
});

describe('a passkey as the second factor', () => {
  it('the sign-in offers it and completes with an assertion, once', async () => {
    const member = await createMember(t);
    const { key } = await addPasskey(t, member);
    const first = await passwordStep(t, member);
    expect(first.body.data).toMatchObject({ requiresTwoFactor: true, methods: ['passkey'] });
    const { challengeToken } = first.body.data;
    const options = await t.post('/api/users/login/two-factor/passkey-options', { body: { challengeToken } });
    expect(options.body.data.options.allowCredentials).toEqual([
      expect.objectContaining({ id: key.id, type: 'public-key' }),
    ]);
    const credential = key.assert(options.body.data.options, { userVerified: false });
    const ok = await t.post('/api/users/login/two-factor/passkey', { body: { challengeToken, credential } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.token).toBeTruthy();
    const [login] = await t.db
      .select({ details: activityEvents.details })
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, member.id), eq(activityEvents.type, 'login')));
    expect(login!.details).toMatchObject({ secondFactor: 'passkey' });
    // Replayed: on the used challenge, and on a new sign-in.
    expectFailure(
      await t.post('/api/users/login/two-factor/passkey', { body: { challengeToken, credential } }),
      400,
      'TWO_FACTOR_CHALLENGE_INVALID',
    );
    const again = (await passwordStep(t, member)).body.data.challengeToken;
    expectFailure(
      await t.post('/api/users/login/two-factor/passkey', { body: { challengeToken: again, credential } }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.userId, member.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses another key, a counter that went back, and a wrong signature; they count as failures', async () => {
    const member = await createMember(t);
    const { key } = await addPasskey(t, member);
    const { challengeToken } = (await passwordStep(t, member)).body.data;
    const step = async (make: (options: { challenge: string }) => unknown) => {
      const options = await t.post('/api/users/login/two-factor/passkey-options', {
        body: { challengeToken },
      });
      return t.post('/api/users/login/two-factor/passkey', {
        body: { challengeToken, credential: make(options.body.data.options) },
      });
    };
    expectFailure(await step((o) => softwarePasskey().assert(o)), 400, 'PASSKEY_INVALID');
    expect((await step((o) => key.assert(o, { counter: 5 }))).status).toBe(200);
    const next = (await passwordStep(t, member)).body.data.challengeToken as string;
    const options = await t.post('/api/users/login/two-factor/passkey-options', {
      body: { challengeToken: next },
    });
    const replayed = key.assert(options.body.data.options, { counter: 5 });
    expectFailure(
      await t.post('/api/users/login/two-factor/passkey', {
        body: { challengeToken: next, credential: replayed },
      }),
      400,
      'PASSKEY_INVALID',
    );
    const options2 = await t.post('/api/users/login/two-factor/passkey-options', {
      body: { challengeToken: next },
    });
    const good = key.assert(options2.body.data.options);
    const tampered = {
      ...good,
      response: { ...good.response, signature: good.response.signature.slice(0, -4) + 'AAAA' },
    };
    expectFailure(
      await t.post('/api/users/login/two-factor/passkey', {
        body: { challengeToken: next, credential: tampered },
      }),
      400,
      'PASSKEY_INVALID',
    );
    expect((await events(member.id)).filter((e) => e === 'two-factor-failed')).toHaveLength(3);
  });

  it('a member with TOTP and a passkey is offered both', async () => {
    const member = await createMember(t);
    await enrolTotp(t, member);
    await addPasskey(t, member);
    const first = await passwordStep(t, member);
    expect(first.body.data.methods).toEqual(['totp', 'recovery', 'passkey']);
  });

  it('confirms a withdrawal as the third step', async () => {
    const member = await fundedMember(t, '50');
    const { key } = await addPasskey(t, member);
    const otp = await verifiedCode(t, member);
    const body = { amount: '10', walletAddress: await usableAddress(t, member), asset: 'USDT', otp };
    const post = (extra: Record<string, unknown>) =>
      t.post('/api/withdrawals', { token: member.token, body: { ...body, ...extra } });
    expectFailure(await post({}), 400, 'TWO_FACTOR_CODE_REQUIRED');
    const options = await t.post('/api/users/passkeys/assertion-options', { token: member.token, body: {} });
    const credential = key.assert(options.body.data.options);
    const ok = await post({ twoFactorPasskey: credential });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    // The options of a withdrawal do not sign anyone in.
    const other = await t.post('/api/users/passkeys/assertion-options', { token: member.token, body: {} });
    expectFailure(
      await t.post('/api/users/login/passkey', { body: { credential: key.assert(other.body.data.options) } }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );
  });
});

describe('signing in with a passkey alone', () => {
  it('opens an admin session; needs user verification; the options name no account', async () => {
    const admin = await createAdmin(t);
    const { key } = await addPasskey(t, admin, 'Security key');
    const options = await signInOptions(t);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    expectFailure(await passkeySignIn(t, key, { userVerified: false }), 400, 'PASSKEY_INVALID');
    const ok = await passkeySignIn(t, key);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.user).toMatchObject({ email: admin.email, isAdmin: true });
    const stats = await t.get('/api/users/admin/overall-stats', { token: ok.body.data.token });
    expect(stats.status).toBe(200);
  });

  it('members may too; a LOCKED account is refused; an unknown key is refused', async () => {
    const member = await createMember(t);
    const { key } = await addPasskey(t, member);
    expect((await passkeySignIn(t, key)).status).toBe(200);
    await updateUser(t, member.id, { status: 'LOCKED' });
    expectFailure(await passkeySignIn(t, key), 403, 'ACCOUNT_LOCKED');
    expectFailure(await passkeySignIn(t, softwarePasskey()), 400, 'PASSKEY_INVALID');
  });

  it('a replayed or expired answer is refused, never a 500', async () => {
    const member = await createMember(t);
    const { key } = await addPasskey(t, member);
    const options = await signInOptions(t);
    const credential = key.assert(options);
    expect((await t.post('/api/users/login/passkey', { body: { credential } })).status).toBe(200);
    expectFailure(
      await t.post('/api/users/login/passkey', { body: { credential } }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );
    const late = await signInOptions(t);
    t.clock.advanceMinutes(6);
    expectFailure(
      await t.post('/api/users/login/passkey', { body: { credential: key.assert(late) } }),
      400,
      'PASSKEY_CHALLENGE_INVALID',
    );
    const fresh = key.assert(await signInOptions(t));
    expectFailure(
      await t.post('/api/users/login/passkey', {
        body: { credential: { ...fresh, response: { ...fresh.response, authenticatorData: 'AAAA' } } },
      }),
      400,
      'PASSKEY_INVALID',
    );
    expectFailure(
      await t.post('/api/users/login/passkey', { body: { credential: { ...fresh, id: 'not base64!' } } }),
      400,
      'VALIDATION_ERROR',
    );
  });
});
