import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { adminUsersPage } from '../../src/features/admin/users/list-admin-users';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { type SeededNetwork, seedNetwork } from './seed';

let t: TestApp;
let s: SeededNetwork;
beforeAll(async () => {
  t = await createTestApp();
  s = await seedNetwork(t);
  // A login history for the lastLogin sort: dave most recently, then bob.
  const at = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * 60_000);
  await t.db
    .update(users)
    .set({ lastLoginAt: at(30) })
    .where(eq(users.id, s.bob.id));
  await t.db
    .update(users)
    .set({ lastLoginAt: at(5) })
    .where(eq(users.id, s.dave.id));
  await t.db.update(users).set({ status: 'LOCKED' }).where(eq(users.id, s.carol.id));
});
afterAll(() => t.close());

type Query = Record<string, string | number>;
const list = async (query: Query = {}) => {
  const res = await t.get('/api/users/admin/all', { token: s.admin.token, query });
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    users: Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    pagination: Record<string, unknown>;
    stats: Record<string, number>;
  };
};
const names = async (query: Query = {}) =>
  (await list({ limit: 100, ...query })).users.map((u) => u.firstName);

describe('GET /api/users/admin/all', () => {
  it('lists every account newest first with the admin-view fields and money totals', async () => {
    const data = await list();
    expect(data.users.map((u) => u.firstName)).toEqual(['Eve', 'Dave', 'Carol', 'Bob', 'Alice', 'Ada']);
    const alice = data.users.find((u) => u._id === s.alice.id);
    expect(alice).toMatchObject({
      userId: s.alice.userId,
      email: s.alice.email,
      status: 'ACTIVE',
      isEmailVerified: true,
      isAdmin: false,
      bingXUID: s.alice.bingxUid,
      referralCode: s.alice.referralCode,
      referredByCode: s.admin.referralCode,
      referredBy: { firstName: s.admin.firstName, lastName: s.admin.lastName, userId: s.admin.userId },
      subscriptionFee: { paid: true },
      // earned 2 + 1 + 2 (DIRECT) + 2 (DOWNLINE); 3 withdrawn, 1 held
      totalRewards: 7,
      balance: 3,
      totalWithdrawals: 4,
      totalWithdrawn: 3,
      referralStats: { totalReferrals: 3 },
    });
    const bob = data.users.find((u) => u._id === s.bob.id);
    expect(bob).toMatchObject({ totalRewards: 7, balance: 7, totalWithdrawals: 0, totalWithdrawn: 0 });
    expect(bob?.referralStats.totalReferrals).toBe(1);
    const eve = data.users.find((u) => u._id === s.eve.id);
    expect(eve).toMatchObject({ isEmailVerified: false, bingXUID: null, subscriptionFee: { paid: false } });
  });

  it('gives stats over every account, whatever the page, search or filters', async () => {
    const expected = {
      totalUsers: 6,
      activeUsers: 5,
      lockedUsers: 1,
      disabledUsers: 0,
      verifiedUsers: 5,
      unverifiedUsers: 1,
      onboardingCompleted: 4,
      subscriptionPaid: 4,
    };
    expect((await list()).stats).toEqual(expected);
    expect((await list({ search: 'alice', page: 1, limit: 1 })).stats).toEqual(expected);
  });

  it('pages with the spec fields', async () => {
    const page2 = await list({ page: 2, limit: 4 });
    expect(page2.users.map((u) => u.firstName)).toEqual(['Alice', 'Ada']);
    expect(page2.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      totalUsers: 6,
      limit: 4,
      hasNext: false,
      hasPrev: true,
    });
    const page1 = await list({ page: 1, limit: 4 });
    expect(page1.pagination).toMatchObject({ hasNext: true, hasPrev: false });
    expect((await list({ page: 3, limit: 4 })).users).toEqual([]);
    expect((await list()).pagination).toMatchObject({ limit: 10, totalPages: 1 });
  });

  it('searches name, e-mail, userId, referral code and exchange UID, ignoring case', async () => {
    expect(await names({ search: 'ALICE' })).toEqual(['Alice']);
    expect(await names({ search: 'bob brown' })).toEqual(['Bob']);
    expect(await names({ search: s.carol.email.toUpperCase() })).toEqual(['Carol']);
    expect(await names({ search: s.dave.userId.toLowerCase() })).toEqual(['Dave']);
    expect(await names({ search: s.eve.referralCode.toLowerCase() })).toEqual(['Eve']);
    expect(await names({ search: s.bob.bingxUid! })).toEqual(['Bob']);
    expect(await names({ search: 'nobody-like-this' })).toEqual([]);
    // LIKE wildcards are searched literally
    expect(await names({ search: '%' })).toEqual([]);
    expect(await names({ search: '_' })).toEqual([]);
  });

  it.each([
    ['filters[status]', 'LOCKED', ['Carol']],
    ['filters[status]', 'ACTIVE', ['Eve', 'Dave', 'Bob', 'Alice', 'Ada']],
    ['filters[isEmailVerified]', 'false', ['Eve']],
    ['filters[subscriptionPaid]', 'false', ['Eve', 'Ada']],
    ['filters[subscriptionPaid]', 'true', ['Dave', 'Carol', 'Bob', 'Alice']],
    ['filters[bingxLinked]', 'false', ['Eve', 'Ada']],
    ['filters[onboardingCompleted]', 'true', ['Dave', 'Carol', 'Bob', 'Alice']],
    ['filters[isAdmin]', 'true', ['Ada']],
  ])('filters %s=%s', async (key, value, expected) => {
    expect(await names({ [key]: value })).toEqual(expected);
  });

  it('combines search and filters', async () => {
    expect(await names({ search: 'alice', 'filters[isAdmin]': 'false' })).toEqual(['Alice']);
    expect(await names({ search: 'alice', 'filters[status]': 'LOCKED' })).toEqual([]);
    expect(
      await names({ search: 'chen', 'filters[status]': 'LOCKED', 'filters[bingxLinked]': 'true' }),
    ).toEqual(['Carol']);
  });

  it.each([
    ['createdAt', ['Ada', 'Alice', 'Bob', 'Carol', 'Dave', 'Eve']],
    ['name', ['Ada', 'Alice', 'Bob', 'Carol', 'Dave', 'Eve']],
    ['-name', ['Eve', 'Dave', 'Carol', 'Bob', 'Alice', 'Ada']],
    ['-lastLogin', ['Dave', 'Bob', 'Eve', 'Carol', 'Alice', 'Ada']],
    ['lastLogin', ['Bob', 'Dave', 'Eve', 'Carol', 'Alice', 'Ada']],
    ['status', ['Eve', 'Dave', 'Bob', 'Alice', 'Ada', 'Carol']],
    ['-totalRewards', ['Bob', 'Alice', 'Eve', 'Dave', 'Carol', 'Ada']],
    ['-balance', ['Bob', 'Alice', 'Eve', 'Dave', 'Carol', 'Ada']],
  ])('sorts by %s', async (sort, expected) => {
    expect(await names({ sort })).toEqual(expected);
  });

  it('sorts by e-mail both ways', async () => {
    const emails = (await list({ sort: 'email' })).users.map((u) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const back = (await list({ sort: '-email' })).users.map((u) => u.email.toLowerCase());
    expect(back).toEqual([...emails].reverse());
  });

  it('does not list deleted accounts', async () => {
    const res = await t.del(`/api/users/admin/${s.eve.id}`, { token: s.admin.token });
    expect(res.status).toBe(200);
    expect(await names()).not.toContain('Eve');
    expect((await list()).stats.totalUsers).toBe(5);
  });

  it('refuses unknown sorts, filters and fields', async () => {
    for (const query of [
      { sort: 'password' },
      { 'filters[deleted]': 'true' },
      { limit: 1000 },
      { other: 1 },
    ]) {
      const res = await t.get('/api/users/admin/all', { token: s.admin.token, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe('VALIDATION_ERROR');
    }
  });
});

describe('a deep page of the users list (issue 16)', () => {
  it("reads the page's ids index-only in the default order, and joins only that page's rows", async () => {
    const query = adminUsersPage(t.db, { page: 3, limit: 2, sort: '-createdAt' }, t.clock.now()).toSQL();
    const plan = await t.db.transaction(async (tx) => {
      // The test database is small enough for a sequential scan: ask for the plan a large one gets.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
      const explained = await tx.execute<{ 'QUERY PLAN': string }>(
        sql.raw(`EXPLAIN ${inline(query.sql, query.params)}`),
      );
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan Backward using users_live_created_idx/);
    // The referrer is looked up for the page's rows only: its scan is not under the LIMIT (less indented).
    const lines = plan.split('\n');
    const indent = (line: string | undefined) => line?.search(/\S/) ?? -1;
    const limit = lines.find((l) => l.includes('Limit'));
    const referrer = lines.find((l) => / on users referrer/.test(l));
    expect(referrer).toBeDefined();
    expect(indent(referrer)).toBeLessThan(indent(limit));
  });
});

/** The statement with its parameters written in (EXPLAIN takes no parameters). */
function inline(text: string, params: unknown[]) {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
