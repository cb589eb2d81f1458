import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralPaths } from '../../src/features/network/network.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember, type TestUser } from '../support/users';

let t: TestApp;
let viewer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The 15th of the UTC month `offset` months from now. */
const midMonth = (offset: number) => {
  const now = t.clock.now();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15));
};
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** Moves when `member` joined, as the closure table records it for every upline. */
const joined = (member: TestUser, at: Date) =>
  t.db.update(referralPaths).set({ descendantJoinedAt: at }).where(eq(referralPaths.descendantId, member.id));

describe('GET /api/users/referral-tree/growth', () => {
  beforeAll(async () => {
    viewer = await createMember(t);
    // Two years ago: before any month asked for, so it only counts in the totals.
    const early = await createMember(t, { referrer: viewer });
    await joined(early, midMonth(-24));
    // Three months ago, level 1; this month: one more at level 1 and one at level 2 below `three`.
    const three = await createMember(t, { referrer: viewer });
    await joined(three, midMonth(-3));
    await createMember(t, { referrer: viewer });
    await createMember(t, { referrer: three });
    // Someone else's network does not count.
    const stranger = await createMember(t);
    await createMember(t, { referrer: stranger });
  });

  it('counts who joined each UTC month (all levels) and the network size at its end, oldest first', async () => {
    const res = await t.get('/api/users/referral-tree/growth', { token: viewer.token, query: { months: 4 } });
    expect(res.status).toBe(200);
    expect(res.body.data.months).toEqual([
      { month: monthOf(midMonth(-3)), joined: 1, total: 2 },
      { month: monthOf(midMonth(-2)), joined: 0, total: 2 },
      { month: monthOf(midMonth(-1)), joined: 0, total: 2 },
      { month: monthOf(midMonth(0)), joined: 2, total: 4 },
    ]);
  });

  it('gives the last 12 months by default and refuses a range outside 1 to 36 months', async () => {
    const res = await t.get('/api/users/referral-tree/growth', { token: viewer.token });
    expect(res.body.data.months).toHaveLength(12);
    expect(res.body.data.months.at(-1)).toEqual({ month: monthOf(midMonth(0)), joined: 2, total: 4 });
    for (const months of [0, 37]) {
      const refused = await t.get('/api/users/referral-tree/growth', {
        token: viewer.token,
        query: { months },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('VALIDATION_ERROR');
    }
  });

  it('is an empty network for a member nobody joined under', async () => {
    const alone = await createMember(t);
    const res = await t.get('/api/users/referral-tree/growth', { token: alone.token, query: { months: 2 } });
    expect(res.body.data.months.map((m: { joined: number; total: number }) => [m.joined, m.total])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});
