import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/features/accounts/sessions';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember, updateUser } from '../support/users';
import { type BuiltNetwork, buildFixtureNetwork } from './network-fixture';

// The history's kept counts (ADR 0023, migration `network_counts`): what triggers on referral_paths keep must
// always equal a count of the closure rows themselves, whoever wrote them.
let t: TestApp;
let net: BuiltNetwork;
beforeAll(async () => {
  t = await createTestApp();
  net = await buildFixtureNetwork(t);
});
afterAll(() => t.close());

/** The kept rows and a fresh count of the closure rows, in the same shape and order. */
async function keptAndCounted() {
  const rows = async (query: ReturnType<typeof sql>) =>
    (await t.db.execute<Record<string, unknown>>(query)).rows;
  return {
    kept: {
      counts: await rows(sql`
        SELECT ancestor_id, depth, descendant_status, descendant_linked, members
          FROM referral_network_counts WHERE members <> 0 ORDER BY 1, 2, 3, 4`),
      paidDays: await rows(sql`
        SELECT ancestor_id, paid_until_day::text, members
          FROM referral_network_paid_days WHERE members <> 0 ORDER BY 1, 2`),
    },
    counted: {
      counts: await rows(sql`
        SELECT ancestor_id, depth, descendant_status, descendant_linked, count(*)::int AS members
          FROM referral_paths GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
      paidDays: await rows(sql`
        SELECT ancestor_id, (descendant_paid_until AT TIME ZONE 'UTC')::date::text AS paid_until_day,
               count(*)::int AS members
          FROM referral_paths WHERE descendant_paid_until IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`),
    },
  };
}

const history = (token = net.viewer.token) => t.get('/api/users/referrals/history', { token });

describe('the network counts kept for the history', () => {
  it('equal a count of the closure rows after registrations, account changes and a deletion', async () => {
    const first = await keptAndCounted();
    expect(first.counted.counts.length).toBeGreaterThan(20);
    expect(first.kept).toEqual(first.counted);

    const b1 = net.users.get('b1')!;
    const x2 = net.users.get('x2')!;
    await createMember(t, { referrer: net.users.get('y1')!, onboarded: true });
    await updateUser(t, b1.id, { status: 'LOCKED', bingxUid: null });
    await updateUser(t, x2.id, {
      subscriptionExpiresAt: new Date(t.clock.now().getTime() + 40 * 86_400_000),
    });
    await updateUser(t, x2.id, { status: 'ACTIVE', createdAt: new Date('2025-02-01T00:00:00Z') });
    const deleted = await t.del(`/api/users/admin/${net.users.get('b4')!.id}`, { token: net.admin.token });
    expect(deleted.status).toBe(200);

    const after = await keptAndCounted();
    expect(after.kept).toEqual(after.counted);
    expect(after.kept).not.toEqual(first.kept);
  });

  it('stay right when members join and change at the same time under shared uplines', async () => {
    const referrers = ['b1', 'x1', 'x2', 'd4', 'd9', 'y1', 'a2', 'b2'].map((name) => net.users.get(name)!);
    const joined = await Promise.all(
      referrers.flatMap((referrer) => [createMember(t, { referrer }), createMember(t, { referrer })]),
    );
    await Promise.all(
      joined.map((member, i) =>
        updateUser(
          t,
          member.id,
          i % 2 ? { status: 'LOCKED' } : { bingxUid: null, subscriptionExpiresAt: null },
        ),
      ),
    );
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });

  it('are rebuilt from the closure rows by the migration backfill', async () => {
    await t.db.execute(sql`DELETE FROM referral_network_counts`);
    await t.db.execute(sql`DELETE FROM referral_network_paid_days`);
    await t.db.execute(sql`SELECT referral_network_counts_rebuild()`);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
  });

  it('count a period that ends later today, or on a later day, as paid until it ends', async () => {
    const a1 = net.users.get('a1')!;
    // A session made at the clock's time (the viewer's first one times out within days).
    const paid = async () => {
      const { token } = await createSession(t.deps(), net.viewer);
      const res = await history(token);
      expect(res.status, res.text).toBe(200);
      return res.body.data.statistics.paidSubscriptions as number;
    };
    await updateUser(t, a1.id, { subscriptionExpiresAt: null });
    const without = await paid();

    // Later today (UTC): counted from the closure rows' paid-until index, not from the days.
    const now = t.clock.now().getTime();
    const endOfDay = Date.UTC(
      t.clock.now().getUTCFullYear(),
      t.clock.now().getUTCMonth(),
      t.clock.now().getUTCDate() + 1,
    );
    const laterToday = Math.min(now + 60_000, now + Math.floor((endOfDay - now) / 2));
    await updateUser(t, a1.id, { subscriptionExpiresAt: new Date(laterToday) });
    expect(await paid()).toBe(without + 1);
    t.clock.advance(laterToday - now + 1);
    try {
      expect(await paid()).toBe(without);
    } finally {
      t.clock.advance(-(laterToday - now + 1));
    }

    // Three days on: counted from the days after today, until that day comes and goes.
    await updateUser(t, a1.id, { subscriptionExpiresAt: new Date(now + 3 * 86_400_000) });
    expect(await paid()).toBe(without + 1);
    t.clock.advance(3 * 86_400_000 - 1000);
    try {
      expect(await paid()).toBe(without + 1);
      t.clock.advance(2000);
      expect(await paid()).toBe(without);
    } finally {
      t.clock.advance(-(3 * 86_400_000 + 1000));
    }
  });
});
