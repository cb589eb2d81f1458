import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../src/features/activity/activity.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember, type TestUser } from '../support/users';
import { expectFailure, fundedMember, mailsTo, usableAddress, verifiedCode } from '../withdrawals/support';
import { alignToStep, enrolTotp, totpAt } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a withdrawal of a member with a second factor', () => {
  it('needs a current code on top of the e-mailed one; wrong and missing codes are refused', async () => {
    const member = await fundedMember(t, '50');
    const { secret } = await enrolTotp(t, member);
    const otp = await verifiedCode(t, member);
    const body = { amount: '10', walletAddress: await usableAddress(t, member), asset: 'USDT', otp };
    const post = (extra: Record<string, unknown>) =>
      t.post('/api/withdrawals', { token: member.token, body: { ...body, ...extra } });
    expectFailure(await post({}), 400, 'TWO_FACTOR_CODE_REQUIRED');
    alignToStep(t);
    const wrong = totpAt(secret, new Date(t.clock.now().getTime() - 5 * 30_000));
    expectFailure(await post({ twoFactorCode: wrong }), 400, 'TWO_FACTOR_INVALID_CODE');
    const code = totpAt(secret, t.clock.now());
    const ok = await post({ twoFactorCode: code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('a member without one keeps the two steps', async () => {
    const member = await fundedMember(t, '50');
    const otp = await verifiedCode(t, member);
    const res = await t.post('/api/withdrawals', {
      token: member.token,
      body: { amount: '10', walletAddress: await usableAddress(t, member), asset: 'USDT', otp },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

const signIn = async (user: TestUser, from: { ip: string; cookie?: string; userAgent?: string }) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    remoteAddress: from.ip,
    headers: {
      'user-agent': from.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36',
      ...(from.cookie ? { cookie: from.cookie } : {}),
    },
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  expect(setCookie).toMatch(/HttpOnly; SameSite=Strict/);
  return { cookie: setCookie.split(';')[0]!, token: res.json().data.token as string };
};

describe('new-device alert', () => {
  it('exactly one e-mail per new device or network; none for a known one', async () => {
    const member = await createMember(t);
    const alerts = async () => (await mailsTo(t, member.email, 'new-device-sign-in')).length;
    const home = await signIn(member, { ip: '203.0.113.7' }); // the first sign-in: nothing known yet
    expect(await alerts()).toBe(0);
    await signIn(member, { ip: '203.0.113.7', cookie: home.cookie });
    await signIn(member, { ip: '203.0.113.99', cookie: home.cookie }); // same /24
    expect(await alerts()).toBe(0);
    const laptop = await signIn(member, { ip: '203.0.113.7' }); // no cookie: a new device
    expect(await alerts()).toBe(1);
    await signIn(member, { ip: '203.0.113.7', cookie: laptop.cookie });
    expect(await alerts()).toBe(1);
    await signIn(member, { ip: '198.51.100.4', cookie: home.cookie }); // a known device, a new network
    expect(await alerts()).toBe(2);
    await signIn(member, { ip: '2001:db8:1234:1::1', cookie: home.cookie });
    await signIn(member, { ip: '2001:db8:1234:ffff::2', cookie: home.cookie }); // same /48
    expect(await alerts()).toBe(3);
    const [mail] = await mailsTo(t, member.email, 'new-device-sign-in');
    expect(mail!.text).toContain('Address: 2001:db8:1234:1::1');
    expect(mail!.text).toContain('Chrome 140 on Linux');
    expect(mail!.text).toMatch(/\/end-sessions\?token=[A-Za-z0-9_-]{43}/);
    // In the member's activity: the logins from a new device say so.
    const logins = await t.db
      .select({ details: activityEvents.details })
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, member.id), eq(activityEvents.type, 'login')));
    expect(logins.filter((l) => (l.details as { newDevice?: boolean }).newDevice === true)).toHaveLength(3);
  });

  it("the e-mail's link ends every session of the account, once", async () => {
    const member = await createMember(t);
    const first = await signIn(member, { ip: '192.0.2.1' });
    const second = await signIn(member, { ip: '192.0.2.1' });
    const [mail] = await mailsTo(t, member.email, 'new-device-sign-in');
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const res = await t.post('/api/users/sessions/end-all', { body: { token } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.ended).toBeGreaterThanOrEqual(3);
    for (const session of [first, second, member]) {
      expect((await t.get('/api/users/profile', { token: session.token })).status).toBe(401);
    }
    expectFailure(
      await t.post('/api/users/sessions/end-all', { body: { token } }),
      400,
      'SESSIONS_LINK_INVALID',
    );
  });
});

describe('sessions on /profile', () => {
  it('lists live sessions and signs out one, or all others', async () => {
    const member = await createMember(t);
    const other = await signIn(member, {
      ip: '192.0.2.50',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0',
    });
    const third = await signIn(member, { ip: '192.0.2.51' });
    const list = await t.get('/api/users/sessions', { token: member.token });
    expect(list.status).toBe(200);
    expect(list.body.data.sessions).toHaveLength(3);
    const firefox = list.body.data.sessions.find((s: { browser: string }) => s.browser === 'Firefox 130');
    expect(firefox).toMatchObject({ device: 'Windows', ip: '192.0.2.50', current: false });
    expect(list.body.data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const end = await t.del(`/api/users/sessions/${firefox._id}`, { token: member.token });
    expect(end.status).toBe(200);
    expect((await t.get('/api/users/profile', { token: other.token })).status).toBe(401);
    // Another account's session is not found.
    const stranger = await createMember(t);
    expectFailure(
      await t.del(`/api/users/sessions/${firefox._id}`, { token: stranger.token }),
      404,
      'SESSION_NOT_FOUND',
    );

    const others = await t.post('/api/users/sessions/end-others', { token: member.token, body: {} });
    expect(others.body.data.ended).toBe(1);
    expect((await t.get('/api/users/profile', { token: third.token })).status).toBe(401);
    expect((await t.get('/api/users/profile', { token: member.token })).status).toBe(200);
  });
});
