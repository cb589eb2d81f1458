import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifyAdmins } from '../../src/features/admin-alerts/notify-admins';
import { mailOutbox } from '../../src/infra/mail/outbox.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, type TestUser } from '../support/users';

let t: TestApp;
let admin: TestUser;
let secondAdmin: TestUser;
let lockedAdmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  secondAdmin = await createAdmin(t);
  lockedAdmin = await createAdmin(t, { status: 'LOCKED' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(mailOutbox);
});

const settings = (body: Record<string, boolean>) =>
  t.put('/api/admin/settings', { token: admin.token, body }).then((res) => expect(res.status).toBe(200));
const alert = { subject: 'Something happened', html: '<p>Something</p>', text: 'Something' };
const outbox = (kind: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));

describe('notifyAdmins', () => {
  it('mails every active admin when Email Notifications and the alert are on', async () => {
    await settings({ emailNotifications: true, withdrawalAlerts: true });
    const queued = await t.db.transaction((tx) => notifyAdmins(tx, 'withdrawal', alert));
    expect(queued).toBe(2);
    const mails = await outbox('admin-new-withdrawal');
    expect(mails.map((m) => m.to).sort()).toEqual([admin.email, secondAdmin.email].sort());
    expect(mails.map((m) => m.to)).not.toContain(lockedAdmin.email);
    expect(mails[0]).toMatchObject({ subject: 'Something happened', text: 'Something' });
  });

  it('sends nothing when the alert is off, or when the Email Notifications master switch is off', async () => {
    await settings({ emailNotifications: true, userRegistrationAlerts: false });
    expect(await t.db.transaction((tx) => notifyAdmins(tx, 'registration', alert))).toBe(0);
    await settings({ emailNotifications: false, userRegistrationAlerts: true, withdrawalAlerts: true });
    expect(await t.db.transaction((tx) => notifyAdmins(tx, 'registration', alert))).toBe(0);
    expect(await t.db.transaction((tx) => notifyAdmins(tx, 'withdrawal', alert))).toBe(0);
    await settings({ emailNotifications: true });
    expect(await t.db.transaction((tx) => notifyAdmins(tx, 'registration', alert))).toBe(2);
    expect(await outbox('admin-new-registration')).toHaveLength(2);
    await settings({ userRegistrationAlerts: false });
  });

  it('rolls back with the transaction that caused it', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await notifyAdmins(tx, 'withdrawal', alert);
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await outbox('admin-new-withdrawal')).toHaveLength(0);
  });
});

describe('the User Registration Alerts setting', () => {
  const register = (email: string) =>
    t.post('/api/users/register', {
      body: {
        firstName: 'New',
        lastName: 'Member',
        email,
        password: 'Str0ng!Member1',
        referredByCode: admin.referralCode,
      },
    });

  it('e-mails the admins about a registration only while it is on', async () => {
    await settings({ emailNotifications: true, userRegistrationAlerts: false });
    expect((await register('quiet.member@example.com')).body.success).toBe(true);
    expect(await outbox('admin-new-registration')).toHaveLength(0);
    await settings({ userRegistrationAlerts: true });
    expect((await register('noticed.member@example.com')).body.success).toBe(true);
    const mails = await outbox('admin-new-registration');
    expect(mails.map((m) => m.to).sort()).toEqual([admin.email, secondAdmin.email].sort());
    await settings({ userRegistrationAlerts: false });
  });
});
