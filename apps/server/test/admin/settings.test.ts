import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { auditEntries } from './admin-helpers';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const putSettings = (body: unknown, token = admin.token) => t.put('/api/admin/settings', { token, body });
const login = (email: string, password: string) => t.post('/api/users/login', { body: { email, password } });

describe('GET and PUT /api/admin/settings', () => {
  it("reads the stored settings with the admin document's defaults and the platform settings", async () => {
    const res = await t.get('/api/admin/settings', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      emailNotifications: true,
      systemMaintenanceMode: false,
      autoBackup: true,
      auditLogs: true,
      sessionTimeout: 30,
      maxLoginAttempts: 5,
      subscriptionFee: 10,
      subscriptionPeriodDays: 365,
      subscriptionMaxPeriodsAhead: 2,
    });
    expect(res.body.data.downlineRewardRates).toHaveLength(15);
  });

  it('stores a partial change, answers every setting, and audits only what changed', async () => {
    const res = await putSettings({ emailNotifications: false, sessionTimeout: 60, auditLogs: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ emailNotifications: false, sessionTimeout: 60, auditLogs: true });
    const again = await t.get('/api/admin/settings', { token: admin.token });
    expect(again.body.data).toMatchObject({
      emailNotifications: false,
      sessionTimeout: 60,
      maxLoginAttempts: 5,
    });

    const [entry] = await auditEntries(t, admin.token, { action: 'settings.update' });
    expect(entry).toMatchObject({
      action: 'settings.update',
      actor: { userId: admin.userId, email: admin.email },
      target: { type: 'settings', id: null },
      before: { emailNotifications: true, sessionTimeout: 30 },
      after: { emailNotifications: false, sessionTimeout: 60 },
    });
    expect(entry?.after).not.toHaveProperty('auditLogs');
    expect(entry?.ipAddress).toBeTruthy();
    await putSettings({ emailNotifications: true, sessionTimeout: 30 });
  });

  it('changes the fee, the period, the periods paid ahead and both rate schedules, with exact decimals', async () => {
    const downline = Array.from({ length: 15 }, (_, i) => ({ level: i + 1, percent: i < 5 ? '2.2' : '0.4' }));
    const res = await putSettings({
      subscriptionFee: '12.5',
      subscriptionPeriodDays: 30,
      subscriptionMaxPeriodsAhead: 3,
      directRewardRates: [{ level: 1, percent: 25 }],
      downlineRewardRates: downline,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      subscriptionFee: 12.5,
      subscriptionPeriodDays: 30,
      subscriptionMaxPeriodsAhead: 3,
      directRewardRates: [{ level: 1, percent: 25 }],
    });
    expect(res.body.data.downlineRewardRates[0]).toEqual({ level: 1, percent: 2.2 });
  });

  it.each([
    [{ sessionTimeout: 45 }, 'sessionTimeout', 'Session timeout must be 15, 30, 60, 120 or 240 minutes'],
    [{ maxLoginAttempts: 4 }, 'maxLoginAttempts', 'Max login attempts must be 3, 5 or 10'],
    [{ emailNotifications: 'yes' }, 'emailNotifications', undefined],
    [
      { subscriptionFee: 0 },
      'subscriptionFee',
      'Subscription fee must be an amount between 0.01 and 1000000',
    ],
    [
      { subscriptionMaxPeriodsAhead: 0 },
      'subscriptionMaxPeriodsAhead',
      'Periods paid ahead must be between 1 and 100',
    ],
    [
      { subscriptionMaxPeriodsAhead: 101 },
      'subscriptionMaxPeriodsAhead',
      'Periods paid ahead must be between 1 and 100',
    ],
    [
      { subscriptionMaxPeriodsAhead: 1.5 },
      'subscriptionMaxPeriodsAhead',
      'Periods paid ahead must be between 1 and 100',
    ],
    [
      { downlineRewardRates: [{ level: 1, percent: 10 }] },
      'downlineRewardRates',
      'Trading reward rates must add up to 15%',
    ],
    [
      {
        directRewardRates: [
          { level: 1, percent: 60 },
          { level: 2, percent: 50 },
        ],
      },
      'directRewardRates',
      'Subscription bonus rates must not add up to more than 100%',
    ],
    [{ somethingElse: true }, 'somethingElse', 'Unknown field'],
    [{}, '', 'Nothing to update'],
  ])('refuses %j (VALIDATION_ERROR) and keeps what was stored', async (body, path, message) => {
    const before = (await t.get('/api/admin/settings', { token: admin.token })).body.data;
    const res = await putSettings(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('VALIDATION_ERROR');
    const error = res.body.data.errors.find((e: { path: string }) => e.path === path);
    expect(error, JSON.stringify(res.body.data.errors)).toBeDefined();
    if (message) expect(error.message).toBe(message);
    expect((await t.get('/api/admin/settings', { token: admin.token })).body.data).toEqual(before);
  });

  it('is for admins only', async () => {
    const member = await createMember(t, { referrer: admin });
    expect((await t.get('/api/admin/settings', { token: member.token })).status).toBe(403);
    expect((await putSettings({ auditLogs: false }, member.token)).status).toBe(403);
    expect((await t.get('/api/admin/settings')).status).toBe(401);
  });
});

describe('session timeout setting', () => {
  it('gives new sessions the chosen lifetime; sessions made before keep theirs', async () => {
    const member = await createMember(t, { referrer: admin });
    const before = await login(member.email, member.password);
    await putSettings({ sessionTimeout: 15 });
    const after = await login(member.email, member.password);
    t.clock.advanceMinutes(16);
    try {
      expect((await t.get('/api/users/profile', { token: after.body.data.token })).status).toBe(401);
      expect((await t.get('/api/users/profile', { token: before.body.data.token })).status).toBe(200);
    } finally {
      t.clock.advanceMinutes(-16);
      await putSettings({ sessionTimeout: 30 });
    }
  });

  it('240 minutes keeps a session for four hours', async () => {
    const member = await createMember(t, { referrer: admin });
    await putSettings({ sessionTimeout: 240 });
    const res = await login(member.email, member.password);
    t.clock.advanceMinutes(200);
    try {
      expect((await t.get('/api/users/profile', { token: res.body.data.token })).status).toBe(200);
    } finally {
      t.clock.advanceMinutes(-200);
      await putSettings({ sessionTimeout: 30 });
    }
  });
});

describe('max login attempts setting', () => {
  const failTimes = async (member: TestUser, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await login(member.email, 'Wrong!Passw0rd1')).status);
    return statuses;
  };

  it('3: the third failure in a row refuses sign-in for 15 minutes, right password or not', async () => {
    await putSettings({ maxLoginAttempts: 3 });
    try {
      const member = await createMember(t, { referrer: admin });
      expect(await failTimes(member, 3)).toEqual([401, 401, 429]);
      const right = await login(member.email, member.password);
      expect(right.status).toBe(429);
      expect(right.body.message).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    } finally {
      await putSettings({ maxLoginAttempts: 5 });
    }
  });

  it('10: nine failures still let the right password in', async () => {
    await putSettings({ maxLoginAttempts: 10 });
    try {
      const member = await createMember(t, { referrer: admin });
      expect(await failTimes(member, 9)).toEqual(Array(9).fill(401));
      expect((await login(member.email, member.password)).status).toBe(200);
    } finally {
      await putSettings({ maxLoginAttempts: 5 });
    }
  });
});
