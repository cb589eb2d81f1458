import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../src/features/audit/write-audit';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { auditEntries } from './admin-helpers';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  otherAdmin = await createAdmin(t);
  member = await createMember(t, { referrer: admin });
  // A small history: two actors, three kinds of action.
  await t.put(`/api/users/${member.id}/status`, { token: admin.token, body: { status: 'LOCKED' } });
  await t.put(`/api/users/${member.id}/status`, { token: otherAdmin.token, body: { status: 'ACTIVE' } });
  await t.put('/api/admin/settings', { token: admin.token, body: { withdrawalAlerts: false } });
  await t.db.transaction((tx) =>
    writeAudit(tx, {
      actorId: otherAdmin.id,
      action: 'withdrawal.approve',
      target: { type: 'withdrawal', id: '11111111-1111-4111-8111-111111111111' },
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
      ip: '203.0.113.9',
    }),
  );
});
afterAll(() => t.close());

describe('GET /api/admin/audit-logs', () => {
  it('lists every entry newest first, with actor, target, before, after, time and address', async () => {
    const entries = await auditEntries(t, admin.token);
    expect(entries.map((e) => e.action)).toEqual([
      'withdrawal.approve',
      'settings.update',
      'user.status.update',
      'user.status.update',
    ]);
    expect(entries[0]).toMatchObject({
      actor: {
        userId: otherAdmin.userId,
        email: otherAdmin.email,
        name: `${otherAdmin.firstName} ${otherAdmin.lastName}`,
      },
      target: { type: 'withdrawal', id: '11111111-1111-4111-8111-111111111111' },
      before: { status: 'PENDING' },
      after: { status: 'APPROVED' },
      ipAddress: '203.0.113.9',
    });
    expect(Date.parse(entries[0]!.createdAt)).not.toBeNaN();
  });

  it('filters by action (exact or a prefix ending in a dot), actor, target and search', async () => {
    expect((await auditEntries(t, admin.token, { action: 'user.status.update' })).length).toBe(2);
    expect((await auditEntries(t, admin.token, { action: 'user.' })).length).toBe(2);
    expect((await auditEntries(t, admin.token, { action: 'user' })).length).toBe(0);
    expect((await auditEntries(t, admin.token, { actor: otherAdmin.userId })).map((e) => e.action)).toEqual([
      'withdrawal.approve',
      'user.status.update',
    ]);
    expect((await auditEntries(t, admin.token, { actor: admin.email.toUpperCase() })).length).toBe(2);
    expect((await auditEntries(t, admin.token, { actor: admin.id })).length).toBe(2);
    expect((await auditEntries(t, admin.token, { targetType: 'settings' })).length).toBe(1);
    expect((await auditEntries(t, admin.token, { targetId: member.id })).length).toBe(2);
    expect((await auditEntries(t, admin.token, { search: otherAdmin.email })).length).toBe(2);
    expect((await auditEntries(t, admin.token, { search: 'approve' })).length).toBe(1);
    expect((await auditEntries(t, admin.token, { search: '%' })).length).toBe(0);
  });

  it('pages with the list paging fields', async () => {
    const res = await t.get('/api/admin/audit-logs', { token: admin.token, query: { page: 2, limit: 3 } });
    expect(res.body.data.auditLogs).toHaveLength(1);
    expect(res.body.data.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      totalRecords: 4,
      limit: 3,
      hasNextPage: false,
      hasPrevPage: true,
    });
  });

  it('is for admins only', async () => {
    const signedIn = await createMember(t, { referrer: admin });
    expect((await t.get('/api/admin/audit-logs', { token: signedIn.token })).status).toBe(403);
    expect((await t.get('/api/admin/audit-logs')).status).toBe(401);
  });
});

describe('the audit log cannot be changed', () => {
  it('has no route that edits or deletes it', async () => {
    for (const method of ['PUT', 'DELETE', 'POST'] as const) {
      const res = await t.call(method, '/api/admin/audit-logs', { token: admin.token, body: {} });
      expect(res.status).toBe(405);
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'done',
        (err: { cause?: { message?: string } }) => err.cause?.message ?? String(err),
      );
    expect(await refusal(t.db.execute(sql`UPDATE audit_log SET action = 'forged'`))).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(t.db.execute(sql`DELETE FROM audit_log`))).toMatch(/append-only: DELETE/);
    expect(await refusal(t.db.execute(sql`TRUNCATE audit_log`))).toMatch(/append-only: TRUNCATE/);
    expect((await auditEntries(t, admin.token)).length).toBe(4);
  });

  it('rolls an entry back with the action it records', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await writeAudit(tx, {
          actorId: admin.id,
          action: 'user.delete',
          target: { type: 'user', id: member.id },
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await auditEntries(t, admin.token, { action: 'user.delete' })).length).toBe(0);
  });
});
