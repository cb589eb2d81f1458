import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalOtps } from '../../src/features/withdrawals/otp/withdrawal-otp.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember, type TestUser, updateUser } from '../support/users';
import { expectFailure, latestCode, mailsTo, requestCode, wrongCode } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (member: TestUser, otp: string) =>
  t.post('/api/otp/withdrawal/verify', { token: member.token, body: { otp } });
const status = async (member: TestUser) =>
  (await t.get('/api/otp/withdrawal/status', { token: member.token })).body.data;
const codeRows = (member: TestUser) =>
  t.db.select().from(withdrawalOtps).where(eq(withdrawalOtps.userId, member.id));

/** Two codes for one member that differ (a new request until they do). */
async function twoDifferentCodes(member: TestUser) {
  const first = await requestCode(t, member);
  let second = await requestCode(t, member);
  if (second === first) second = await requestCode(t, member);
  expect(second).not.toBe(first);
  return { first, second };
}

describe('POST /api/otp/withdrawal/request', () => {
  it('e-mails a 6-digit code through the outbox, valid 10 minutes, stored only as a hash', async () => {
    const member = await createMember(t);
    const before = t.clock.now().getTime();
    const res = await t.post('/api/otp/withdrawal/request', { token: member.token });
    expect(res.status).toBe(200);
    const expiresAt = Date.parse(res.body.data.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(10 * 60_000);
    expect(expiresAt - before).toBeLessThan(10 * 60_000 + 5_000);

    const mails = await mailsTo(t, member.email, 'withdrawal-code');
    expect(mails).toHaveLength(1);
    const code = await latestCode(t, member.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]?.html).toContain(code);

    const [row] = await codeRows(member);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
    expect(await status(member)).toEqual({
      active: true,
      verified: false,
      expiresAt: res.body.data.expiresAt,
      attemptsLeft: 5,
    });
  });

  it('replaces the previous code: the old one no longer verifies', async () => {
    const member = await createMember(t);
    const { first, second } = await twoDifferentCodes(member);
    expectFailure(await verify(member, first), 400, 'OTP_INVALID');
    expect((await verify(member, second)).status).toBe(200);
    const rows = await codeRows(member);
    expect(rows.filter((r) => r.replacedAt === null && r.consumedAt === null)).toHaveLength(1);
  });

  it('allows 3 requests in 5 minutes, then 429 OTP_RATE_LIMITED with Retry-After until the window moves', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 3; i++) {
      expect((await t.post('/api/otp/withdrawal/request', { token: member.token })).status).toBe(200);
    }
    const limited = await t.post('/api/otp/withdrawal/request', { token: member.token });
    expectFailure(limited, 429, 'OTP_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect(await mailsTo(t, member.email, 'withdrawal-code')).toHaveLength(3);

    t.clock.advanceMinutes(5);
    expect((await t.post('/api/otp/withdrawal/request', { token: member.token })).status).toBe(200);
  });

  it('counts parallel requests one by one: exactly 3 of 8 get through', async () => {
    const member = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.post('/api/otp/withdrawal/request', { token: member.token })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.body.message === 'OTP_RATE_LIMITED')).toHaveLength(5);
    expect(await codeRows(member)).toHaveLength(3);
  });

  it('is refused for 24 hours after a password change, saying when it opens', async () => {
    const member = await createMember(t);
    const changedAt = new Date(t.clock.now().getTime() - 60 * 60_000);
    await updateUser(t, member.id, { passwordChangedAt: changedAt });
    const res = await t.post('/api/otp/withdrawal/request', { token: member.token });
    expectFailure(res, 403, 'WITHDRAWAL_COOLDOWN');
    const opensAt = new Date(changedAt.getTime() + 24 * 3_600_000);
    expect(res.body.data.availableAt).toBe(opensAt.toISOString());
    expect(res.body.error).toContain(opensAt.toISOString().slice(0, 16).replace('T', ' '));
    expect(await mailsTo(t, member.email, 'withdrawal-code')).toHaveLength(0);
  });
});

describe('POST /api/otp/withdrawal/verify', () => {
  it('marks the right code verified (not used up) and says so in the status', async () => {
    const member = await createMember(t);
    const code = await requestCode(t, member);
    const res = await verify(member, code);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ verified: true, expiresAt: expect.any(String) });
    expect(await status(member)).toMatchObject({ active: true, verified: true, attemptsLeft: 5 });
    // Verifying again is harmless.
    expect((await verify(member, code)).status).toBe(200);
    const [row] = await codeRows(member);
    expect(row?.consumedAt).toBeNull();
  });

  it('refuses a wrong code (OTP_INVALID) and counts the try', async () => {
    const member = await createMember(t);
    const code = await requestCode(t, member);
    expectFailure(await verify(member, wrongCode(code)), 400, 'OTP_INVALID');
    expect(await status(member)).toMatchObject({ active: true, verified: false, attemptsLeft: 4 });
  });

  it('kills the code after 5 wrong tries: even the right one is refused afterwards', async () => {
    const member = await createMember(t);
    const code = await requestCode(t, member);
    for (let i = 1; i <= 4; i++) expectFailure(await verify(member, wrongCode(code)), 400, 'OTP_INVALID');
    expectFailure(await verify(member, wrongCode(code)), 429, 'OTP_TOO_MANY_ATTEMPTS');
    expectFailure(await verify(member, code), 429, 'OTP_TOO_MANY_ATTEMPTS');
    expect(await status(member)).toEqual({
      active: false,
      verified: false,
      expiresAt: null,
      attemptsLeft: 0,
    });
    // A new code starts afresh.
    const fresh = await requestCode(t, member);
    expect((await verify(member, fresh)).status).toBe(200);
  });

  it('counts parallel wrong guesses exactly: 20 at once kill the code after precisely 5', async () => {
    const member = await createMember(t);
    const code = await requestCode(t, member);
    const guesses = await Promise.all(Array.from({ length: 20 }, () => verify(member, wrongCode(code))));
    expect(guesses.every((g) => g.status >= 400)).toBe(true);
    const [row] = await codeRows(member);
    expect(row?.failedAttempts).toBe(5);
    expectFailure(await verify(member, code), 429, 'OTP_TOO_MANY_ATTEMPTS');
  });

  it('expires at 10 minutes (moved clock): valid at 9:59, OTP_EXPIRED at 10:00', async () => {
    const member = await createMember(t);
    const early = await requestCode(t, member);
    t.clock.advance(9 * 60_000 + 59_000);
    expect((await verify(member, early)).status).toBe(200);

    const late = await requestCode(t, member);
    t.clock.advanceMinutes(10);
    expectFailure(await verify(member, late), 400, 'OTP_EXPIRED');
    expect(await status(member)).toMatchObject({ active: false, expiresAt: null });
  });

  it("never accepts another member's code", async () => {
    const alice = await createMember(t);
    const bob = await createMember(t);
    const aliceCode = await requestCode(t, alice);
    // Bob has no code of his own: nothing to match.
    expectFailure(await verify(bob, aliceCode), 400, 'OTP_INVALID');
    let bobCode = await requestCode(t, bob);
    if (bobCode === aliceCode) bobCode = await requestCode(t, bob);
    expect(bobCode).not.toBe(aliceCode);
    expectFailure(await verify(bob, aliceCode), 400, 'OTP_INVALID');
    // Alice's code is still hers, untouched by Bob's tries.
    expect((await verify(alice, aliceCode)).status).toBe(200);
  });

  it('answers OTP_INVALID when no code was ever requested, and checks the format', async () => {
    const member = await createMember(t);
    expectFailure(await verify(member, '123456'), 400, 'OTP_INVALID');
    const empty = await verify(member, '');
    expectFailure(empty, 400, 'VALIDATION_ERROR');
    expect(empty.body.data.errors).toEqual([{ path: 'otp', message: 'Please enter the OTP code' }]);
    expectFailure(await verify(member, '12345a'), 400, 'VALIDATION_ERROR');
  });
});
