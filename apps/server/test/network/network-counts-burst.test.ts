import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../src/features/accounts';
import { placeUnderReferrer } from '../../src/features/network';
import { foldNetworkCounts, networkCountsDrift } from '../../src/features/network/fold-network-counts';
import type { Tx } from '../../src/infra/db/client';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember, type TestUser } from '../support/users';

// A burst of sign-ups under one leader (issue 16, ADR 0024): the history's counts are written as
// delta rows, so sign-ups under the same uplines never wait for each other's commit, and the
// counts stay equal to a count of the closure rows, folded or not.
let t: TestApp;
const chain: TestUser[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // top -> m1 -> ... -> m5: a sign-up under m5 touches the counters of six uplines.
  chain.push(await createMember(t));
  for (let i = 1; i <= 5; i++) chain.push(await createMember(t, { referrer: chain[i - 1] }));
});
afterAll(() => t.close());

let n = 0;
/** A new account placed under `referrerId`, as registration places it (not linked, not paid). */
async function signUp(tx: Tx, referrerId: string) {
  const user = await insertUser(tx, {
    firstName: 'Burst',
    lastName: `Joiner${++n}`,
    email: `burst${n}.${process.pid}.${Date.now()}@example.com`,
    passwordHash: 'not-a-hash',
    isEmailVerified: false,
    status: 'ACTIVE',
    referredById: referrerId,
  });
  await placeUnderReferrer(tx, user.id, referrerId);
  return user;
}

const deltas = async () =>
  (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM referral_network_counts_delta`))
    .rows[0]!.n;

const historyOf = async (member: TestUser) => {
  const res = await t.get('/api/users/referrals/history', { token: member.token });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

describe('the network counts under a burst of sign-ups', () => {
  it('let a sign-up commit while another one under the same uplines is still open', async () => {
    const referrer = chain[5]!;
    await t.db.transaction(async (open) => {
      await signUp(open, referrer.id);
      // The first sign-up holds its transaction open. With counters updated in place the second
      // would wait for it on the same counter rows (and fail after lock_timeout).
      const second = await t.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '3s'`);
        return signUp(tx, referrer.id);
      });
      expect(second.referredById).toBe(referrer.id);
    });
    expect(await networkCountsDrift(t.db)).toBe(0);
  });

  it('all succeed at once under one leader, and the counts equal a recount before and after folding', async () => {
    const leader = chain[5]!;
    const before = await historyOf(chain[0]!);
    const joined = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 10 === 5
          ? foldNetworkCounts(t.db).then(() => null) // folds running meanwhile, as the job does
          : t.db.transaction((tx) => signUp(tx, leader.id)),
      ),
    );
    expect(joined.filter(Boolean)).toHaveLength(36);
    // The folds above may all run after the last sign-up committed; one more after them leaves
    // deltas unfolded, whatever the order was.
    await t.db.transaction((tx) => signUp(tx, leader.id));
    expect(await networkCountsDrift(t.db)).toBe(0);

    const unfolded = await historyOf(chain[0]!);
    expect(unfolded.data.statistics.totalReferrals).toBe(before.data.statistics.totalReferrals + 37);
    expect(await deltas()).toBeGreaterThan(0);

    expect(await foldNetworkCounts(t.db)).toBeGreaterThan(0);
    expect(await deltas()).toBe(0);
    expect(await networkCountsDrift(t.db)).toBe(0);
    expect(await historyOf(chain[0]!)).toEqual(unfolded);
  });
});
