// Security events (issue 21, ASVS 16.3.1-16.3.2): what is written, that it names the account and
// the source, holds no secret, cannot be changed, and how admins read and export it.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.tables';
import { securityEvents } from '../../src/features/security-events/security-events.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { latestToken } from '../accounts/account-helpers';
import { latestCode, wrongCode } from '../withdrawals/support';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const UA = 'Mozilla/5.0 (X11; Linux x86_64) SecurityEventsTest/1.0';
const WRONG = 'Wrong!Passw0rd';
const eventsOf = (userId: string) =>
  t.db.select().from(securityEvents).where(eq(securityEvents.userId, userId)).orderBy(securityEvents.id);
const list = (query: Record<string, string | number>) =>
  t.get('/api/admin/security-events', { token: admin.token, query });

describe('what is written', () => {
  it('a failed sign-in names the account, the address and the browser; an unknown e-mail is kept as typed', async () => {
    const member = await createMember(t);
    await t.post('/api/users/login', {
      body: { email: member.email, password: WRONG },
      remoteAddress: '203.0.113.21',
      headers: { 'user-agent': UA },
    });
    const [event] = await eventsOf(member.id);
    expect(event).toMatchObject({
      type: 'login.failed',
      userId: member.id,
      email: null,
      ip: '203.0.113.21',
      userAgent: UA,
      details: { reason: 'wrong_password' },
    });

    const nobody = `Nobody-${Date.now()}@Example.com`;
    await t.post('/api/users/login', {
      body: { email: nobody, password: WRONG },
      remoteAddress: '203.0.113.22',
    });
    const [unknown] = await t.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.email, nobody.toLowerCase()));
    expect(unknown).toMatchObject({
      type: 'login.failed',
      userId: null,
      details: { reason: 'unknown_email' },
    });
  });

  it('throttling and refusals while blocked, and a right password for a LOCKED account', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 6; i++) {
      await t.post('/api/users/login', {
        body: { email: member.email, password: WRONG },
        remoteAddress: '203.0.113.23',
      });
    }
    const types = (await eventsOf(member.id)).map((e) => e.type);
    expect(types).toEqual([
      'login.failed',
      'login.failed',
      'login.failed',
      'login.failed',
      'login.failed',
      'login.throttled',
      'login.blocked',
    ]);
    const throttled = (await eventsOf(member.id)).find((e) => e.type === 'login.throttled');
    expect(throttled?.details).toMatchObject({
      call: 'login',
      scope: 'account',
      failures: 5,
      retryAfterSeconds: 60,
    });

    const locked = await createMember(t, { status: 'LOCKED' });
    const answer = await t.post('/api/users/login', {
      body: { email: locked.email, password: locked.password },
    });
    expect(answer.body.message).toBe('ACCOUNT_LOCKED');
    expect((await eventsOf(locked.id)).map((e) => [e.type, e.details])).toEqual([
      ['login.refused', { reason: 'ACCOUNT_LOCKED' }],
    ]);
  });

  it('password changes (and wrong current passwords) and resets', async () => {
    const member = await createMember(t);
    const change = (currentPassword: string, newPassword = 'An0ther!Passw0rd') =>
      t.put('/api/users/change-password', {
        token: member.token,
        body: { currentPassword, newPassword, confirmPassword: newPassword },
        headers: { 'user-agent': UA },
      });
    expect((await change(WRONG)).body.message).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await change(member.password)).status).toBe(200);

    await t.post('/api/users/forgot-password', { body: { email: member.email } });
    const token = await latestToken(t, member.email, 'reset-password');
    const reset = 'Th1rd!Passw0rd';
    await t.post('/api/users/reset-password', {
      body: { token, newPassword: reset, confirmPassword: reset },
      remoteAddress: '198.51.100.30',
    });
    const events = await eventsOf(member.id);
    expect(events.map((e) => e.type)).toEqual([
      'password.change_failed',
      'password.changed',
      'password.reset',
    ]);
    expect(events[0]).toMatchObject({ userAgent: UA, details: { reason: 'wrong_current_password' } });
    expect(events[2]).toMatchObject({ ip: '198.51.100.30' });
  });

  it('a wrong withdrawal code, without the code', async () => {
    const member = await createMember(t);
    await t.post('/api/otp/withdrawal/request', { token: member.token });
    const code = await latestCode(t, member.email);
    const wrong = wrongCode(code);
    expect(
      (await t.post('/api/otp/withdrawal/verify', { token: member.token, body: { otp: wrong } })).status,
    ).toBe(400);
    const [event] = await eventsOf(member.id);
    expect(event).toMatchObject({
      type: 'otp.failed',
      details: { purpose: 'withdrawal', failedAttempts: 1 },
    });
    expect(JSON.stringify(event)).not.toContain(wrong);
    expect(JSON.stringify(event)).not.toContain(code);
  });

  it('a refused admin call (403) names the member, the route and the address', async () => {
    const member = await createMember(t);
    const refused = await t.get('/api/users/admin/all', { token: member.token, remoteAddress: '192.0.2.55' });
    expect(refused.status).toBe(403);
    const [event] = await eventsOf(member.id);
    expect(event).toMatchObject({
      type: 'access.denied',
      ip: '192.0.2.55',
      details: { method: 'GET', route: '/api/users/admin/all' },
    });
  });

  it('never holds a password, and cannot be changed or deleted', async () => {
    const all = JSON.stringify(await t.db.select().from(securityEvents));
    for (const secret of [WRONG, 'An0ther!Passw0rd', 'Th1rd!Passw0rd', 'Str0ng!Passw0rd']) {
      expect(all).not.toContain(secret);
    }
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (err: { cause?: { message?: string } }) => err.cause?.message ?? String(err),
      );
    expect(await refusal(t.db.execute(sql`UPDATE security_events SET type = 'x'`))).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(t.db.execute(sql`DELETE FROM security_events`))).toMatch(/append-only: DELETE/);
    expect(await refusal(t.db.execute(sql`TRUNCATE security_events`))).toMatch(/append-only: TRUNCATE/);
  });
});

describe('GET /api/admin/security-events', () => {
  it('pages newest first and filters by type, account, address and day; the read is audited', async () => {
    const member = await createMember(t);
    for (const ip of ['2001:db8:5:6::1', '2001:db8:5:6::2']) {
      await t.post('/api/users/login', { body: { email: member.email, password: WRONG }, remoteAddress: ip });
    }
    const byAccount = await list({ account: member.userId });
    expect(byAccount.status).toBe(200);
    expect(byAccount.body.data.securityEvents.map((e: { ipAddress: string }) => e.ipAddress)).toEqual([
      '2001:db8:5:6::2',
      '2001:db8:5:6::1',
    ]);
    expect(byAccount.body.data.securityEvents[0]).toMatchObject({
      type: 'login.failed',
      account: { _id: member.id, userId: member.userId, email: member.email },
      email: null,
    });
    expect((await list({ account: member.email.toUpperCase() })).body.data.pagination.totalRecords).toBe(2);
    expect((await list({ ip: '2001:db8:5:6:' })).body.data.securityEvents).toHaveLength(2);
    expect((await list({ ip: '2001:db8:5:6::1' })).body.data.securityEvents).toHaveLength(1);
    expect(
      (await list({ account: member.email, type: 'access.denied' })).body.data.securityEvents,
    ).toHaveLength(0);

    const today = t.clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(
      (await list({ account: member.email, from: today, to: today })).body.data.securityEvents,
    ).toHaveLength(2);
    expect((await list({ account: member.email, from: tomorrow })).body.data.securityEvents).toHaveLength(0);

    const page = await list({ limit: 1, page: 2 });
    expect(page.body.data.securityEvents).toHaveLength(1);
    expect(page.body.data.pagination).toMatchObject({ currentPage: 2, limit: 1 });

    expect((await list({ type: 'nonsense' })).body.message).toBe('VALIDATION_ERROR');
    expect((await list({ from: '2025-02-30' })).body.message).toBe('VALIDATION_ERROR');

    const [read] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'security_events.read'))
      .orderBy(desc(auditLog.id));
    expect(read).toMatchObject({ actorId: admin.id, targetType: 'security_events' });
  });

  it('exports the same filters as CSV, audited like every export', async () => {
    const member = await createMember(t);
    await t.post('/api/users/login', {
      body: { email: member.email, password: WRONG },
      remoteAddress: '198.51.100.61',
      headers: { 'user-agent': '=HYPERLINK("http://evil")' },
    });
    const csv = await t.get('/api/admin/security-events/export.csv', {
      token: admin.token,
      query: { account: member.email },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID,Time,Type,Account user ID,Account email,Email typed (no account),IP address,User agent,Details',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `login.failed,${member.userId},${member.email},,198.51.100.61,"'=HYPERLINK(""http://evil"")"`,
    );
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export.security_events'));
    expect(entry).toMatchObject({ actorId: admin.id });
  });
});

describe('a wrong current password on change-password', () => {
  it("counts towards the account's sign-in failures, and is refused while the account is blocked", async () => {
    const member = await createMember(t);
    const from = '203.0.113.88';
    const change = (currentPassword: string) =>
      t.put('/api/users/change-password', {
        token: member.token,
        remoteAddress: from,
        body: { currentPassword, newPassword: 'Fourth!Passw0rd', confirmPassword: 'Fourth!Passw0rd' },
      });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await change(WRONG)).body.message);
    expect(answers).toEqual(Array(4).fill('CURRENT_PASSWORD_INCORRECT'));
    // One more wrong password, at sign-in, reaches "max login attempts" (5): the account is throttled.
    const fifth = await t.post('/api/users/login', {
      body: { email: member.email, password: WRONG },
      remoteAddress: from,
    });
    expect(fifth.body.message).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    // Even the right current password waits now; the password is unchanged.
    const blocked = await change(member.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    t.clock.advanceMinutes(2);
    expect((await change(member.password)).status).toBe(200);
  });

  it('is blocked by itself after "max login attempts" wrong tries', async () => {
    const member = await createMember(t);
    const change = (currentPassword: string) =>
      t.put('/api/users/change-password', {
        token: member.token,
        remoteAddress: '203.0.113.89',
        body: { currentPassword, newPassword: 'Fourth!Passw0rd', confirmPassword: 'Fourth!Passw0rd' },
      });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await change(WRONG));
    expect(answers.map((a) => a.body.message).slice(3)).toEqual([
      'CURRENT_PASSWORD_INCORRECT',
      'TOO_MANY_LOGIN_ATTEMPTS',
    ]);
    expect(answers[4]?.headers['retry-after']).toBe('60');
  });
});
