import { signInThrottles } from '../../src/features/accounts/accounts.tables';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/features/accounts/accounts.tables';
import { users } from '../../src/features/users/users.tables';
import { ADMIN_CHANGE_LOCK } from '../../src/features/admin/users/last-admin';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { backendsWaitingForLocks } from '../support/lock-waits';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { auditEntries } from './admin-helpers';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const setStatus = (id: string, status: string, token = admin.token) =>
  t.put(`/api/users/${id}/status`, { token, body: { status } });
const login = (u: TestUser) => t.post('/api/users/login', { body: { email: u.email, password: u.password } });
const liveSessions = async (userId: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
  ).length;

describe('PUT /api/users/:id/status', () => {
  it.each(['LOCKED', 'DISABLED'])('%s ends every session of the account at once', async (status) => {
    const member = await createMember(t, { referrer: admin });
    const second = await login(member);
    expect(await liveSessions(member.id)).toBe(2);

    const res = await setStatus(member.id, status);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ _id: member.id, status });
    expect(await liveSessions(member.id)).toBe(0);
    expect((await t.get('/api/users/profile', { token: member.token })).status).toBe(401);
    expect((await t.get('/api/users/profile', { token: second.body.data.token })).status).toBe(401);
    expect((await login(member)).body.message).toBe(
      status === 'LOCKED' ? 'ACCOUNT_LOCKED' : 'ACCOUNT_DISABLED',
    );

    // Back to ACTIVE: old tokens stay dead, a new sign-in works.
    expect((await setStatus(member.id, 'ACTIVE')).status).toBe(200);
    expect((await t.get('/api/users/profile', { token: member.token })).status).toBe(401);
    expect((await login(member)).status).toBe(200);
  });

  it('goes from any status to any other and writes who did what in the audit log', async () => {
    const member = await createMember(t, { referrer: admin });
    for (const [from, to] of [
      ['ACTIVE', 'DISABLED'],
      ['DISABLED', 'LOCKED'],
      ['LOCKED', 'ACTIVE'],
      ['ACTIVE', 'LOCKED'],
      ['LOCKED', 'DISABLED'],
      ['DISABLED', 'ACTIVE'],
    ] as const) {
      expect((await setStatus(member.id, to)).status).toBe(200);
      const [entry] = await auditEntries(t, admin.token, {
        action: 'user.status.update',
        targetId: member.id,
      });
      expect(entry).toMatchObject({
        actor: { userId: admin.userId },
        target: { type: 'user', id: member.id },
        before: { status: from },
        after: { status: to },
      });
    }
    expect(await auditEntries(t, admin.token, { targetId: member.id })).toHaveLength(6);
  });

  it('changes nothing and writes no entry when the status is already the one asked', async () => {
    const member = await createMember(t, { referrer: admin });
    expect((await setStatus(member.id, 'ACTIVE')).status).toBe(200);
    expect(await liveSessions(member.id)).toBe(1);
    expect(await auditEntries(t, admin.token, { targetId: member.id })).toHaveLength(0);
  });

  it("clears the account's sign-in throttling when it is set ACTIVE again", async () => {
    const member = await createMember(t, { referrer: admin });
    // Issue 21: throttling counters replace the lockout columns.
    await t.db.insert(signInThrottles).values({
      key: `account:${member.email.toLowerCase()}`,
      failures: 9,
      blockedUntil: new Date(t.clock.now().getTime() + 600_000),
      lastFailureAt: t.clock.now(),
    });
    await t.db.update(users).set({ status: 'LOCKED' }).where(eq(users.id, member.id));
    expect((await setStatus(member.id, 'ACTIVE')).status).toBe(200);
    expect((await login(member)).status).toBe(200);
  });

  it('answers USER_NOT_FOUND for an unknown id and VALIDATION_ERROR for a malformed one or status', async () => {
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 'LOCKED');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('USER_NOT_FOUND');
    expect((await setStatus('not-a-uuid', 'LOCKED')).body.message).toBe('VALIDATION_ERROR');
    const member = await createMember(t, { referrer: admin });
    expect((await setStatus(member.id, 'BANNED')).body.message).toBe('VALIDATION_ERROR');
  });
});

describe('the last active admin', () => {
  it('cannot lock or disable themselves; another active admin can, and then cannot be locked', async () => {
    const t2 = await createTestApp();
    try {
      const only = await createAdmin(t2);
      const put = (id: string, status: string, token: string) =>
        t2.put(`/api/users/${id}/status`, { token, body: { status } });
      for (const status of ['LOCKED', 'DISABLED']) {
        const res = await put(only.id, status, only.token);
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('LAST_ADMIN');
      }
      expect((await t2.del(`/api/users/admin/${only.id}`, { token: only.token })).body.message).toBe(
        'LAST_ADMIN',
      );

      const second = await createAdmin(t2);
      expect((await put(second.id, 'LOCKED', only.token)).status).toBe(200);
      expect((await put(only.id, 'DISABLED', only.token)).body.message).toBe('LAST_ADMIN');
      // A LOCKED admin can still be changed: it is not the one keeping the platform run.
      expect((await put(second.id, 'DISABLED', only.token)).status).toBe(200);
      expect((await put(second.id, 'ACTIVE', only.token)).status).toBe(200);
      // With another active admin, an admin still cannot lock out or delete themselves (issue 19);
      // another admin can.
      for (const status of ['LOCKED', 'DISABLED', 'ACTIVE']) {
        const own = await put(only.id, status, only.token);
        expect({ status: own.status, message: own.body.message }).toEqual({
          status: 409,
          message: 'OWN_ACCOUNT_CHANGE',
        });
      }
      const ownDelete = await t2.del(`/api/users/admin/${only.id}`, { token: only.token });
      expect(ownDelete.body.message).toBe('OWN_ACCOUNT_CHANGE');
      const third = await createAdmin(t2); // second's sessions ended when it was locked
      expect((await put(only.id, 'LOCKED', third.token)).status).toBe(200);
    } finally {
      await t2.close();
    }
  });

  it('two admins locking each other at the same moment: exactly one succeeds', async () => {
    const t2 = await createTestApp();
    try {
      const a = await createAdmin(t2);
      const b = await createAdmin(t2);
      const results = await Promise.all([
        t2.put(`/api/users/${b.id}/status`, { token: a.token, body: { status: 'LOCKED' } }),
        t2.put(`/api/users/${a.id}/status`, { token: b.token, body: { status: 'LOCKED' } }),
      ]);
      const statuses = results.map((r) => r.status).sort();
      // The loser is refused: LAST_ADMIN, or 401 when its own session ended with the winner's change.
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const active = await t2.db
        .select()
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.status, 'ACTIVE')));
      expect(active).toHaveLength(1);
    } finally {
      await t2.close();
    }
  });

  it('two admins locking each other, both requests inside before either goes on: no deadlock', async () => {
    const t2 = await createTestApp();
    // The admin-change lock held from outside, so that both requests are provably under way
    // (each waiting for it) before either continues: the interleaving that once deadlocked.
    const holder = await t2.pool.connect();
    try {
      const a = await createAdmin(t2);
      const b = await createAdmin(t2);
      await holder.query('SELECT pg_advisory_lock($1)', [ADMIN_CHANGE_LOCK]);
      const pending = Promise.all([
        t2.put(`/api/users/${b.id}/status`, { token: a.token, body: { status: 'LOCKED' } }),
        t2.put(`/api/users/${a.id}/status`, { token: b.token, body: { status: 'LOCKED' } }),
      ]);
      await expect.poll(() => backendsWaitingForLocks(holder)).toBe(2);
      await holder.query('SELECT pg_advisory_unlock($1)', [ADMIN_CHANGE_LOCK]);
      const statuses = (await pending).map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
    } finally {
      holder.release();
      await t2.close();
    }
  });

  it('is for admins only', async () => {
    const member = await createMember(t, { referrer: admin });
    const other = await createMember(t, { referrer: admin });
    expect((await setStatus(other.id, 'LOCKED', member.token)).status).toBe(403);
    expect((await t.put(`/api/users/${other.id}/status`, { body: { status: 'LOCKED' } })).status).toBe(401);
  });
});
