import { registerMessages } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { referralPaths } from '../../src/features/network/network.tables';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createAdmin, createMember, updateUser } from '../support/users';
import { outboxTo, registration, tokenFromLink, uniqueEmail } from './account-helpers';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Rewards <no-reply@rewards.test>' } });
  t.app.jobs.start();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (body: unknown) => t.post('/api/users/register', { body });
const findUser = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('registration, end to end over SMTP', () => {
  it('register -> verification e-mail over SMTP -> its link verifies -> sign in', async () => {
    const admin = await createAdmin(t);
    const body = registration(admin.referralCode.toLowerCase());
    const res = await register(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      requiresVerification: true,
      message: 'Registration successful. Please check your email to verify your account.',
      data: null,
      error: null,
    });

    // The account exists, unverified, sign-in refused until verified.
    const user = await findUser(body.email);
    expect(user).toMatchObject({ isEmailVerified: false, referredById: admin.id, status: 'ACTIVE' });
    expect(user?.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(user?.userId).toMatch(/^U[A-HJ-NP-Z2-9]{7}$/);
    const early = await t.post('/api/users/login', { body: { email: body.email, password: body.password } });
    expect(early.body.message).toBe('EMAIL_NOT_VERIFIED');

    const mail = await smtp.waitFor((m) => m.to.includes(body.email));
    expect(mail.from).toBe('no-reply@rewards.test');
    expect(mail.subject).toContain('Verify your email');
    expect(mail.headers['message-id']).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    const token = tokenFromLink(mail.text, '/verify-email');
    expect(mail.text).toContain(`http://localhost:5173/verify-email?token=${token}`);
    expect(mail.html).toContain(`href="http://localhost:5173/verify-email?token=${token}"`);

    const verified = await t.post('/api/users/verify-email', { body: { token } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Email verified successfully! You can now sign in.');

    const signedIn = await t.post('/api/users/login', {
      body: { email: body.email, password: body.password },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ email: body.email, isEmailVerified: true });
    const outbox = await outboxTo(t, body.email);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.sentAt).toBeInstanceOf(Date);
  });

  it('places the new account under its referrer, 15 levels deep at most', async () => {
    const admin = await createAdmin(t);
    const level1 = await createMember(t, { referrer: admin });
    const body = registration(level1.referralCode);
    expect((await register(body)).status).toBe(200);
    const user = await findUser(body.email);
    const uplines = await t.db
      .select({ ancestorId: referralPaths.ancestorId, depth: referralPaths.depth })
      .from(referralPaths)
      .where(eq(referralPaths.descendantId, user!.id));
    expect(uplines).toEqual(
      expect.arrayContaining([
        { ancestorId: level1.id, depth: 1 },
        { ancestorId: admin.id, depth: 2 },
      ]),
    );
    expect(uplines).toHaveLength(2);
  });

  it('keeps the account and sends its e-mail exactly once when SMTP was down during registration', async () => {
    const admin = await createAdmin(t);
    await smtp.stop();
    const body = registration(admin.referralCode);
    try {
      expect((await register(body)).status).toBe(200);
      expect(await findUser(body.email)).toBeDefined();
      // The worker tried (woken by the commit) and failed: the error and the next try are kept.
      await expect
        .poll(async () => (await outboxTo(t, body.email))[0]?.lastError ?? null, { timeout: 10_000 })
        .toMatch(/ECONNREFUSED/);
      const [failed] = await outboxTo(t, body.email);
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    } finally {
      await smtp.start();
    }
    t.clock.advance(31_000); // past the first retry's 30 s
    t.app.ctx.mail.wake();
    const mail = await smtp.waitFor((m) => m.to.includes(body.email));
    expect(tokenFromLink(mail.text, '/verify-email')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect.poll(async () => (await outboxTo(t, body.email))[0]?.sentAt ?? null).toBeInstanceOf(Date);

    // Later ticks do not send it again.
    t.clock.advance(3_600_000);
    t.app.ctx.mail.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.to.includes(body.email))).toHaveLength(1);
    expect((await outboxTo(t, body.email))[0]).toMatchObject({ attempts: 2 });
  });

  it('of two parallel registrations with one e-mail, one wins and the other gets USER_EXISTS', async () => {
    const admin = await createAdmin(t);
    const email = uniqueEmail('race');
    const answers = await Promise.all([
      register(registration(admin.referralCode, { email })),
      register(registration(admin.referralCode, { email: email.toUpperCase() })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe('USER_EXISTS');
    const accounts = await t.db.select().from(users).where(eq(users.email, email));
    const upper = await t.db.select().from(users).where(eq(users.email, email.toUpperCase()));
    expect(accounts.length + upper.length).toBe(1);
    // The loser's transaction left no e-mail behind.
    expect(await outboxTo(t, email)).toHaveLength(1);
  });

  it('refuses an e-mail that exists in another case', async () => {
    const member = await createMember(t);
    const res = await register(registration(member.referralCode, { email: member.email.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('USER_EXISTS');
  });

  it('needs the referral code of an existing ACTIVE account', async () => {
    const admin = await createAdmin(t);
    const locked = await createMember(t, { referrer: admin });
    const disabled = await createMember(t, { referrer: admin });
    const deleted = await createMember(t, { referrer: admin });
    await updateUser(t, locked.id, { status: 'LOCKED' });
    await updateUser(t, disabled.id, { status: 'DISABLED' });
    await updateUser(t, deleted.id, { deletedAt: new Date() });
    for (const code of ['NOSUCH22', locked.referralCode, disabled.referralCode, deleted.referralCode]) {
      const body = registration(code);
      const res = await register(body);
      expect(res.status, code).toBe(400);
      expect(res.body.message).toBe('INVALID_REFERRAL_CODE');
      expect(await findUser(body.email)).toBeUndefined();
    }
  });

  it('checks every field with the spec messages (VALIDATION_ERROR, data.errors)', async () => {
    const admin = await createAdmin(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: ' ' }, 'firstName', 'First name is required'],
      [{ lastName: '' }, 'lastName', 'Last name is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'not-an-email' }, 'email', 'Email is invalid'],
      [{ password: '' }, 'password', registerMessages.passwordRequired],
      [{ password: 'Sh0rt!' }, 'password', 'Password must be at least 8 characters'],
      [{ referredByCode: '' }, 'referredByCode', 'Referral code is required'],
      [{ referredByCode: 'ABC12' }, 'referredByCode', 'Referral code must be at least 6 characters'],
    ];
    for (const [override, path, message] of cases) {
      const res = await register(registration(admin.referralCode, override));
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe('VALIDATION_ERROR');
      expect(res.body.data.errors).toEqual([{ path, message }]);
    }
  });

  it('alerts active admins by e-mail when "User Registration Alerts" is on', async () => {
    const admin = await createAdmin(t);
    const quiet = registration(admin.referralCode);
    await register(quiet);
    expect((await outboxTo(t, admin.email)).filter((m) => m.kind === 'admin-new-registration')).toHaveLength(
      0,
    );

    await writeSetting(t.db, 'userRegistrationAlerts', true);
    try {
      const body = registration(admin.referralCode, { firstName: '<b>Eve</b>' });
      await register(body);
      const alerts = (await outboxTo(t, admin.email)).filter((m) => m.kind === 'admin-new-registration');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.text).toContain(body.email);
      expect(alerts[0]?.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
      expect(alerts[0]?.html).not.toContain('<b>Eve</b>');
    } finally {
      await writeSetting(t.db, 'userRegistrationAlerts', false);
    }
  });
});
