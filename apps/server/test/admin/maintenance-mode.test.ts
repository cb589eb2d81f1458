import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { SETTINGS_CACHE_MS } from '../../src/features/settings/settings-cache';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/create-test-app';
import { startTestSmtp } from '../support/smtp';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { signIn } from '../support/second-factor';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  member = await createMember(t, { referrer: admin });
});
afterAll(() => t.close());

const sessionsOf = async (userId: string) =>
  Number(
    (
      await t.db.execute<{ n: string }>(
        sql`SELECT count(*) AS n FROM sessions WHERE user_id = ${userId}::uuid`,
      )
    ).rows[0]?.n,
  );

const setMaintenance = async (on: boolean) => {
  const res = await t.put('/api/admin/settings', { token: admin.token, body: { systemMaintenanceMode: on } });
  expect(res.status).toBe(200);
};

describe('maintenance mode', () => {
  it('answers members and visitors 503 MAINTENANCE_MODE at once; admins carry on', async () => {
    expect((await t.get('/api/users/profile', { token: member.token })).status).toBe(200);
    await setMaintenance(true);
    try {
      const profile = await t.get('/api/users/profile', { token: member.token });
      expect(profile.status).toBe(503);
      expect(profile.body).toMatchObject({ success: false, message: 'MAINTENANCE_MODE' });
      expect(profile.headers['retry-after']).toBe('300');
      expect((await t.get('/api/withdrawals', { token: member.token })).status).toBe(503);
      expect((await t.get('/api/users/profile')).status).toBe(503);
      const register = await t.post('/api/users/register', {
        body: {
          firstName: 'A',
          lastName: 'B',
          email: 'new@example.com',
          password: 'Str0ng!Pass',
          referredByCode: 'X',
        },
      });
      expect(register.status).toBe(503);

      expect((await t.get('/api/users/profile', { token: admin.token })).status).toBe(200);
      expect((await t.get('/api/admin/settings', { token: admin.token })).status).toBe(200);
      expect(
        (await t.get('/api/admin/system-overview', { token: admin.token })).body.data.maintenanceMode,
      ).toBe(true);
    } finally {
      await setMaintenance(false);
    }
    expect((await t.get('/api/users/profile', { token: member.token })).status).toBe(200);
  });

  it('keeps the health check and sign-in open, so an admin can sign in and switch it off', async () => {
    expect((await t.get('/api/health')).body.data).toMatchObject({ status: 'ok', maintenance: false });
    await setMaintenance(true);
    try {
      // Load balancers keep the instance: 200, and it says it is under maintenance.
      const health = await t.get('/api/health');
      expect(health.status).toBe(200);
      expect(health.body.data).toMatchObject({ status: 'ok', database: 'up', maintenance: true });
      // The password, then the second factor (issue 14): both open under maintenance.
      const adminLogin = { status: 200, body: { data: await signIn(t, admin) } };
      expect(adminLogin.status).toBe(200);
      const off = await t.put('/api/admin/settings', {
        token: adminLogin.body.data.token,
        body: { systemMaintenanceMode: false },
      });
      expect(off.status).toBe(200);
    } finally {
      await setMaintenance(false);
    }
  });

  it("refuses a member's sign-in with MAINTENANCE_MODE and no session; a wrong password stays a wrong password", async () => {
    await setMaintenance(true);
    try {
      const sessionsBefore = await sessionsOf(member.id);
      const res = await t.post('/api/users/login', {
        body: { email: member.email, password: member.password },
      });
      expect({
        status: res.status,
        message: res.body.message,
        retryAfter: res.headers['retry-after'],
      }).toEqual({
        status: 503,
        message: 'MAINTENANCE_MODE',
        retryAfter: '300',
      });
      expect(res.body.data).toBeNull();
      expect(await sessionsOf(member.id)).toBe(sessionsBefore);
      const wrong = await t.post('/api/users/login', {
        body: { email: member.email, password: 'Wr0ng!Password' },
      });
      expect(wrong.body.message).toBe('INVALID_CREDENTIALS');
    } finally {
      await setMaintenance(false);
    }
    const after = await t.post('/api/users/login', {
      body: { email: member.email, password: member.password },
    });
    expect(after.status).toBe(200);
  });

  it('keeps e-mail verification and password reset open, and the jobs (the outbox) running', async () => {
    const smtp = await startTestSmtp();
    const t2 = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const admin2 = await createAdmin(t2);
      const unverified = await createMember(t2, { referrer: admin2, verified: false });
      const put = (on: boolean) =>
        t2.put('/api/admin/settings', { token: admin2.token, body: { systemMaintenanceMode: on } });
      expect((await put(true)).status).toBe(200);
      t2.app.jobs.start();
      // A verification link asked for during maintenance arrives, and works.
      expect(
        (await t2.post('/api/users/send-verification-email', { body: { email: unverified.email } })).status,
      ).toBe(200);
      const verifyMail = await smtp.waitFor(
        (m) => m.to.includes(unverified.email) && /verify/i.test(m.subject),
      );
      const token = /token=([\w-]+)/.exec(verifyMail.text)?.[1];
      expect((await t2.post('/api/users/verify-email', { body: { token } })).status).toBe(200);
      // A password reset too.
      expect(
        (await t2.post('/api/users/forgot-password', { body: { email: unverified.email } })).status,
      ).toBe(200);
      const resetMail = await smtp.waitFor(
        (m) => m.to.includes(unverified.email) && /reset/i.test(m.subject),
      );
      const resetToken = /token=([\w-]+)/.exec(resetMail.text)?.[1];
      const reset = await t2.post('/api/users/reset-password', {
        body: { token: resetToken, newPassword: 'N3w!Password', confirmPassword: 'N3w!Password' },
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    } finally {
      await t2.close();
      await smtp.close();
    }
  });

  it('reaches another instance on the same database within the cache time', async () => {
    const other = await buildApp({
      config: t.config,
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      now: t.clock.now,
    });
    await other.ready();
    const profileThere = () =>
      other.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${member.token}` },
      });
    try {
      expect((await profileThere()).statusCode).toBe(200);
      await setMaintenance(true);
      // Whatever the other instance read before, a call made after the cache time sees the switch.
      await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_MS + 50));
      expect((await profileThere()).statusCode).toBe(503);
    } finally {
      await setMaintenance(false);
      await other.close();
    }
  });
});
