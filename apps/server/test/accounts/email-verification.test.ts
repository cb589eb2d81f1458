import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens } from '../../src/features/accounts/accounts.tables';
import { users } from '../../src/features/users/users.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { latestToken, outboxTo, registration } from './account-helpers';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const verify = (body: unknown) => t.post('/api/users/verify-email', { body });
const isVerified = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]?.isEmailVerified;

async function registered() {
  const body = registration(admin.referralCode);
  expect((await t.post('/api/users/register', { body })).status).toBe(200);
  return { email: body.email, token: await latestToken(t, body.email, 'verify-email') };
}

describe('POST /api/users/verify-email', () => {
  it('answers TOKEN_REQUIRED without a token', async () => {
    for (const body of [{}, { token: '' }, { token: '   ' }, undefined]) {
      const res = await verify(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('TOKEN_REQUIRED');
    }
  });

  it('answers INVALID_OR_EXPIRED_TOKEN for a token it never issued', async () => {
    const res = await verify({ token: 'A'.repeat(43) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('INVALID_OR_EXPIRED_TOKEN');
  });

  it('stores only the hash of a token', async () => {
    const { email, token } = await registered();
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('verifies once; the same link again answers EMAIL_ALREADY_VERIFIED and changes nothing', async () => {
    const { email, token } = await registered();
    expect((await verify({ token })).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
    const again = await verify({ token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('verifies exactly once when the link is opened twice at the same moment', async () => {
    const { token } = await registered();
    const answers = await Promise.all([verify({ token }), verify({ token })]);
    expect(answers.map((a) => a.body.message).sort()).toEqual([
      'EMAIL_ALREADY_VERIFIED',
      'Email verified successfully! You can now sign in.',
    ]);
  });

  it('expires after 24 hours', async () => {
    const { email, token } = await registered();
    t.clock.advance(24 * 3_600_000 + 1000);
    const res = await verify({ token });
    expect(res.body.message).toBe('INVALID_OR_EXPIRED_TOKEN');
    expect(await isVerified(email)).toBe(false);
  });

  it('still works just before the 24 hours are over', async () => {
    const { token } = await registered();
    t.clock.advance(24 * 3_600_000 - 60_000);
    expect((await verify({ token })).status).toBe(200);
  });

  it("verifies the token's own account only (a token from another account opens nothing else)", async () => {
    const first = await registered();
    const second = await registered();
    expect((await verify({ token: first.token })).status).toBe(200);
    expect(await isVerified(first.email)).toBe(true);
    expect(await isVerified(second.email)).toBe(false);
  });

  it('refuses a password-reset token', async () => {
    const { email } = await registered();
    await t.post('/api/users/forgot-password', { body: { email } });
    const resetToken = await latestToken(t, email, 'reset-password');
    expect((await verify({ token: resetToken })).body.message).toBe('INVALID_OR_EXPIRED_TOKEN');
    expect(await isVerified(email)).toBe(false);
  });

  it('stops the old link once a new one was sent', async () => {
    const { email, token: old } = await registered();
    const res = await t.post('/api/users/resend-verification-email', { body: { email } });
    expect(res.body).toMatchObject({ success: true, message: 'Verification email resent' });
    const fresh = await latestToken(t, email, 'verify-email');
    expect(fresh).not.toBe(old);
    expect((await verify({ token: old })).body.message).toBe('INVALID_OR_EXPIRED_TOKEN');
    expect((await verify({ token: fresh })).status).toBe(200);
  });
});

describe('POST /api/users/send-verification-email and resend-verification-email', () => {
  it('answers an anonymous caller the same whether or not an unverified account has the address', async () => {
    const { email } = await registered();
    const verifiedMember = await createMember(t);
    const unknown = `nobody.${Date.now()}@example.com`;
    for (const path of ['/api/users/send-verification-email', '/api/users/resend-verification-email']) {
      const answers = await Promise.all(
        [email, verifiedMember.email, unknown].map((address) => t.post(path, { body: { email: address } })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    }
    expect(await outboxTo(t, unknown)).toHaveLength(0);
    expect(await outboxTo(t, verifiedMember.email)).toHaveLength(0);
    expect((await outboxTo(t, email)).length).toBe(3); // registration + one send + one resend
  });

  it('asks an anonymous caller for the e-mail', async () => {
    const res = await t.post('/api/users/send-verification-email', { body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { errors: [{ path: 'email', message: 'Email is required' }] },
    });
  });

  it("uses the signed-in account's address, and answers EMAIL_ALREADY_VERIFIED once it is verified", async () => {
    const unverified = await createMember(t, { verified: false });
    const sent = await t.post('/api/users/send-verification-email', { token: unverified.token, body: {} });
    expect(sent.body).toMatchObject({ success: true, message: 'Verification email sent' });
    expect(await outboxTo(t, unverified.email)).toHaveLength(1);

    const verifiedMember = await createMember(t);
    const res = await t.post('/api/users/send-verification-email', { token: verifiedMember.token, body: {} });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('EMAIL_ALREADY_VERIFIED');
  });

  it('sends at most 3 e-mails per account in 15 minutes (anonymous: silently; signed in: 429)', async () => {
    const { email } = await registered(); // the first of the 3
    for (let i = 0; i < 3; i++) {
      const res = await t.post('/api/users/resend-verification-email', { body: { email } });
      expect(res.status).toBe(200);
    }
    expect(await outboxTo(t, email)).toHaveLength(3);

    const signedIn = await createMember(t, { verified: false });
    for (let i = 0; i < 3; i++) {
      expect((await t.post('/api/users/resend-verification-email', { token: signedIn.token })).status).toBe(
        200,
      );
    }
    const limited = await t.post('/api/users/resend-verification-email', { token: signedIn.token });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(15 * 60_000 + 1000);
    expect((await t.post('/api/users/resend-verification-email', { body: { email } })).status).toBe(200);
    expect(await outboxTo(t, email)).toHaveLength(4);
  });
});
