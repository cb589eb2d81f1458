import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUser } from '../../src/features/accounts/create-user';
import { runDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { payDirectRewards } from '../../src/features/rewards/direct/pay-direct-rewards';
import { accountRateLimits } from '../../src/features/accounts/rate-limits';
import { daysAgo } from '../support/cycle-periods';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { creditTestPayment } from '../support/payments';
import { createAdmin, type TestUser } from '../support/users';
import { registration } from '../accounts/account-helpers';
import { buildNetwork, expectConsistentMoneyForAll, type NetMember } from '../rewards/network';
import { everyRewardSql } from '../../src/features/rewards';

// Issue #8: farming sign-ups does not pay. Registrations from one address are slowed, and no
// reward is paid for, or to, a member without a verified e-mail AND a paid subscription.

const DAY_MS = 86_400_000;

describe('a burst of registrations from one address', () => {
  const register = (t: TestApp, referralCode: string, remoteAddress: string, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      remoteAddress,
      headers,
      payload: registration(referralCode),
    });

  it('is refused RATE_LIMITED with Retry-After after the limit; another address registers as usual', async () => {
    const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const admin = await createAdmin(t);
      const farm = '198.51.100.23';
      const { max, windowMs } = accountRateLimits.register;
      expect(max).toBeLessThanOrEqual(10);
      for (let i = 0; i < max; i++)
        expect((await register(t, admin.referralCode, farm)).statusCode).toBe(200);

      const refused = await register(t, admin.referralCode, farm);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, message: 'RATE_LIMITED' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);

      // Without a trusted proxy, X-Forwarded-For is the client's own words: it changes nothing.
      const spoofed = await register(t, admin.referralCode, farm, { 'x-forwarded-for': '203.0.113.99' });
      expect(spoofed.statusCode).toBe(429);

      expect((await register(t, admin.referralCode, '198.51.100.24')).statusCode).toBe(200);
      // Only the allowed registrations made accounts.
      const { rows } = await t.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM users WHERE NOT is_admin`,
      );
      expect(rows[0]?.n).toBe(max + 1);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy, counts each client the proxy names, not the proxy', async () => {
    // Injected requests come from 127.0.0.1: the load balancer here.
    const t = await createTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' } });
    try {
      const admin = await createAdmin(t);
      const viaProxy = (client: string) => ({ 'x-forwarded-for': client });
      const { max } = accountRateLimits.register;
      for (let i = 0; i < max; i++)
        expect(
          (await register(t, admin.referralCode, '127.0.0.1', viaProxy('198.51.100.30'))).statusCode,
        ).toBe(200);
      expect((await register(t, admin.referralCode, '127.0.0.1', viaProxy('198.51.100.30'))).statusCode).toBe(
        429,
      );
      expect((await register(t, admin.referralCode, '127.0.0.1', viaProxy('198.51.100.31'))).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });
});

describe('rewards only for members with a verified e-mail and a paid subscription', () => {
  let t: TestApp;
  let root: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    root = await createAdmin(t);
  });
  afterAll(() => t.close());

  // Before the cycle's period below: a DOWNLINE source is judged by its subscription during the period.
  const past = () => new Date(t.clock.now().getTime() - 30 * DAY_MS);
  const unpaid: Partial<NewUser> = { subscriptionPaidAt: null, subscriptionExpiresAt: null };
  const unverifiedButPaid: Partial<NewUser> = { isEmailVerified: false };
  const expired = (): Partial<NewUser> => ({ subscriptionPaidAt: past(), subscriptionExpiresAt: past() });

  /** A 10 USDT transfer to the member's deposit address, credited by onboarding's real crediting. */
  const pays = (member: { id: string }) => creditTestPayment(t, member);

  async function rewardsFrom(source: { id: string }, type: 'DIRECT' | 'DOWNLINE') {
    const { rows } = await t.db.execute<{ user_id: string; level: number }>(sql`
      SELECT user_id, level FROM (${everyRewardSql()}) rewards WHERE source_user_id = ${source.id}::uuid AND type = ${type} ORDER BY level`);
    return rows.map((r) => ({ userId: r.user_id, level: r.level }));
  }

  describe('DIRECT (a subscription payment)', () => {
    it('pays only uplines that are verified and paid up; the others are skipped, not moved down', async () => {
      // root > m0 (qualifies) > m1 unverified, paid > m2 verified, never paid > m3 verified, expired
      //      > m4 (qualifies) > m5 the payer, verified, paying its first period now
      const shapes = [{}, unverifiedButPaid, unpaid, expired(), {}, unpaid];
      const m = await buildNetwork(t, root, [-1, 0, 1, 2, 3, 4], (i) => shapes[i]!);
      expect(await pays(m[5]!)).toEqual([1]);
      // Default DIRECT schedule 20/10/5/3/2 %: level 1 (m4) and level 5 (m0) earn.
      expect(await rewardsFrom(m[5]!, 'DIRECT')).toEqual([
        { userId: m[4]!.id, level: 1 },
        { userId: m[0]!.id, level: 5 },
      ]);
      await expectConsistentMoneyForAll(t.db);
    });

    it('pays nothing for a member who pays without a verified e-mail', async () => {
      const m = await buildNetwork(t, root, [-1, 0], (i) =>
        i === 1 ? { ...unverifiedButPaid, ...unpaid } : {},
      );
      expect(await pays(m[1]!)).toEqual([1]); // the payment itself counts: the member is subscribed
      expect(await rewardsFrom(m[1]!, 'DIRECT')).toEqual([]);
    });

    it.each([
      ['never paid', () => unpaid],
      ['whose subscription expired', expired],
    ])('pays nothing for a verified member %s, whatever announces a payment', async (_what, shape) => {
      const m = await buildNetwork(t, root, [-1, 0], (i) => (i === 1 ? shape() : {}));
      // No period was recorded: a payment announced without one (a bug, a replay) pays nobody.
      const created = await t.db.transaction((tx) =>
        payDirectRewards(tx, { payerId: m[1]!.id, periodNumber: 1, feeAmount: '10', now: t.clock.now() }),
      );
      expect(created).toBe(0);
      expect(await rewardsFrom(m[1]!, 'DIRECT')).toEqual([]);
      // The same upline is paid for a member who did pay (the setup can pay).
      const payer = (await buildNetwork(t, { id: m[0]!.id }, [-1], () => unpaid))[0]!;
      await pays(payer);
      expect(await rewardsFrom(payer, 'DIRECT')).toEqual([{ userId: m[0]!.id, level: 1 }]);
    });
  });

  describe('DOWNLINE (a distribution cycle)', () => {
    let m: NetMember[];
    let cycle: Awaited<ReturnType<typeof runDownlineCycle>>;
    beforeAll(async () => {
      // root > m0 (qualifies) > m1 unverified, paid > m2 verified, never paid > m3 verified, expired
      //      > m4 (qualifies) > sources: m5 qualifies, m6 unverified but paid, m7 verified never paid,
      //                                  m8 verified, expired
      const shapes = [{}, unverifiedButPaid, unpaid, expired(), {}, {}, unverifiedButPaid, unpaid, expired()];
      m = await buildNetwork(t, root, [-1, 0, 1, 2, 3, 4, 4, 4, 4], (i) => shapes[i]!);
      const rows = [5, 6, 7, 8].map((i, k) => ({ line: k + 2, uid: m[i]!.bingxUid, amount: '100' }));
      cycle = await runDownlineCycle({
        db: t.db,
        period: daysAgo(2),
        name: 'farming-1',
        rows,
        source: 'CSV',
        now: t.clock.now,
      });
    });

    it('pays for a qualifying member only the uplines that are verified and paid up', async () => {
      expect(cycle.status).toBe('PAID');
      expect(await rewardsFrom(m[5]!, 'DOWNLINE')).toEqual([
        { userId: m[4]!.id, level: 1 },
        { userId: m[0]!.id, level: 5 },
      ]);
      await expectConsistentMoneyForAll(t.db);
    });

    it('pays nothing for unverified or unpaid members, and says why in the report', async () => {
      for (const i of [6, 7, 8]) expect(await rewardsFrom(m[i]!, 'DOWNLINE')).toEqual([]);
      expect(cycle).toMatchObject({ paidRows: 1, rejectedCount: 3 });
      expect(cycle.report.rejectedRows).toEqual([
        { line: 3, reason: 'the member has not verified their e-mail' },
        { line: 4, reason: 'the member had no paid subscription during the period' },
        { line: 5, reason: 'the member had no paid subscription during the period' },
      ]);
    });
  });
});
