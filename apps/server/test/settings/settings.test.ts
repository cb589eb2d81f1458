import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsDefaults } from '../../src/features/settings/settings.defaults';
import { readSetting, readSettings, writeSetting } from '../../src/features/settings/settings.repository';
import { settings } from '../../src/features/settings/settings.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform settings', () => {
  it("are stored with the admin document's defaults", async () => {
    const stored = await t.db.select().from(settings);
    expect(stored.map((s) => s.key).sort()).toEqual(Object.keys(settingsDefaults).sort());
    expect(await readSettings(t.db)).toMatchObject({
      sessionTimeout: 30,
      maxLoginAttempts: 5,
      emailNotifications: true,
      systemMaintenanceMode: false,
      autoBackup: true,
      auditLogs: true,
      subscriptionFee: '10',
    });
  });

  it('take a new value that follows the rule, and refuse one that does not', async () => {
    await writeSetting(t.db, 'maxLoginAttempts', 3);
    expect(await readSetting(t.db, 'maxLoginAttempts')).toBe(3);
    await expect(writeSetting(t.db, 'maxLoginAttempts', 4 as 3)).rejects.toThrow();
    await expect(writeSetting(t.db, 'subscriptionFee', '10.5x')).rejects.toThrow();
    expect(await readSetting(t.db, 'maxLoginAttempts')).toBe(3);
    await writeSetting(t.db, 'maxLoginAttempts', 5);
  });

  it('fall back to the default when a stored value is unreadable', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'sessionTimeout', value: 'banana' })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: 'banana' },
      });
    expect(await readSetting(t.db, 'sessionTimeout')).toBe(30);
    expect((await readSettings(t.db)).sessionTimeout).toBe(30);
    await writeSetting(t.db, 'sessionTimeout', 30);
  });
});
