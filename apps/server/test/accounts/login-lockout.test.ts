// Sign-in throttling (issue 21, ADR 0009). Replaces the 15-minute lockout of issue 8: failures
// now slow the source and, for sources the account does not know, the account, with blocks that
// grow (1, 2, 4, 8, 15 minutes); the owner's known sources are judged on their own, so nobody can
// keep an owner out. The rules kept from before: "max login attempts" failures are free, the
// right password is refused while a block runs, parallel failures all count, an e-mail no account
// has is answered exactly alike, counters are forgotten a day after their last failure.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThrottles } from '../../src/features/accounts/accounts.tables';
import { deleteStaleSignInThrottles } from '../../src/features/accounts/sign-in-throttle';
import { signInSource } from '../../src/features/accounts/sign-in-source';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { startTestSmtp, type TestSmtp } from '../support/smtp';
import { createAdmin, createMember } from '../support/users';
import { latestToken } from './account-helpers';
import { signIn } from '../support/second-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WRONG = 'Wrong!Passw0rd';
const OWNER_HOME = '198.51.100.7';
const ATTACKER = '203.0.113.9';

const loginOn = (app: TestApp, email: string, password: string, from = ATTACKER) =>
  app.post('/api/users/login', { body: { email, password }, remoteAddress: from });
const login = (email: string, password: string, from = ATTACKER) => loginOn(t, email, password, from);

async function failTimes(email: string, times: number, from = ATTACKER, app = t) {
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await loginOn(app, email, WRONG, from));
  return answers;
}

describe('the source key', () => {
  it('is the IPv4 address, or the IPv6 /64 (IPv4-mapped addresses are IPv4)', () => {
    expect(signInSource('203.0.113.9')).toBe('203.0.113.9');
    expect(signInSource('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(signInSource('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(signInSource('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(signInSource('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(signInSource('::1')).toBe('0:0:0:0::/64');
    expect(signInSource('not an address')).toBeNull();
    expect(signInSource(null)).toBeNull();
  });
});

describe('an account guessed from sources it does not know', () => {
  it('is throttled after "max login attempts" failures, with blocks that grow, right password or not', async () => {
    const member = await createMember(t);
    const answers = await failTimes(member.email, 5);
    expect(answers.slice(0, 4).map((a) => a.body.message)).toEqual(Array(4).fill('INVALID_CREDENTIALS'));
    expect(answers[4]?.status).toBe(429);
    expect(answers[4]?.body).toMatchObject({
      success: false,
      message: 'TOO_MANY_LOGIN_ATTEMPTS',
      error: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    });
    expect(answers[4]?.headers['retry-after']).toBe('60');

    // While the block runs the right password from an unknown source is refused, and not counted.
    const right = await login(member.email, member.password, '192.0.2.44');
    expect(right.status).toBe(429);
    expect(right.text).not.toMatch(/eyJ/);

    // Each failure past the allowance blocks for longer: 2, 4, 8, then at most 15 minutes.
    const blocks = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advanceMinutes(16);
      blocks.push((await login(member.email, WRONG)).headers['retry-after']);
    }
    expect(blocks).toEqual(['120', '240', '480', '900', '900']);
    t.clock.advanceMinutes(16);
    expect((await login(member.email, member.password)).status).toBe(200);
  });

  it('never stops the owner from a source they signed in from before', async () => {
    const member = await createMember(t);
    expect((await login(member.email, member.password, OWNER_HOME)).status).toBe(200);
    // An attacker elsewhere: blocked after 5, and on and on.
    await failTimes(member.email, 5);
    for (let i = 0; i < 3; i++) {
      t.clock.advanceMinutes(16);
      await failTimes(member.email, 1);
    }
    expect((await login(member.email, member.password)).status).toBe(429);
    // The owner at home gets in at once, every time.
    const home = await login(member.email, member.password, OWNER_HOME);
    expect(home.status).toBe(200);
    expect(home.body.data.token).toEqual(expect.any(String));
  });

  it('lets the owner in from a new place once a password reset was completed from there', async () => {
    const member = await createMember(t);
    await failTimes(member.email, 6);
    const travelling = '192.0.2.200';
    expect((await login(member.email, member.password, travelling)).status).toBe(429);

    await t.post('/api/users/forgot-password', { body: { email: member.email }, remoteAddress: travelling });
    const token = await latestToken(t, member.email, 'reset-password');
    const newPassword = 'N3w!Passw0rd';
    const reset = await t.post('/api/users/reset-password', {
      body: { token, newPassword, confirmPassword: newPassword },
      remoteAddress: travelling,
    });
    expect(reset.status).toBe(200);
    expect((await login(member.email, newPassword, travelling)).status).toBe(200);
    // The guesser is still slowed.
    expect((await login(member.email, newPassword, ATTACKER)).status).toBe(429);
  });

  it('counts parallel failures too', async () => {
    const member = await createMember(t);
    await Promise.all(Array.from({ length: 5 }, () => login(member.email, WRONG)));
    expect((await login(member.email, member.password)).body.message).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  });

  it('reads the "max login attempts" setting at each failure', async () => {
    const member = await createMember(t);
    await writeSetting(t.db, 'maxLoginAttempts', 3);
    try {
      const answers = await failTimes(member.email, 3);
      expect(answers.map((a) => a.body.message)).toEqual([
        'INVALID_CREDENTIALS',
        'INVALID_CREDENTIALS',
        'TOO_MANY_LOGIN_ATTEMPTS',
      ]);
      const patient = await createMember(t);
      await writeSetting(t.db, 'maxLoginAttempts', 10);
      const tenth = await failTimes(patient.email, 10);
      expect(tenth.slice(0, 9).every((a) => a.body.message === 'INVALID_CREDENTIALS')).toBe(true);
      expect(tenth[9]?.body.message).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    } finally {
      await writeSetting(t.db, 'maxLoginAttempts', 5);
    }
  });

  it('never changes the account status (ACCOUNT_LOCKED stays an admin decision)', async () => {
    const member = await createMember(t);
    await failTimes(member.email, 8);
    t.clock.advanceMinutes(16);
    const answer = await login(member.email, member.password, OWNER_HOME);
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.status).toBe('ACTIVE');
  });
});

describe("the owner's own typos at a known source", () => {
  it('throttle that source and account alone, and a success starts the count again', async () => {
    const member = await createMember(t);
    expect((await login(member.email, member.password, OWNER_HOME)).status).toBe(200);
    const typos = await failTimes(member.email, 4, OWNER_HOME);
    expect(typos.every((a) => a.body.message === 'INVALID_CREDENTIALS')).toBe(true);
    expect((await login(member.email, member.password, OWNER_HOME)).status).toBe(200);
    const again = await failTimes(member.email, 5, OWNER_HOME);
    expect(again.map((a) => a.body.message).slice(3)).toEqual([
      'INVALID_CREDENTIALS',
      'TOO_MANY_LOGIN_ATTEMPTS',
    ]);
    expect((await login(member.email, member.password, OWNER_HOME)).status).toBe(429);
    // Nobody else is affected: the account from elsewhere still has its own allowance.
    expect((await login(member.email, WRONG, ATTACKER)).body.message).toBe('INVALID_CREDENTIALS');
  });
});

describe('an e-mail no account has is throttled alike', () => {
  it('answers exactly as an account does: the same failures, the same blocks, the same end', async () => {
    const member = await createMember(t);
    const unknown = `nobody-${Date.now()}@example.com`;
    const known = await failTimes(member.email, 6);
    const stranger = await failTimes(unknown, 6);
    const shape = (a: (typeof known)[number]) => [a.status, a.body, a.headers['retry-after']];
    expect(stranger.map(shape)).toEqual(known.map(shape));
    expect(stranger[4]?.body.message).toBe('TOO_MANY_LOGIN_ATTEMPTS');

    t.clock.advanceMinutes(2);
    expect((await login(unknown, WRONG)).headers['retry-after']).toBe('120');
    expect((await login(member.email, WRONG)).headers['retry-after']).toBe('120');
  });

  it('counts in any letter case, and forgets a counter a day after its last failure', async () => {
    const unknown = `Mixed-${Date.now()}@Example.com`;
    await failTimes(unknown.toLowerCase(), 2);
    await failTimes(unknown.toUpperCase(), 2);
    expect((await login(unknown, WRONG)).body.message).toBe('TOO_MANY_LOGIN_ATTEMPTS');

    const counted = () =>
      t.db
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.key, `account:${unknown.toLowerCase()}`));
    expect(await counted()).toHaveLength(1);
    expect(await deleteStaleSignInThrottles(t.db, t.clock.now())).toBe(0);
    t.clock.advanceMinutes(24 * 60 + 1);
    await deleteStaleSignInThrottles(t.db, t.clock.now());
    expect(await counted()).toHaveLength(0);
    expect((await failTimes(unknown, 4)).every((a) => a.body.message === 'INVALID_CREDENTIALS')).toBe(true);
  });
});

describe('a source that fails on many accounts (RATE_LIMIT_SCALE 1: blocked at the 10th failure)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(() => strict.close());
  const someone = (n: number) => `sprayed-${n}-${Date.now()}@example.com`;

  it('is blocked for longer after each failure past its allowance; other sources are not', async () => {
    const from = '203.0.113.77';
    const first = [];
    for (let i = 0; i < 10; i++) first.push(await loginOn(strict, someone(i), WRONG, from));
    expect(first.slice(0, 9).map((a) => a.body.message)).toEqual(Array(9).fill('INVALID_CREDENTIALS'));
    expect(first[9]?.status).toBe(429);
    expect(first[9]?.headers['retry-after']).toBe('60');
    // Refused while blocked (not counted), whatever the account; another source goes on.
    expect((await loginOn(strict, someone(99), WRONG, from)).status).toBe(429);
    expect((await loginOn(strict, someone(99), WRONG, '203.0.113.78')).body.message).toBe(
      'INVALID_CREDENTIALS',
    );

    const growing = [];
    for (let i = 0; i < 3; i++) {
      strict.clock.advanceMinutes(16);
      growing.push((await loginOn(strict, someone(20 + i), WRONG, from)).headers['retry-after']);
    }
    expect(growing).toEqual(['120', '240', '480']);
  });

  it('counts an IPv6 /64 as one source', async () => {
    const answers = [];
    for (let i = 1; i <= 10; i++)
      answers.push(await loginOn(strict, someone(100 + i), WRONG, `2001:db8:aa:bb::${i.toString(16)}`));
    expect(answers.slice(0, 9).every((a) => a.body.message === 'INVALID_CREDENTIALS')).toBe(true);
    expect(answers[9]?.status).toBe(429);
    // Any address of that /64 is blocked; the next /64 is not.
    expect((await loginOn(strict, someone(200), WRONG, '2001:db8:aa:bb:ffff::1')).status).toBe(429);
    expect((await loginOn(strict, someone(201), WRONG, '2001:db8:aa:bc::1')).body.message).toBe(
      'INVALID_CREDENTIALS',
    );
    const rows = await strict.db
      .select()
      .from(signInThrottles)
      .where(like(signInThrottles.key, 'source:2001:db8:aa:%'));
    expect(rows.map((r) => r.key).sort()).toEqual([
      'source:2001:db8:aa:bb::/64',
      'source:2001:db8:aa:bc::/64',
    ]);
  });
});

describe('an admin whose account is being guessed', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await createTestApp({ env: { SMTP_URL: smtp.url } });
    app.app.jobs.start();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('is e-mailed once per episode, not per attempt, and still signs in from a known place', async () => {
    const admin = await createAdmin(app);
    // A completed sign-in (password and second factor) makes the place known.
    await signIn(app, admin, { remoteAddress: OWNER_HOME });
    await failTimes(admin.email, 5, ATTACKER, app);
    for (let i = 0; i < 4; i++) {
      app.clock.advanceMinutes(16);
      await failTimes(admin.email, 1, `203.0.113.${100 + i}`, app);
    }
    const subject = 'Someone is trying to sign in to your admin account';
    const mail = await smtp.waitFor((m) => m.to.includes(admin.email) && m.subject === subject);
    expect(mail.text).toContain('/admin/security-events');
    expect(mail.text).toContain(ATTACKER);
    expect((await loginOn(app, admin.email, admin.password, OWNER_HOME)).status).toBe(200);

    // A day of quiet ends the episode; the next one is e-mailed again, once.
    app.clock.advanceMinutes(24 * 60 + 20);
    await failTimes(admin.email, 7, '192.0.2.9', app);
    await smtp.waitFor((m) => m.to.includes(admin.email) && m.subject === subject && m !== mail);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.to.includes(admin.email) && m.subject === subject)).toHaveLength(2);
    const [row] = await app.db
      .select()
      .from(signInThrottles)
      .where(and(eq(signInThrottles.key, `account:${admin.email.toLowerCase()}`)));
    expect(row?.alertedAt).toBeInstanceOf(Date);
  });

  it('a member guessed the same way gets no such e-mail', async () => {
    const member = await createMember(app);
    await failTimes(member.email, 6, ATTACKER, app);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages.filter((m) => m.to.includes(member.email))).toHaveLength(0);
  });
});
