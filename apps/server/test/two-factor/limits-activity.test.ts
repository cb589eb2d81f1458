import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../src/features/activity/activity.tables';
import { auditLog } from '../../src/features/audit/audit.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember } from '../support/users';
import { expectFailure } from '../withdrawals/support';
import { alignToStep, enrolTotp, totpAt } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('limits', () => {
  it('enrolment is limited per account: the sixth set-up in 15 minutes is refused', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.post('/api/users/two-factor/totp/setup', { token: member.token, body: {} })).status,
      ).toBe(200);
    }
    const res = await t.post('/api/users/two-factor/totp/setup', { token: member.token, body: {} });
    expectFailure(res, 429, 'RATE_LIMITED');
    expect(res.headers['retry-after']).toBeDefined();
    // Another account is not affected.
    const other = await createMember(t);
    expect((await t.post('/api/users/two-factor/totp/setup', { token: other.token, body: {} })).status).toBe(
      200,
    );
  });
});

describe('activity and audit', () => {
  it("every second-factor event is in the member's activity", async () => {
    const member = await createMember(t);
    const { secret } = await enrolTotp(t, member);
    alignToStep(t);
    await t.post('/api/users/two-factor/disable', {
      token: member.token,
      body: {
        password: member.password,
        code: totpAt(secret, new Date(t.clock.now().getTime() - 5 * 30_000)),
      },
    });
    await t.post('/api/users/two-factor/disable', {
      token: member.token,
      body: { password: member.password, code: totpAt(secret, t.clock.now()) },
    });
    const events = await t.db
      .select({ details: activityEvents.details })
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, member.id), eq(activityEvents.type, 'security')));
    expect(events.map((e) => (e.details as { event: string }).event).sort()).toEqual([
      'two-factor-disabled',
      'two-factor-enabled',
      'two-factor-failed',
    ]);
    const report = await t.get(`/api/users/admin/${member.id}/report`, {
      token: (await createAdmin(t)).token,
    });
    expect(JSON.stringify(report.body)).toContain('Turned off two-factor authentication');
  });

  it("an admin's own second-factor changes are in the audit log", async () => {
    const admin = await createAdmin(t, { secondFactor: false });
    await enrolTotp(t, admin);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entries.map((e) => e.action)).toContain('user.two-factor.two-factor-enabled');
  });
});
