// The admin summaries (ADR 0018) after a mix of every write they count: the summary rows equal
// a computation from the rows themselves, the answers built on them equal independent counts,
// folding the deltas changes nothing, time ends subscriptions without a write, and deep pages of
// the users list read from the right sign-up day.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositTransfers } from '../../src/features/onboarding/onboarding.tables';
import { compactAdminSummary } from '../../src/features/admin/summaries/compact-admin-summary';
import { userListStats } from '../../src/features/admin/users/user-list-stats';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { daysAgo } from '../support/cycle-periods';
import { creditTestPayment, storeTestTransfer } from '../support/payments';
import { createAdmin, createMember, updateUser } from '../support/users';
import {
  DAY,
  decide,
  paySubscription,
  requestWithdrawal,
  runCycle,
  type SeededNetwork,
  seedNetwork,
} from './seed';

const HOUR = 3_600_000;
let t: TestApp;
let s: SeededNetwork;

/** admin_summary as its readers see it: the deltas of each (metric, bucket, key) summed. */
async function summarised() {
  const res = await t.db.execute<{
    metric: string;
    bucket: string | null;
    key: string;
    n: string;
    amount: string;
  }>(sql`
    SELECT metric, to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS bucket, key,
           sum(n)::text AS n, trim_scale(sum(amount))::text AS amount
      FROM admin_summary GROUP BY 1, 2, 3 HAVING sum(n) <> 0 OR sum(amount) <> 0 ORDER BY 1, 2, 3`);
  return res.rows;
}

/** The same figures counted from the rows themselves, written apart from the triggers. */
async function fromScratch() {
  const res = await t.db.execute<{
    metric: string;
    bucket: string | null;
    key: string;
    n: string;
    amount: string;
  }>(sql`
    WITH live AS (SELECT *, CASE WHEN is_admin THEN 'admin' ELSE 'member' END AS role,
                            CASE WHEN bingx_uid IS NULL THEN 'unlinked' ELSE 'linked' END AS link
                    FROM users WHERE deleted_at IS NULL),
    facts AS (
      SELECT 'accounts' AS metric, NULL::timestamptz AS bucket,
             role || ' ' || status || ' ' || CASE WHEN is_email_verified THEN 'verified' ELSE 'unverified' END
                  || ' ' || link AS key, count(*) AS n, 0::numeric AS amount
        FROM live GROUP BY 3
      UNION ALL
      SELECT 'joined', date_trunc('day', created_at, 'UTC'), role, count(*), 0 FROM live GROUP BY 2, 3
      UNION ALL
      SELECT 'subscription_ends', date_trunc('hour', subscription_expires_at, 'UTC'), role || ' ' || link, count(*), 0
        FROM live WHERE subscription_expires_at IS NOT NULL GROUP BY 2, 3
      UNION ALL
      SELECT 'subscription_end_days', date_trunc('day', subscription_expires_at, 'UTC'), role || ' ' || link, count(*), 0
        FROM live WHERE subscription_expires_at IS NOT NULL GROUP BY 2, 3
      UNION ALL
      SELECT 'ledger', date_trunc('day', created_at, 'UTC'), kind::text, count(*), sum(amount)
        FROM ledger_entries GROUP BY 2, 3
      UNION ALL
      SELECT 'withdrawals', NULL, status::text, count(*), sum(amount) FROM withdrawals GROUP BY 3
      UNION ALL
      SELECT 'deposits', date_trunc('day', credited_at, 'UTC'), '', count(*), sum(amount_units)
        FROM deposit_transfers WHERE credited_at IS NOT NULL AND dropped_at IS NULL GROUP BY 2
      UNION ALL
      SELECT 'payments', date_trunc('day', paid_at, 'UTC'), '', count(*), sum(amount_usdt)
        FROM subscription_periods GROUP BY 2)
    SELECT metric, to_char(bucket AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24') AS bucket, key,
           n::text, trim_scale(amount)::text AS amount
      FROM facts ORDER BY 1, 2, 3`);
  return res.rows;
}

/** The users list's stat cards and the dashboard's counts, counted over every row at `now`. */
async function countsFromRows(now: Date) {
  const res = await t.db.execute<Record<string, string>>(sql`
    SELECT count(*) AS "totalUsers",
           count(*) FILTER (WHERE status = 'ACTIVE') AS "activeUsers",
           count(*) FILTER (WHERE status = 'LOCKED') AS "lockedUsers",
           count(*) FILTER (WHERE status = 'DISABLED') AS "disabledUsers",
           count(*) FILTER (WHERE is_email_verified) AS "verifiedUsers",
           count(*) FILTER (WHERE NOT is_email_verified) AS "unverifiedUsers",
           count(*) FILTER (WHERE subscription_expires_at > ${now} AND bingx_uid IS NOT NULL) AS "onboardingCompleted",
           count(*) FILTER (WHERE subscription_expires_at > ${now}) AS "subscriptionPaid",
           count(*) FILTER (WHERE NOT is_admin) AS "members",
           count(*) FILTER (WHERE NOT is_admin AND status = 'LOCKED') AS "lockedMembers",
           count(*) FILTER (WHERE NOT is_admin AND subscription_expires_at > ${now} AND bingx_uid IS NOT NULL) AS "membersOnboarded",
           count(*) FILTER (WHERE NOT is_admin AND created_at >= date_trunc('day', ${now}::timestamptz, 'UTC')) AS "membersToday",
           (SELECT count(*) FROM withdrawals WHERE status = 'PENDING') AS "pendingCount",
           (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE status IN ('PENDING', 'APPROVED')) AS "withdrawalsAmount",
           (SELECT coalesce(sum(amount) FILTER (WHERE kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')), 0)
                 - coalesce(sum(amount) FILTER (WHERE kind = 'LOCK_FORFEIT'), 0) FROM ledger_entries) AS "distributed"
      FROM users WHERE deleted_at IS NULL`);
  return Object.fromEntries(Object.entries(res.rows[0]!).map(([k, v]) => [k, Number(v)]));
}

async function expectAnswersFromRows() {
  const now = t.clock.now();
  const c = await countsFromRows(now);
  const list = (await t.get('/api/users/admin/all', { token: s.admin.token })).body.data;
  expect(list.stats).toEqual({
    totalUsers: c.totalUsers,
    activeUsers: c.activeUsers,
    lockedUsers: c.lockedUsers,
    disabledUsers: c.disabledUsers,
    verifiedUsers: c.verifiedUsers,
    unverifiedUsers: c.unverifiedUsers,
    onboardingCompleted: c.onboardingCompleted,
    subscriptionPaid: c.subscriptionPaid,
  });
  expect(list.pagination.totalUsers).toBe(c.totalUsers);
  const locked = await t.get('/api/users/admin/all', {
    token: s.admin.token,
    query: { 'filters[status]': 'LOCKED' },
  });
  expect(locked.body.data.pagination.totalUsers).toBe(c.lockedUsers);
  const stats = (await t.get('/api/users/admin/overall-stats', { token: s.admin.token })).body.data;
  expect(stats.users).toEqual({
    totalUsers: c.members,
    completedOnboarding: c.membersOnboarded,
    newUsersToday: c.membersToday,
  });
  expect(stats.withdrawals).toEqual({ pendingCount: c.pendingCount, totalAmount: c.withdrawalsAmount });
  expect(stats.rewards).toEqual({ totalDistributed: c.distributed });
  const reports = await t.get('/api/users/admin/reports', { token: s.admin.token });
  expect(reports.body.data.pagination.totalRecords).toBe(c.members);
  const lockedReports = await t.get('/api/users/admin/reports', {
    token: s.admin.token,
    query: { status: 'LOCKED' },
  });
  expect(lockedReports.body.data.pagination.totalRecords).toBe(c.lockedMembers);
}

/** The charts' series counted from the rows, per UTC day of the last 30. */
async function expectChartsFromRows() {
  const now = t.clock.now();
  const res = await t.db.execute<Record<string, string>>(sql`
    WITH days AS (SELECT generate_series(date_trunc('day', ${now}::timestamptz, 'UTC') - interval '29 days',
                                         date_trunc('day', ${now}::timestamptz, 'UTC'), interval '1 day') AS d)
    SELECT to_char(d AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
      (SELECT count(*) FROM users WHERE deleted_at IS NULL AND NOT is_admin AND created_at >= d AND created_at < d + interval '1 day') AS signups,
      (SELECT count(*) FROM subscription_periods WHERE paid_at >= d AND paid_at < d + interval '1 day') AS payments,
      (SELECT coalesce(sum(amount_usdt), 0) FROM subscription_periods WHERE paid_at >= d AND paid_at < d + interval '1 day') AS "paymentsAmount",
      (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE kind IN ('REWARD_CREDIT', 'REWARD_LOCKED') AND created_at >= d AND created_at < d + interval '1 day') AS "rewardsAmount",
      (SELECT count(*) FROM deposit_transfers WHERE credited_at >= d AND credited_at < d + interval '1 day' AND dropped_at IS NULL) AS deposits,
      (SELECT coalesce(sum(amount_units), 0) / 1e18 FROM deposit_transfers WHERE credited_at >= d AND credited_at < d + interval '1 day' AND dropped_at IS NULL) AS "depositsAmount",
      (SELECT count(*) FROM ledger_entries WHERE kind = 'WITHDRAWAL_DEBIT' AND created_at >= d AND created_at < d + interval '1 day') AS payouts,
      (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE kind = 'WITHDRAWAL_DEBIT' AND created_at >= d AND created_at < d + interval '1 day') AS "payoutsAmount"
      FROM days ORDER BY d`);
  const expected = res.rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'date' ? v : Number(v)])),
  );
  const charts = (await t.get('/api/users/admin/charts', { token: s.admin.token })).body.data;
  expect(charts.days).toEqual(
    expected.map((e) => ({
      date: e.date,
      signups: e.signups,
      payments: e.payments,
      paymentsAmount: e.paymentsAmount,
      rewardsAmount: e.rewardsAmount,
    })),
  );
  expect(charts.cashFlow).toEqual(
    expected.map((e) => ({
      date: e.date,
      deposits: e.deposits,
      depositsAmount: e.depositsAmount,
      payouts: e.payouts,
      payoutsAmount: e.payoutsAmount,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  // Registrations, subscription payments, a DOWNLINE cycle, withdrawals requested, approved and
  // paid out, rejected (seed.ts).
  s = await seedNetwork(t);
  const now = t.clock.now();
  // More registrations: an admin, unverified and unlinked members, one who joined days ago.
  const admin2 = await createAdmin(t);
  const frank = await createMember(t, { referrer: s.alice, verified: false, onboarded: false });
  const grace = await createMember(t, { referrer: s.bob });
  const old = await createMember(t, { referrer: s.bob });
  await updateUser(t, old.id, { createdAt: new Date(now.getTime() - 3 * DAY) });
  // Verification, a link to the exchange, a real subscription payment from the deposit address.
  await updateUser(t, frank.id, { isEmailVerified: true });
  await updateUser(t, s.eve.id, { bingxUid: `77${Date.now()}` });
  await creditTestPayment(t, s.eve, { amount: '10' });
  // Deposits: one seen then credited, one seen then dropped by a reorganisation, one credited
  // yesterday.
  const credited = await storeTestTransfer(t, s.dave.id, { amount: '4' });
  await t.db.update(depositTransfers).set({ creditedAt: now }).where(eq(depositTransfers.id, credited));
  const dropped = await storeTestTransfer(t, s.dave.id, { amount: '6' });
  await t.db.update(depositTransfers).set({ droppedAt: now }).where(eq(depositTransfers.id, dropped));
  await storeTestTransfer(t, s.carol.id, { amount: '2.5', creditedAt: new Date(now.getTime() - DAY) });
  // Status changes through the API and directly, a deletion through the API.
  const locked = await t.put(`/api/users/${grace.id}/status`, {
    token: s.admin.token,
    body: { status: 'LOCKED' },
  });
  expect(locked.status).toBe(200);
  await updateUser(t, s.dave.id, { status: 'DISABLED' });
  const deleted = await t.del(`/api/users/admin/${old.id}`, { token: s.admin.token });
  expect(deleted.status).toBe(200);
  // Ledger movements: a second cycle, DIRECT rewards, the pending withdrawal rejected, a new one.
  await runCycle(t, 'summaries-cycle-2', [{ member: s.carol, amount: '40' }], daysAgo(2));
  await paySubscription(t, grace);
  await decide(t, s.admin, s.withdrawals.pending.id, 'REJECTED', 'Changed my mind');
  await requestWithdrawal(t, s.bob, '0.5');
  // Subscriptions: one ends within this hour, one ended an hour ago.
  await updateUser(t, s.bob.id, { subscriptionExpiresAt: new Date(now.getTime() + 10 * 60_000) });
  await updateUser(t, s.carol.id, { subscriptionExpiresAt: new Date(now.getTime() - HOUR) });
  await updateUser(t, s.alice.id, { subscriptionExpiresAt: new Date(now.getTime() + 3 * HOUR) });
  await updateUser(t, admin2.id, { subscriptionExpiresAt: new Date(now.getTime() + 20 * HOUR) });
  // Sign-ins change nothing the summaries count (no delta written).
  await t.db.execute(sql`UPDATE users SET last_login_at = now()`);
});
afterAll(() => t.close());

describe('admin summaries', () => {
  it('equal a computation from the rows after registrations, payments, status changes, deletions and ledger movements', async () => {
    const scratch = await fromScratch();
    expect(scratch.map((r) => r.metric)).toEqual(
      expect.arrayContaining([
        'accounts',
        'joined',
        'subscription_ends',
        'subscription_end_days',
        'ledger',
        'withdrawals',
        'deposits',
        'payments',
      ]),
    );
    expect(await summarised()).toEqual(scratch);
  });

  it('give the admin answers the rows give: users list, dashboard, reports and charts', async () => {
    await expectAnswersFromRows();
    await expectChartsFromRows();
  });

  it('folding the deltas leaves one row per key and every answer as it was', async () => {
    const before = await summarised();
    expect(await compactAdminSummary(t.db)).toBeGreaterThan(0);
    const copies = await t.db.execute<{ copies: number }>(sql`
      SELECT count(*)::int AS copies FROM admin_summary GROUP BY metric, bucket, key ORDER BY 1 DESC LIMIT 1`);
    expect(copies.rows[0]?.copies).toBe(1);
    expect(await summarised()).toEqual(before);
    expect(await compactAdminSummary(t.db)).toBe(0);
    await expectAnswersFromRows();
    await expectChartsFromRows();
  });

  it('a subscription that ends needs no write: the counts follow the clock', async () => {
    const before = (await t.get('/api/users/admin/all', { token: s.admin.token })).body.data.stats;
    t.clock.advanceMinutes(20);
    const after = (await t.get('/api/users/admin/all', { token: s.admin.token })).body.data.stats;
    expect(after.subscriptionPaid).toBe(before.subscriptionPaid - 1);
    await expectAnswersFromRows();
    // Any moment later, past the summary's hour buckets too (read directly: the admin's session
    // would have ended).
    for (const later of [HOUR, 3 * HOUR, 7 * HOUR, 19 * HOUR, 2 * DAY, 200 * DAY, 400 * DAY]) {
      const at = new Date(t.clock.now().getTime() + later);
      const c = await countsFromRows(at);
      const stats = await userListStats(t.db, at);
      expect([stats.subscriptionPaid, stats.onboardingCompleted]).toEqual([
        c.subscriptionPaid,
        c.onboardingCompleted,
      ]);
    }
    expect((await userListStats(t.db, new Date(t.clock.now().getTime() + 400 * DAY))).subscriptionPaid).toBe(
      0,
    );
  });
});

describe('users list: deep pages in sign-up order', () => {
  it('read from the sign-up day the page starts in, and give the rows the whole order gives', async () => {
    // 1,500 accounts in one statement (the triggers count a statement's rows at once), spread
    // over 120 days, some sharing a moment.
    await t.db.execute(sql`
      INSERT INTO users (user_id, first_name, last_name, email, referral_code, created_at)
      SELECT 'D' || lpad(i::text, 7, '0'), 'Deep', 'Page' || i, 'deep' || i || '@example.com',
             'Q' || lpad(i::text, 7, '0'), now() - (i % 120) * interval '1 day' - (i % 7) * interval '1 hour'
        FROM generate_series(1, 1500) i`);
    await t.db.execute(sql`UPDATE users SET deleted_at = now() WHERE user_id IN ('D0000010', 'D0000500')`);
    expect(await summarised()).toEqual(await fromScratch());
    const ids = async (descending: boolean, offset: number) =>
      (
        await t.db.execute<{ id: string }>(sql`
          SELECT id FROM users WHERE deleted_at IS NULL
           ORDER BY created_at ${descending ? sql`DESC` : sql`ASC`}, created_at DESC, id DESC
           LIMIT 10 OFFSET ${offset}`)
      ).rows.map((r) => r.id);
    const total = (await t.get('/api/users/admin/all', { token: s.admin.token })).body.data.pagination
      .totalUsers;
    const lastPage = Math.ceil(total / 10);
    for (const sort of ['-createdAt', 'createdAt']) {
      for (const page of [101, 102, 137, lastPage, lastPage + 1]) {
        const res = await t.get('/api/users/admin/all', {
          token: s.admin.token,
          query: { page, limit: 10, sort },
        });
        expect(res.status).toBe(200);
        expect(res.body.data.users.map((u: { _id: string }) => u._id)).toEqual(
          await ids(sort === '-createdAt', (page - 1) * 10),
        );
        expect(res.body.data.pagination).toMatchObject({ currentPage: page, totalUsers: total });
      }
    }
  });
});
