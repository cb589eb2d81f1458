import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../../src/features/accounts/create-admin';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { giveTestFactorByEmail, signIn, stepUp } from '../support/second-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh!Adm1nPass';
const login = (email: string, password: string) => t.post('/api/users/login', { body: { email, password } });

describe('a generated first-admin password must be changed at first sign-in', () => {
  it('signs in, but every call but change-password, profile and sign-out is PASSWORD_CHANGE_REQUIRED until it is changed', async () => {
    const first = await ensureFirstAdmin(t.db, {});
    expect(first?.generated).toBe(true);
    const signedIn = await login(first!.email, first!.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.mustChangePassword).toBe(true);
    const token = signedIn.body.data.token as string;

    for (const url of ['/api/admin/settings', '/api/users/admin/all', '/api/admin/audit-logs']) {
      const refused = await t.get(url, { token });
      expect(refused.status, url).toBe(403);
      expect(refused.body.message, url).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    const csv = await t.get('/api/users/admin/export.csv', { token });
    expect(csv.body.message).toBe('PASSWORD_CHANGE_REQUIRED');
    const profile = await t.get('/api/users/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user.mustChangePassword).toBe(true);

    // The same password again is refused (SAME_PASSWORD_ERROR); a new one opens everything.
    const same = await t.put('/api/users/change-password', {
      token,
      body: {
        currentPassword: first!.password,
        newPassword: first!.password,
        confirmPassword: first!.password,
      },
    });
    expect(same.body.message).toBe('SAME_PASSWORD_ERROR');
    const changed = await t.put('/api/users/change-password', {
      token,
      body: { currentPassword: first!.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    // Then the second factor (issue 14): this session proves it once it is set up.
    expect((await t.get('/api/admin/settings', { token })).body.message).toBe('TWO_FACTOR_REQUIRED');
    await giveTestFactorByEmail(t, first!.email);
    await stepUp(t, { id: (await t.get('/api/users/profile', { token })).body.data.user._id, token });
    expect((await t.get('/api/admin/settings', { token })).status).toBe(200);
    const again = { body: { data: await signIn(t, { email: first!.email, password: NEW_PASSWORD }) } };
    expect(again.body.data.user.mustChangePassword).toBeUndefined();
    expect((await t.get('/api/users/admin/all', { token: again.body.data.token })).status).toBe(200);
  });

  it('an admin created with a given password (ADMIN_PASSWORD, create-admin) is not asked', async () => {
    const { createAdmin } = await import('../../src/features/accounts/create-admin');
    const email = `given.${Date.now()}@example.com`;
    await createAdmin(
      t.db,
      { email, password: 'Given!Adm1nPass', firstName: 'Ada', lastName: 'Admin' },
      {
        source: 'command-line',
      },
    );
    await giveTestFactorByEmail(t, email);
    const signedIn = { body: { data: await signIn(t, { email, password: 'Given!Adm1nPass' }) } };
    expect(signedIn.body.data.user.mustChangePassword).toBeUndefined();
    expect((await t.get('/api/admin/settings', { token: signedIn.body.data.token })).status).toBe(200);
  });
});
