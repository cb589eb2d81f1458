import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { SETTINGS_CACHE_MS } from '../../src/features/settings/settings-cache';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';

let t: TestApp;
let admin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  member = await createMember(t, { referrer: admin });
});
afterAll(() => t.close());

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
    await setMaintenance(true);
    try {
      expect((await t.get('/api/health')).status).toBe(200);
      const adminLogin = await t.post('/api/users/login', {
        body: { email: admin.email, password: admin.password },
      });
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

  it('a member who signs in during maintenance gets a token but every other call answers 503', async () => {
    await setMaintenance(true);
    try {
      const res = await t.post('/api/users/login', {
        body: { email: member.email, password: member.password },
      });
      expect(res.status).toBe(200);
      expect((await t.get('/api/users/profile', { token: res.body.data.token })).status).toBe(503);
    } finally {
      await setMaintenance(false);
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
