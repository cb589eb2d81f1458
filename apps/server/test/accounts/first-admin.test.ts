import { firstChangePasswordError } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin, rootReferralCode } from '../../src/features/accounts/create-admin';
import { usersRepository } from '../../src/features/users/users.repository';
import { auditLog } from '../../src/features/audit/audit.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('first start on an empty database', () => {
  it('creates exactly one admin even when two instances start together, with a strong printed password', async () => {
    const [a, b] = await Promise.all([ensureFirstAdmin(t.db, {}), ensureFirstAdmin(t.db, {})]);
    const created = [a, b].filter(Boolean);
    expect(created).toHaveLength(1);
    const admin = created[0]!;
    expect(admin.email).toBe('admin@example.com');
    expect(admin.generated).toBe(true);
    expect(
      firstChangePasswordError({
        currentPassword: '-',
        newPassword: admin.password,
        confirmPassword: admin.password,
      }),
    ).toBeNull();
    expect(await usersRepository.count(t.db)).toBe(1);
    expect(await rootReferralCode(t.db)).toBe(admin.referralCode);

    const login = await t.post('/api/users/login', {
      body: { email: admin.email, password: admin.password },
    });
    expect(login.body.data.user.isAdmin).toBe(true);

    // One audit entry, by the system, naming the account by id, and by name and e-mail as the
    // entry was written (issue 19); its before/after hold no e-mail.
    const user = await usersRepository.findByEmail(t.db, admin.email);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'admin.create'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: null,
      actorName: null,
      actorEmail: null,
      targetType: 'user',
      targetId: user?.id,
      targetUserId: user?.id,
      targetUserName: 'Platform Admin',
      targetUserEmail: admin.email,
      after: { userId: user?.userId, isAdmin: true, status: 'ACTIVE', source: 'first-start' },
    });
    expect(JSON.stringify([entries[0]?.before, entries[0]?.after])).not.toContain(admin.email);
  });

  it('does nothing once any account exists', async () => {
    expect(await ensureFirstAdmin(t.db, { email: 'other@example.com', password: 'Oth3r!Pass' })).toBeNull();
  });
});
