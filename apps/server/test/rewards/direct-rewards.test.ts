import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payDirectRewards } from '../../src/features/rewards/direct/pay-direct-rewards';
import { writeSetting } from '../../src/features/settings/settings.repository';
import { markNonCompliant } from '../support/member-facts';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin } from '../support/users';
import { buildNetwork, chain, expectConsistentMoneyForAll } from './network';

let t: TestApp;
let root: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  root = await createAdmin(t);
});
afterAll(() => t.close());

/** A subscription payment as the onboarding feature announces it: inside its crediting transaction. */
const paid = (userId: string, periodNumber: number, feeAmount = '10') =>
  t.db.transaction((tx) => t.app.subscriptionPaid.emit(tx, { userId, periodNumber, feeAmount }));

async function directRewardsFrom(sourceId: string) {
  const result = await t.db.execute<{
    user_id: string;
    level: number;
    amount: string;
    percent: string;
    master: string;
    cycle: number;
    status: string;
  }>(sql`
    SELECT user_id, level, trim_scale(reward_amount)::text AS amount, trim_scale(percent)::text AS percent,
           trim_scale(master_amount)::text AS master, cycle, status
      FROM rewards WHERE type = 'DIRECT' AND source_user_id = ${sourceId}::uuid ORDER BY cycle, level`);
  return result.rows;
}

describe('DIRECT rewards on a subscription payment', () => {
  it('pays the uplines at the levels of the bonus schedule, a percent of the fee, with ledger credits', async () => {
    const m = await buildNetwork(t, root, chain(7));
    await paid(m[6]!.id, 1);
    expect(await directRewardsFrom(m[6]!.id)).toEqual([
      { user_id: m[5]!.id, level: 1, amount: '2', percent: '20', master: '10', cycle: 1, status: 'CREDITED' },
      { user_id: m[4]!.id, level: 2, amount: '1', percent: '10', master: '10', cycle: 1, status: 'CREDITED' },
      {
        user_id: m[3]!.id,
        level: 3,
        amount: '0.5',
        percent: '5',
        master: '10',
        cycle: 1,
        status: 'CREDITED',
      },
      {
        user_id: m[2]!.id,
        level: 4,
        amount: '0.3',
        percent: '3',
        master: '10',
        cycle: 1,
        status: 'CREDITED',
      },
      {
        user_id: m[1]!.id,
        level: 5,
        amount: '0.2',
        percent: '2',
        master: '10',
        cycle: 1,
        status: 'CREDITED',
      },
    ]);
    const credits = await t.db.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM ledger_entries l JOIN rewards r ON r.id = l.reward_id
       WHERE r.source_user_id = ${m[6]!.id}::uuid AND l.kind = 'REWARD_CREDIT' AND l.amount = r.reward_amount`);
    expect(credits.rows[0]?.n).toBe('5');
    const events = await t.db.execute<{ n: string }>(sql`
      SELECT count(*) AS n FROM activity_events WHERE type = 'reward' AND details->>'fromUserId' = ${m[6]!.id}`);
    expect(events.rows[0]?.n).toBe('5');
    await expectConsistentMoneyForAll(t.db);
  });

  it('pays once per payer and period', async () => {
    const m = await buildNetwork(t, root, chain(3));
    await paid(m[2]!.id, 1);
    await paid(m[2]!.id, 1);
    expect(
      await t.db.transaction((tx) =>
        payDirectRewards(tx, { payerId: m[2]!.id, periodNumber: 1, feeAmount: '10', now: t.clock.now() }),
      ),
    ).toBe(0);
    expect(await directRewardsFrom(m[2]!.id)).toHaveLength(2);
    await paid(m[2]!.id, 2);
    expect((await directRewardsFrom(m[2]!.id)).map((r) => r.cycle)).toEqual([1, 1, 2, 2]);
    await expectConsistentMoneyForAll(t.db);
  });

  it('pays nothing when the payment rolls back', async () => {
    const m = await buildNetwork(t, root, chain(2));
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.subscriptionPaid.emit(tx, { userId: m[1]!.id, periodNumber: 1, feeAmount: '10' });
        throw new Error('the crediting failed');
      }),
    ).rejects.toThrow('the crediting failed');
    expect(await directRewardsFrom(m[1]!.id)).toEqual([]);
  });

  it('skips uplines that cannot earn without moving the others down, and locks a non-compliant one', async () => {
    const past = new Date(t.clock.now().getTime() - 86_400_000);
    // payer m[6]; uplines m[5] LOCKED, m[4] DISABLED, m[3] unverified, m[2] expired, m[1] non-compliant; m[0] deleted
    const m = await buildNetwork(
      t,
      root,
      chain(7),
      (i) =>
        [
          { deletedAt: past },
          {},
          { subscriptionExpiresAt: past },
          { isEmailVerified: false },
          { status: 'DISABLED' as const },
          { status: 'LOCKED' as const },
          {},
        ][i] ?? {},
    );
    await markNonCompliant(t.db, [m[1]!.id], t.clock.now());
    await paid(m[6]!.id, 1);
    expect(await directRewardsFrom(m[6]!.id)).toEqual([
      { user_id: m[1]!.id, level: 5, amount: '0.2', percent: '2', master: '10', cycle: 1, status: 'LOCKED' },
    ]);
    const [entry] = (
      await t.db.execute<{ kind: string }>(
        sql`SELECT kind FROM ledger_entries WHERE user_id = ${m[1]!.id}::uuid`,
      )
    ).rows;
    expect(entry?.kind).toBe('REWARD_LOCKED');
    await expectConsistentMoneyForAll(t.db);
  });

  it('pays nothing for a payer without a verified e-mail, nor to the admin root', async () => {
    const m = await buildNetwork(t, root, chain(2), (i) => (i === 1 ? { isEmailVerified: false } : {}));
    await paid(m[1]!.id, 1);
    expect(await directRewardsFrom(m[1]!.id)).toEqual([]);
    await paid(m[0]!.id, 1); // level 1 is the admin root
    expect(await directRewardsFrom(m[0]!.id)).toEqual([]);
  });

  it('follows the stored schedule and rounds down to 8 decimals', async () => {
    await writeSetting(t.db, 'directRewardRates', [
      { level: 1, percent: '12.5' },
      { level: 3, percent: '0.0001' },
    ]);
    const m = await buildNetwork(t, root, chain(4));
    await paid(m[3]!.id, 1, '10.123456789');
    expect((await directRewardsFrom(m[3]!.id)).map((r) => [r.level, r.amount])).toEqual([
      [1, '1.26543209'], // 1.265432098625
      [3, '0.00001012'], // 0.0000101234...
    ]);
  });
});
