import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { activityEvents } from '../../src/features/activity/activity.tables';
import { recordActivities } from '../../src/features/activity/record-activity';
import { latestToken, registration } from '../accounts/account-helpers';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { creditTestPayment } from '../support/payments';
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

const eventsOf = (userId: string) =>
  t.db.select().from(activityEvents).where(eq(activityEvents.userId, userId)).orderBy(activityEvents.id);

const pays = (payer: { id: string }, at: Date) => creditTestPayment(t, payer, { at });

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

  it('takes events from the features inside their transactions: referral, reward and subscription', async () => {
    // A registration with the member's code: a referral event for the member, the referrer.
    const body = registration(member.referralCode, { firstName: 'Bob', lastName: 'Brown' });
    expect((await t.post('/api/users/register', { body })).status).toBe(200);
    const [bob] = await t.db.select().from(users).where(eq(users.email, body.email));
    const token = await latestToken(t, body.email, 'verify-email');
    expect((await t.post('/api/users/verify-email', { body: { token } })).status).toBe(200);
    // Bob's subscription pays the member a DIRECT reward: a reward event for the member.
    await pays(bob!, t.clock.now());
    // The member's own payment, credited at a given time: a subscription event at that time.
    const at = new Date(t.clock.now().getTime() - 60_000);
    await pays(member, at);
    // A crediting that fails rolls its event back with it (a DIRECT handler failing).
    const stop = t.app.subscriptionPaid.on(async (tx, event) => {
      if (event.userId === member.id) await tx.execute(sql`SELECT 1 / 0`);
    });
    try {
      await expect(pays(member, t.clock.now())).rejects.toThrow();
    } finally {
      stop();
    }

    const events = await eventsOf(member.id);
    expect(events.map((e) => e.type).sort()).toEqual(['login', 'referral', 'reward', 'subscription']);
    expect(events.find((e) => e.type === 'referral')?.details).toEqual({
      referredUserId: bob!.id,
      referredName: 'Bob Brown',
    });
    expect(events.find((e) => e.type === 'reward')?.details).toMatchObject({
      rewardType: 'DIRECT',
      level: 1,
    });
    const subscription = events.find((e) => e.type === 'subscription');
    expect(subscription?.createdAt).toEqual(at);
    expect(subscription?.details).toMatchObject({ amount: '10', periodNumber: 1 });
    expect(await eventsOf(bob!.id)).toEqual([
      expect.objectContaining({
        type: 'subscription',
        details: expect.objectContaining({ periodNumber: 1 }),
      }),
    ]);
  });

  it("takes several events in one statement, inside the caller's transaction", async () => {
    const other = await createMember(t, { referrer: admin });
    await expect(
      t.db.transaction(async (tx) => {
        await recordActivities(tx, [
          { userId: other.id, type: 'login', details: { ip: '10.0.0.1' } },
          { userId: other.id, type: 'login', details: { ip: '10.0.0.2' } },
        ]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await eventsOf(other.id)).toEqual([]);
    await t.db.transaction((tx) =>
      recordActivities(tx, [
        { userId: other.id, type: 'login', details: { ip: '10.0.0.1' } },
        { userId: other.id, type: 'login', details: { ip: '10.0.0.2' } },
      ]),
    );
    expect((await eventsOf(other.id)).map((e) => e.details)).toEqual([
      { ip: '10.0.0.1' },
      { ip: '10.0.0.2' },
    ]);
  });

  it("deleting the referred member erases their name from the referrer's referral event", async () => {
    const body = registration(member.referralCode, { firstName: 'Carol', lastName: 'Chen' });
    expect((await t.post('/api/users/register', { body })).status).toBe(200);
    const [carol] = await t.db.select().from(users).where(eq(users.email, body.email));
    const referralOf = async () =>
      (await eventsOf(member.id)).find(
        (e) =>
          e.type === 'referral' && (e.details as { referredUserId?: string }).referredUserId === carol!.id,
      );
    expect((await referralOf())?.details).toMatchObject({ referredName: 'Carol Chen' });

    const res = await t.del(`/api/users/admin/${carol!.id}`, { token: admin.token });
    expect(res.status, res.text).toBe(200);
    expect((await referralOf())?.details).toEqual({ referredUserId: carol!.id });
  });
});
