import { DEFAULT_APP_NAME, OTP_MAX_WRONG_PER_DAY } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithSmtp } from '../support/app-with-smtp';
import type { TestApp } from '../support/create-test-app';
import type { TestSmtp } from '../support/smtp';
import { type TestUser } from '../support/users';
import { expectFailure, freshAddress, fundedMember, mailsTo, requestCode, wrongCode } from './support';

let t: TestApp;
let smtp: TestSmtp;
let close: () => Promise<void>;
beforeAll(async () => ({ t, smtp, close } = await startTestAppWithSmtp()));
afterAll(() => close());

const DAY = 86_400_000;
/** Moves the test clock to `hours` past the next UTC midnight. */
const moveToNextDay = (hours: number) => {
  const now = t.clock.now().getTime();
  t.clock.advance(Math.floor(now / DAY) * DAY + DAY + hours * 3_600_000 - now);
};
const verify = (member: TestUser, otp: string) =>
  t.post('/api/otp/withdrawal/verify', { token: member.token, body: { otp } });
const signIn = async (member: TestUser) => {
  const res = await t.post('/api/users/login', { body: { email: member.email, password: member.password } });
  expect(res.status).toBe(200);
  member.token = res.body.data.token as string;
};

describe('wrong withdrawal codes are capped per member per day', () => {
  it(`after ${OTP_MAX_WRONG_PER_DAY} wrong codes in a UTC day, withdrawals freeze until midnight and the member is e-mailed once`, async () => {
    moveToNextDay(12); // noon UTC: the day has room on both sides
    const member = await fundedMember(t, '100');
    const other = await fundedMember(t, '100');
    await signIn(member);
    await signIn(other);

    // A first code dies after 5 wrong tries; a new code allows only what is left of the day's cap.
    const first = await requestCode(t, member);
    for (let i = 0; i < 4; i++) expectFailure(await verify(member, wrongCode(first)), 400, 'OTP_INVALID');
    expectFailure(await verify(member, wrongCode(first)), 429, 'OTP_TOO_MANY_ATTEMPTS');
    t.clock.advanceMinutes(6);
    const second = await requestCode(t, member);
    for (let i = 0; i < OTP_MAX_WRONG_PER_DAY - 6; i++) {
      expectFailure(await verify(member, wrongCode(second)), 400, 'OTP_INVALID');
    }
    const frozen = await verify(member, wrongCode(second));
    expectFailure(frozen, 429, 'WITHDRAWALS_FROZEN');
    const midnight = new Date(Math.floor(t.clock.now().getTime() / DAY) * DAY + DAY);
    expect(frozen.body.data).toEqual({ availableAt: midnight.toISOString() });
    expect(Number(frozen.headers['retry-after'])).toBeGreaterThan(0);

    // Frozen: no code is sent, checked (not even the right one) or used, for the rest of the day.
    expectFailure(await verify(member, second), 429, 'WITHDRAWALS_FROZEN');
    expectFailure(
      await t.post('/api/otp/withdrawal/request', { token: member.token }),
      429,
      'WITHDRAWALS_FROZEN',
    );
    const withdrawal = await t.post('/api/withdrawals', {
      token: member.token,
      body: { amount: 10, walletAddress: freshAddress(), asset: 'USDT', otp: second },
    });
    expectFailure(withdrawal, 429, 'WITHDRAWALS_FROZEN');
    t.clock.advanceMinutes(60 * 11);
    await signIn(member);
    expectFailure(
      await t.post('/api/otp/withdrawal/request', { token: member.token }),
      429,
      'WITHDRAWALS_FROZEN',
    );

    // One e-mail, over SMTP, with a link to secure the account; another member is not affected.
    const mail = await smtp.waitFor((m) => m.to.includes(member.email) && m.subject.includes('paused'));
    expect(mail.subject).toBe(`Withdrawals paused on your ${DEFAULT_APP_NAME} account`);
    expect(mail.text).toContain('http://localhost:5173/forgot-password');
    expect(await mailsTo(t, member.email, 'withdrawals-frozen')).toHaveLength(1);
    await signIn(other);
    expect((await t.post('/api/otp/withdrawal/request', { token: other.token })).status).toBe(200);

    // The next UTC day, codes work again.
    moveToNextDay(0.1);
    await signIn(member);
    const fresh = await requestCode(t, member);
    expect((await verify(member, fresh)).status).toBe(200);
  });

  it('the code is not in the subject line of its e-mail', async () => {
    const member = await fundedMember(t, '10');
    await signIn(member);
    const code = await requestCode(t, member);
    const mail = await smtp.waitFor((m) => m.to.includes(member.email) && m.text.includes(`Code: ${code}`));
    expect(mail.subject).toBe('Your withdrawal code');
    expect(mail.subject).not.toContain(code);
  });
});
