import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chainCursors, depositTransfers } from '../../src/features/onboarding/onboarding.tables';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { startOnboardingEnv, type OnboardingEnv } from './support/onboarding-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let env: OnboardingEnv;
beforeAll(async () => {
  env = await startOnboardingEnv();
});
afterAll(() => env?.close());

const DAY_MS = 86_400_000;

describe('GET /users/refresh-subscription', () => {
  it("reads the member's address at once: paid without the watcher", async () => {
    const member = await env.newMember();
    const paid = await env.pay(member.address, '10');
    const res = await env.t.get('/api/users/refresh-subscription', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Subscription status refreshed');
    const { periods } = await env.ledger(member.id);
    expect(res.body.data).toEqual({
      paid: true,
      timestamp: periods[0]!.paidAt.toISOString(),
      amountReceived: 10,
      fee: 10,
      periodEndsAt: periods[0]!.endsAt.toISOString(),
      paidUntil: periods[0]!.endsAt.toISOString(),
      received: '10',
      credit: '0',
      refunded: '0',
    });
    expect((await env.ledger(member.id)).transfers).toMatchObject([
      { txHash: paid.txHash.toLowerCase(), creditedAt: expect.any(Date) },
    ]);
    // The watcher passing later credits nothing twice.
    expect(await env.tick()).toMatchObject({ credited: 0 });
    expect((await env.ledger(member.id)).periods).toHaveLength(1);
  });

  it('finds a payment in blocks the watcher has already passed', async () => {
    const member = await env.newMember();
    await env.pay(member.address, '10');
    const latest = await env.chain.client.getBlockNumber({ cacheTime: 0 });
    await env.tick(); // makes sure a cursor exists
    await env.t.db.update(chainCursors).set({ lastBlock: latest + 5n });
    await env.t.db.delete(depositTransfers).where(eq(depositTransfers.userId, member.id));
    const res = await env.t.get('/api/users/refresh-subscription', { token: member.token });
    expect(res.body.data.paid).toBe(true);
    await env.t.db.update(chainCursors).set({ lastBlock: latest }); // back to the truth
  });

  it('answers the status without a payment, and only for the caller', async () => {
    const member = await env.newMember();
    const other = await env.newMember();
    await env.pay(other.address, '10');
    const res = await env.t.get('/api/users/refresh-subscription', { token: member.token });
    expect(res.body.data).toEqual({
      paid: false,
      timestamp: null,
      amountReceived: 0,
      fee: 10,
      periodEndsAt: null,
      paidUntil: null,
      received: '0',
      credit: '0',
      refunded: '0',
    });
    expect((await env.ledger(other.id)).transfers).toHaveLength(0); // not the caller's address: not read
  });

  it('is limited per member (12 a minute)', async () => {
    const member = await env.newMember();
    const other = await env.newMember();
    for (let i = 0; i < 12; i++) {
      expect((await env.t.get('/api/users/refresh-subscription', { token: member.token })).status).toBe(200);
    }
    const refused = await env.t.get('/api/users/refresh-subscription', { token: member.token });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await env.t.get('/api/users/refresh-subscription', { token: other.token })).status).toBe(200);
  });
});

describe('subscription periods', () => {
  it('ends: after the period the member is unpaid again, and a new payment opens period 2', async () => {
    let member = await env.newMember();
    await env.pay(member.address, '10');
    await env.tick();
    expect((await env.profile(member)).subscriptionFee.paid).toBe(true);

    env.t.clock.advance(365 * DAY_MS + 1000);
    member = await env.signIn(member); // the old session ended long ago
    expect((await env.profile(member)).subscriptionFee).toEqual({ paid: false, timestamp: null });
    const status = await env.t.get('/api/users/refresh-subscription', { token: member.token });
    expect(status.body.data).toMatchObject({
      paid: false,
      timestamp: null,
      periodEndsAt: null,
      amountReceived: 0,
    });

    await env.pay(member.address, '10');
    await env.tick();
    const { periods } = await env.ledger(member.id);
    expect(periods.map((p) => p.periodNumber)).toEqual([1, 2]);
    // Period 2 starts at the payment, not at the end of period 1 (nobody paid for the gap).
    expect(periods[1]!.startsAt.getTime()).toBeGreaterThan(periods[0]!.endsAt.getTime());
    expect((await env.profile(member)).subscriptionFee).toEqual({
      paid: true,
      timestamp: periods[1]!.paidAt.toISOString(),
    });
  });

  it('follows the fee and period settings in force when the payment is credited', async () => {
    await writeSetting(env.t.db, 'subscriptionFee', '2.5');
    await writeSetting(env.t.db, 'subscriptionPeriodDays', 30);
    try {
      const member = await env.newMember();
      await env.pay(member.address, '2.4999');
      await env.tick();
      expect((await env.ledger(member.id)).periods).toHaveLength(0); // 0.0001 short: exact compare
      await env.pay(member.address, '0.0001');
      await env.tick();
      const { periods } = await env.ledger(member.id);
      expect(periods).toMatchObject([{ periodNumber: 1, amountUsdt: '2.500000000000000000' }]);
      expect(periods[0]!.endsAt.getTime() - periods[0]!.startsAt.getTime()).toBe(30 * DAY_MS);
    } finally {
      await writeSetting(env.t.db, 'subscriptionFee', '10');
      await writeSetting(env.t.db, 'subscriptionPeriodDays', 365);
    }
  });
});
