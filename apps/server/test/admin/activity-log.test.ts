import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../src/features/activity/activity.schema';
import { recordActivities, recordActivity } from '../../src/features/activity/record-activity';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';

let t: TestApp;
let member: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t);
  member = await createMember(t, { referrer: admin });
});
afterAll(() => t.close());

const eventsOf = (userId: string) =>
  t.db.select().from(activityEvents).where(eq(activityEvents.userId, userId));

describe('the activity log', () => {
  it('records a sign-in with its address; a failed one records nothing', async () => {
    await t.post('/api/users/login', { body: { email: member.email, password: 'Wrong!Passw0rd1' } });
    expect(await eventsOf(member.id)).toEqual([]);
    const res = await t.post('/api/users/login', {
      body: { email: member.email, password: member.password },
      headers: { 'user-agent': 'test-browser' },
    });
    expect(res.status).toBe(200);
    const [event] = await eventsOf(member.id);
    expect(event).toMatchObject({ type: 'login', details: { ip: '127.0.0.1' } });
  });

  it('takes events from the features, alone or in bulk, inside their transactions', async () => {
    const at = new Date('2025-01-31T02:00:00Z');
    await t.db.transaction(async (tx) => {
      await recordActivity(tx, { userId: member.id, type: 'subscription', details: { amount: '10' }, at });
      await recordActivities(tx, [
        { userId: member.id, type: 'referral', details: { referredName: 'Bob Brown' } },
        { userId: member.id, type: 'reward', details: { amount: '2', rewardType: 'DIRECT', level: 1 } },
      ]);
    });
    await expect(
      t.db.transaction(async (tx) => {
        await recordActivity(tx, { userId: member.id, type: 'withdrawal', details: { amount: '5' } });
        throw new Error('the withdrawal failed');
      }),
    ).rejects.toThrow('the withdrawal failed');
    const types = (await eventsOf(member.id)).map((e) => e.type).sort();
    expect(types).toEqual(['login', 'referral', 'reward', 'subscription']);
    const subscription = (await eventsOf(member.id)).find((e) => e.type === 'subscription');
    expect(subscription?.createdAt).toEqual(at);
  });
});
