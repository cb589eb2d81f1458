import type { Language } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseAdminAlert, notifyAdmins } from '../../src/features/admin-alerts';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { recordFactorEvent } from '../../src/features/two-factor/two-factor-events';
import { users } from '../../src/features/users/users.tables';
import { readActiveMember } from '../../src/features/withdrawals/lock-member';
import { enqueueWithdrawalsFrozenMail } from '../../src/features/withdrawals/withdrawal-mails';
import { adminDepositSetAsideMail, backupFailedMail, MAIL_TEXTS } from '../../src/infra/mail';
import { mailProductName } from '../../src/infra/mail/templates/layout';
import { startTestAppWithSmtp } from '../support/app-with-smtp';
import type { TestApp } from '../support/create-test-app';
import type { ReceivedMail, TestSmtp } from '../support/smtp';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { fundMember, requestWithdrawal } from '../withdrawals/support';
import { registration } from './account-helpers';

let t: TestApp;
let smtp: TestSmtp;
let close: () => Promise<void>;
beforeAll(async () => ({ t, smtp, close } = await startTestAppWithSmtp()));
afterAll(() => close());

const product = () => mailProductName();
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** With an admin alert setting on (every active admin of the file gets those e-mails). */
async function withAlert<T>(setting: 'userRegistrationAlerts' | 'withdrawalAlerts', run: () => Promise<T>) {
  await writeSetting(t.db, setting, true);
  try {
    return await run();
  } finally {
    await writeSetting(t.db, setting, false);
  }
}

/** The e-mail to `email` with exactly `subject`; on a timeout, says what did arrive. */
async function mailWithSubject(email: string, subject: string): Promise<ReceivedMail> {
  try {
    return await smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject === subject, 8_000);
  } catch {
    const got = smtp.messages.filter((m) => m.to.includes(email.toLowerCase())).map((m) => m.subject);
    throw new Error(`no e-mail "${subject}" to ${email}; received: ${JSON.stringify(got)}`);
  }
}

const login = (email: string, password: string, remoteAddress = '203.0.113.9') =>
  t.post('/api/users/login', { body: { email, password }, remoteAddress });

interface Case {
  kind: string;
  /** Makes the server send the e-mail; returns the recipient. */
  send: (language: Language) => Promise<{ email: string }>;
  /** The subject the recipient must get, from its language's catalogue. */
  subject: (language: Language) => string;
}

const texts = (language: Language) => MAIL_TEXTS[language];

/** Every kind of e-mail, each sent by the server to an account of the language. */
const CASES: Case[] = [
  {
    kind: 'verify-email (resend)',
    send: async (language) => {
      const member = await createMember(t, { language, verified: false });
      const res = await t.post('/api/users/resend-verification-email', { body: { email: member.email } });
      expect(res.status).toBe(200);
      return member;
    },
    subject: (l) => fill(texts(l).verifyEmail.subject, { product: product() }),
  },
  {
    kind: 'reset-password',
    send: async (language) => {
      const member = await createMember(t, { language });
      expect((await t.post('/api/users/forgot-password', { body: { email: member.email } })).status).toBe(
        200,
      );
      return member;
    },
    subject: (l) => fill(texts(l).resetPassword.subject, { product: product() }),
  },
  {
    kind: 'password-changed',
    send: async (language) => {
      const member = await createMember(t, { language });
      const body = {
        currentPassword: member.password,
        newPassword: 'N3w!Passw0rd',
        confirmPassword: 'N3w!Passw0rd',
      };
      const res = await t.put('/api/users/change-password', { token: member.token, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return member;
    },
    subject: (l) => fill(texts(l).passwordChanged.subject, { product: product() }),
  },
  {
    kind: 'withdrawal-code',
    send: async (language) => {
      const member = await createMember(t, { language });
      expect((await t.post('/api/otp/withdrawal/request', { token: member.token })).status).toBe(200);
      return member;
    },
    subject: (l) => texts(l).withdrawalCode.subject,
  },
  {
    kind: 'withdrawals-frozen',
    send: async (language) => {
      const member = await createMember(t, { language });
      const now = t.clock.now();
      await t.db.transaction(async (tx) => {
        const row = await readActiveMember(tx, member.id);
        await enqueueWithdrawalsFrozenMail(tx, row, { appUrl: t.config.appUrl, until: now, now });
      });
      t.app.ctx.mail.wake();
      return member;
    },
    subject: (l) => fill(texts(l).withdrawalsFrozen.subject, { product: product() }),
  },
  {
    kind: 'withdrawal-decision',
    send: async (language) => {
      // Asked for in English (the helpers read the English code e-mail), decided after a switch.
      const member = await createMember(t);
      await fundMember(t, member.id, '100');
      const created = await requestWithdrawal(t, member, { amount: '12.5' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const switched = await t.put('/api/users/language', { token: member.token, body: { language } });
      expect(switched.status).toBe(200);
      const admin = await createAdmin(t);
      const decided = await t.put(`/api/withdrawals/${created.body.data._id}`, {
        token: admin.token,
        body: { status: 'REJECTED', reason: 'Test' },
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      return member;
    },
    subject: (l) =>
      fill(texts(l).withdrawalDecision.subject, {
        amount:
          l === 'en'
            ? '12.5 USDT'
            : `${new Intl.NumberFormat(l, { minimumFractionDigits: 2 }).format(12.5)} USDT`,
        status: texts(l).withdrawalDecision.status.REJECTED.toLocaleLowerCase(l),
      }),
  },
  {
    kind: 'new-device-sign-in',
    send: async (language) => {
      const member = await createMember(t, { language });
      expect((await login(member.email, member.password)).status).toBe(200); // the first device
      expect((await login(member.email, member.password)).status).toBe(200); // no cookie: a new one
      return member;
    },
    subject: (l) => texts(l).newDeviceSignIn.subject,
  },
  {
    kind: 'security-notice',
    send: async (language) => {
      const member = await createMember(t, { language });
      const [owner] = await t.db.select().from(users).where(eq(users.id, member.id));
      await t.db.transaction((tx) =>
        recordFactorEvent(tx, {
          owner: owner!,
          event: 'two-factor-disabled',
          now: t.clock.now(),
          ip: '192.0.2.1',
          appUrl: t.config.appUrl,
        }),
      );
      t.app.ctx.mail.wake();
      return member;
    },
    subject: (l) => texts(l).securityNotice.twoFactorDisabled.subject,
  },
  {
    kind: 'admin-sign-in-guessing',
    send: async (language) => {
      const admin = await createAdmin(t, { language });
      for (let i = 0; i < 5; i++) await login(admin.email, 'Wr0ng!Passw0rd', '198.51.100.23');
      return admin;
    },
    subject: (l) => texts(l).adminSignInGuessing.subject,
  },
  {
    kind: 'admin-new-registration',
    send: async (language) => {
      const admin = await createAdmin(t, { language });
      const res = await withAlert('userRegistrationAlerts', () =>
        t.post('/api/users/register', {
          body: registration(admin.referralCode, { firstName: 'Nina', lastName: `Lang${language}` }),
        }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return admin;
    },
    subject: (l) => fill(texts(l).adminNewRegistration.subject, { name: `Nina Lang${l}` }),
  },
  {
    kind: 'admin-new-withdrawal',
    send: async (language) => {
      const admin = await createAdmin(t, { language });
      const member = await createMember(t);
      await fundMember(t, member.id, '100');
      const res = await withAlert('withdrawalAlerts', () => requestWithdrawal(t, member, { amount: '7' }));
      expect(res.status).toBe(200);
      return admin;
    },
    subject: (l) =>
      fill(texts(l).adminNewWithdrawal.subject, {
        amount:
          l === 'en' ? '7 USDT' : `${new Intl.NumberFormat(l, { minimumFractionDigits: 2 }).format(7)} USDT`,
      }),
  },
  {
    kind: 'admin-deposit-set-aside',
    send: async (language) => {
      const admin = await createAdmin(t, { language });
      const member = { id: admin.id, userId: admin.userId, firstName: 'Ana', lastName: 'Lee' };
      await t.db.transaction((tx) =>
        notifyAdmins(
          tx,
          'deposit',
          (l) =>
            adminDepositSetAsideMail({
              appUrl: t.config.appUrl,
              member,
              amount: '3',
              txHash: '0x1',
              toAddress: '0x2',
              error: 'boom',
              language: l,
            }),
          { now: t.clock.now() },
        ),
      );
      t.app.ctx.mail.wake();
      return admin;
    },
    subject: (l) =>
      fill(texts(l).adminDepositSetAside.subject, {
        amount:
          l === 'en' ? '3 USDT' : `${new Intl.NumberFormat(l, { minimumFractionDigits: 2 }).format(3)} USDT`,
      }),
  },
  {
    kind: 'admin-operations-alert',
    send: async (language) => {
      const admin = await createAdmin(t, { language });
      await t.db.transaction((tx) =>
        raiseAdminAlert(
          tx,
          `language-test-${language}`,
          (l) =>
            backupFailedMail({ appUrl: t.config.appUrl, reason: 'disk full', folder: '/data', language: l }),
          t.clock.now(),
        ),
      );
      t.app.ctx.mail.wake();
      return admin;
    },
    subject: (l) => texts(l).operations.backupFailed.subject,
  },
];

describe.each(['es', 'vi', 'id'] as const)(
  'e-mails to an account whose language is %s (issue 17)',
  (language) => {
    it.each(CASES)('$kind: the subject of its language', async ({ send, subject }) => {
      const recipient = await send(language);
      const expected = subject(language);
      expect(expected).not.toBe(subject('en'));
      const mail = await mailWithSubject(recipient.email, expected);
      expect(mail.html).toContain(`<html lang="${language}">`);
    });
  },
);

describe('registration: the language of the verification e-mail', () => {
  const register = async (headers: Record<string, string>, overrides: Record<string, unknown> = {}) => {
    const admin: TestUser = await createAdmin(t);
    const body = registration(admin.referralCode, overrides);
    const res = await t.post('/api/users/register', { body, headers });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    return { email: body.email, language: row!.language };
  };
  const verifySubject = (l: Language) => fill(texts(l).verifyEmail.subject, { product: product() });

  it('Accept-Language: vi gets a Vietnamese verification e-mail, and the account is vi', async () => {
    const account = await register({ 'accept-language': 'vi' });
    expect(account.language).toBe('vi');
    const mail = await mailWithSubject(account.email, verifySubject('vi'));
    expect(mail.text).toContain('Xin chào Grace,');
    expect(mail.text).toContain('Xác minh email');
  });

  it('takes the best match of the header (q-values, regional variants), else English', async () => {
    expect((await register({ 'accept-language': 'fr-FR, es-MX;q=0.8, en;q=0.5' })).language).toBe('es');
    expect((await register({ 'accept-language': 'en;q=0.4, id-ID' })).language).toBe('id');
    expect((await register({ 'accept-language': 'fr, de;q=0.9' })).language).toBe('en');
    expect((await register({})).language).toBe('en');
  });

  it("the body's language wins over the header", async () => {
    const account = await register({ 'accept-language': 'vi' }, { language: 'id' });
    expect(account.language).toBe('id');
    await mailWithSubject(account.email, verifySubject('id'));
  });

  it('refuses a language the product does not have', async () => {
    const admin = await createAdmin(t);
    const res = await t.post('/api/users/register', {
      body: registration(admin.referralCode, { language: 'fr' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    expect(res.body.data.errors).toEqual([{ path: 'language', message: expect.any(String) }]);
  });
});

describe('PUT /api/users/language', () => {
  const put = (body: unknown, token?: string) => t.put('/api/users/language', { token, body });

  it('is refused signed out', async () => {
    const res = await put({ language: 'es' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: 'AUTHENTICATION_REQUIRED' });
  });

  it('refuses unknown languages and malformed bodies with the catalogue validation error', async () => {
    const member = await createMember(t);
    for (const body of [
      { language: 'fr' },
      { language: 'ES' },
      { language: 3 },
      {},
      { language: 'es', x: 1 },
    ]) {
      const res = await put(body, member.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'VALIDATION_ERROR' });
      expect(res.body.data.errors.length).toBeGreaterThan(0);
    }
    // Still English, the default: the spec's answer, without the field.
    expect(
      (await t.get('/api/users/profile', { token: member.token })).body.data.user.language,
    ).toBeUndefined();
  });

  it('stores the language: the profile answers it and the next e-mails are written in it', async () => {
    const member = await createMember(t);
    const before = await t.get('/api/users/profile', { token: member.token });
    // English, the default, is the spec's answer: no extra field.
    expect(before.body.data.user).not.toHaveProperty('language');
    const res = await put({ language: 'es' }, member.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Language saved.', data: null, error: null });
    const after = await t.get('/api/users/profile', { token: member.token });
    expect(after.body.data.user).toMatchObject({
      language: 'es',
      email: member.email,
      userId: member.userId,
    });
    await t.post('/api/users/forgot-password', { body: { email: member.email } });
    const mail = await mailWithSubject(
      member.email,
      fill(texts('es').resetPassword.subject, { product: product() }),
    );
    expect(mail.text).toContain('Hola Member');
  });

  it('an admin sets theirs too', async () => {
    const admin = await createAdmin(t);
    expect((await put({ language: 'id' }, admin.token)).status).toBe(200);
    expect((await t.get('/api/users/profile', { token: admin.token })).body.data.user.language).toBe('id');
  });
});
