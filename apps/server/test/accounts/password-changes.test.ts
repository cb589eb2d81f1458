import { DEFAULT_APP_NAME } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithSmtp } from '../support/app-with-smtp';
import type { TestApp } from '../support/create-test-app';
import type { TestSmtp } from '../support/smtp';
import { createAdmin, createMember } from '../support/users';
import { latestToken, outboxTo } from './account-helpers';

let t: TestApp;
let smtp: TestSmtp;
let close: () => Promise<void>;
beforeAll(async () => ({ t, smtp, close } = await startTestAppWithSmtp()));
afterAll(() => close());

const NEW_PASSWORD = 'N3w!Passw0rd';
const login = (email: string, password: string) => t.post('/api/users/login', { body: { email, password } });
const forgot = (email: string) => t.post('/api/users/forgot-password', { body: { email } });
const reset = (token: string, newPassword: string) =>
  t.post('/api/users/reset-password', { body: { token, newPassword, confirmPassword: newPassword } });
const change = (token: string, currentPassword: string, newPassword: string) =>
  t.put('/api/users/change-password', {
    token,
    body: { currentPassword, newPassword, confirmPassword: newPassword },
  });
const changedMail = (email: string) =>
  smtp.waitFor((m) => m.to.includes(email) && m.subject === `Your ${DEFAULT_APP_NAME} password was changed`);

describe('a password change revokes outstanding reset links', () => {
  it('a link asked for before the change no longer resets the password', async () => {
    const member = await createMember(t);
    await forgot(member.email);
    const token = await latestToken(t, member.email, 'reset-password');

    expect((await change(member.token, member.password, NEW_PASSWORD)).status).toBe(200);
    const res = await reset(token, 'Att4cker!Passw0rd');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('INVALID_OR_EXPIRED_TOKEN');
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);

    // A link asked for after the change works as usual.
    await forgot(member.email);
    const fresh = await latestToken(t, member.email, 'reset-password');
    expect((await reset(fresh, 'Fr3sh!Passw0rd')).status).toBe(200);
  });

  it("another account's reset link is untouched", async () => {
    const member = await createMember(t);
    const other = await createMember(t);
    await forgot(other.email);
    const token = await latestToken(t, other.email, 'reset-password');
    expect((await change(member.token, member.password, NEW_PASSWORD)).status).toBe(200);
    expect((await reset(token, 'Oth3r!Passw0rd')).status).toBe(200);
  });
});

describe('the member is e-mailed after a password change or reset', () => {
  it('after a change on the profile: over SMTP, with a link to secure the account', async () => {
    const member = await createMember(t);
    expect((await change(member.token, member.password, NEW_PASSWORD)).status).toBe(200);
    const mail = await changedMail(member.email);
    expect(mail.text).toContain('changed from your profile');
    expect(mail.text).toContain('Secure my account: http://localhost:5173/forgot-password');
    expect(mail.html).toContain('href="http://localhost:5173/forgot-password"');
    for (const secret of [member.password, NEW_PASSWORD]) expect(mail.raw).not.toContain(secret);
  });

  it('after a reset through a link', async () => {
    const member = await createMember(t);
    await forgot(member.email);
    expect((await reset(await latestToken(t, member.email, 'reset-password'), NEW_PASSWORD)).status).toBe(
      200,
    );
    const mail = await changedMail(member.email);
    expect(mail.text).toContain('reset with a link sent to this address');
    expect(mail.text).toContain('http://localhost:5173/forgot-password');
  });

  it('admins too; and nothing is sent when the change is refused', async () => {
    const admin = await createAdmin(t);
    expect((await change(admin.token, 'Wr0ng!Passw0rd', NEW_PASSWORD)).status).toBe(400);
    expect((await outboxTo(t, admin.email)).filter((m) => m.kind === 'password-changed')).toHaveLength(0);
    expect((await change(admin.token, admin.password, NEW_PASSWORD)).status).toBe(200);
    await changedMail(admin.email);
    expect((await outboxTo(t, admin.email)).filter((m) => m.kind === 'password-changed')).toHaveLength(1);
  });
});
