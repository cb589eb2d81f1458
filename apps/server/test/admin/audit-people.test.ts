import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { auditLog } from '../../src/features/audit/audit.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, type TestUser } from '../support/users';
import { auditEntries } from './admin-helpers';
import { decide, requestWithdrawal, type SeededNetwork, seedNetwork } from './seed';

/**
 * Issue 19: the audit log names actor and target by name and e-mail as they were when the entry
 * was written, so renaming or deleting either account changes no entry.
 */
let t: TestApp;
let s: SeededNetwork;
let deputy: TestUser;
const person = (u: TestUser, name = `${u.firstName} ${u.lastName}`) => ({
  _id: u.id,
  userId: u.userId,
  email: u.email,
  name,
});

beforeAll(async () => {
  t = await createTestApp();
  s = await seedNetwork(t);
  deputy = await createAdmin(t);
  // The deputy locks dave, then approves carol's withdrawal; then dave and the deputy are deleted.
  await t.put(`/api/users/${s.dave.id}/status`, { token: deputy.token, body: { status: 'LOCKED' } });
  const w = await requestWithdrawal(t, s.carol, '1');
  await decide(t, deputy, w.id, 'APPROVED');
}, 60_000);
afterAll(() => t.close());

const deleteUser = async (who: TestUser) => {
  const res = await t.del(`/api/users/admin/${who.id}`, { token: s.admin.token });
  expect(res.status, res.text).toBe(200);
};

describe('GET /api/admin/audit-logs: people by name and e-mail', () => {
  it('names the actor and the target user, with their ids for a link to /admin/users/:id', async () => {
    const [lock] = await auditEntries(t, s.admin.token, {
      action: 'user.status.update',
      targetId: s.dave.id,
    });
    expect(lock).toMatchObject({
      actor: person(deputy),
      target: { type: 'user', id: s.dave.id, user: person(s.dave, 'Dave Dunn') },
    });
    // A withdrawal's entry names its member.
    const [approve] = await auditEntries(t, s.admin.token, {
      action: 'withdrawal.approve',
      actor: deputy.id,
    });
    expect(approve?.target.user).toEqual(person(s.carol, 'Carol Chen'));
    // Settings concern nobody.
    await t.put('/api/admin/settings', { token: s.admin.token, body: { withdrawalAlerts: false } });
    const [settings] = await auditEntries(t, s.admin.token, { action: 'settings.update' });
    expect(settings).toMatchObject({
      actor: person(s.admin),
      target: { type: 'settings', id: null, user: null },
    });
  });

  it('keeps the names the entry was written with when an account is renamed later', async () => {
    await t.db.update(users).set({ firstName: 'Davina', lastName: 'Doe' }).where(eq(users.id, s.dave.id));
    const [lock] = await auditEntries(t, s.admin.token, {
      action: 'user.status.update',
      targetId: s.dave.id,
    });
    expect(lock?.target.user).toEqual(person(s.dave, 'Dave Dunn'));
    await t.db.update(users).set({ firstName: 'Dave', lastName: 'Dunn' }).where(eq(users.id, s.dave.id));
  });

  it('stays readable after the target and the actor are deleted; the deletion entry names whom it deleted', async () => {
    await t.put(`/api/users/${s.dave.id}/status`, { token: s.admin.token, body: { status: 'ACTIVE' } });
    await deleteUser(s.dave);
    await deleteUser(deputy);
    const [erased] = await t.db.select().from(users).where(eq(users.id, deputy.id));
    expect(erased).toMatchObject({ firstName: 'Deleted', lastName: 'User' });

    const [lock] = await auditEntries(t, s.admin.token, { action: 'user.status.update', actor: deputy.id });
    expect(lock).toMatchObject({ actor: person(deputy), target: { user: person(s.dave, 'Dave Dunn') } });
    const [approve] = await auditEntries(t, s.admin.token, {
      action: 'withdrawal.approve',
      actor: deputy.id,
    });
    expect(approve?.actor).toEqual(person(deputy));
    const deletions = await auditEntries(t, s.admin.token, { action: 'user.delete' });
    expect(deletions.map((d) => d.target.user)).toEqual([person(deputy), person(s.dave, 'Dave Dunn')]);
  });

  it('finds entries by the names and e-mails they recorded: of the actor, and of the target user', async () => {
    const byActor = await auditEntries(t, s.admin.token, { search: deputy.email });
    expect(byActor.length).toBeGreaterThanOrEqual(2);
    expect(byActor.every((e) => e.actor?._id === deputy.id || e.target.user?._id === deputy.id)).toBe(true);
    const byTarget = await auditEntries(t, s.admin.token, { search: 'Dave Dunn' });
    expect(byTarget.map((e) => e.action).sort()).toEqual([
      'user.delete',
      'user.status.update',
      'user.status.update',
    ]);
    expect((await auditEntries(t, s.admin.token, { search: 'Carol Chen' })).map((e) => e.action)).toContain(
      'withdrawal.approve',
    );
    // The actor filter takes the e-mail the entry recorded, after the account lost it.
    expect((await auditEntries(t, s.admin.token, { actor: deputy.email })).length).toBe(
      byActor.filter((e) => e.actor?._id === deputy.id).length,
    );
  });

  it('an entry written before names were recorded shows the account as it is now', async () => {
    await t.db.insert(auditLog).values({
      actorId: s.admin.id,
      action: 'test.older-entry',
      targetType: 'user',
      targetId: s.bob.id,
    });
    const [older] = await auditEntries(t, s.admin.token, { action: 'test.older-entry' });
    expect(older).toMatchObject({ actor: person(s.admin), target: { user: person(s.bob, 'Bob Brown') } });
  });
});
