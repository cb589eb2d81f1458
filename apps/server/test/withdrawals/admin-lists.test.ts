import { settleAsPaid } from '../support/payouts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser, updateUser } from '../support/users';
import { expectFailure, freshAddress, fundMember, requestWithdrawal } from './support';
import { stepUp } from '../support/second-factor';
import { listAdminWithdrawals } from '../../src/features/withdrawals/list-admin-withdrawals';
import { getWithdrawalReview } from '../../src/features/withdrawals/get-withdrawal-review';

/**
 * One database seeded once: 12 withdrawals of 4 members in every status, then the admin lists
 * are read with search, filters, sorts and pages.
 */
let t: TestApp;
let admin: TestUser;
let members: TestUser[];
interface Seeded {
  id: string;
  member: TestUser;
  amount: string;
  address: string;
  status: string;
  hash: string | null;
}
const seeded: Seeded[] = [];
const HASH = (n: number) => `0x${(0xabc000 + n).toString(16).padStart(64, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  const names = ['Zoe', 'Yuri', 'Xena', 'Walt'];
  members = [];
  for (const first of names) {
    const m = await createMember(t);
    await updateUser(t, m.id, { firstName: first, lastName: `Searchable${first}` });
    await fundMember(t, m.id, '1000');
    members.push({ ...m, firstName: first });
  }
  // Three withdrawals per member: two decided, the last one left pending for two of them.
  const plan: [number, string, string][] = [
    [0, '10', 'APPROVED'],
    [0, '20', 'REJECTED'],
    [0, '30', 'PENDING'],
    [1, '11', 'APPROVED'],
    [1, '21', 'BLOCKED_COMPLIANCE'],
    [1, '31', 'APPROVED'],
    [2, '12', 'REJECTED'],
    [2, '22', 'APPROVED'],
    [2, '32', 'PENDING'],
    [3, '13', 'APPROVED'],
    [3, '23', 'APPROVED'],
    [3, '33', 'REJECTED'],
  ];
  let n = 0;
  for (const [index, amount, status] of plan) {
    const member = members[index]!;
    const address = freshAddress();
    t.clock.advanceMinutes(2);
    const res = await requestWithdrawal(t, member, { amount, walletAddress: address });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data._id as string;
    let hash: string | null = null;
    if (status !== 'PENDING') {
      const body = status === 'APPROVED' ? { status } : { status, reason: 'Seeded' };
      // The clock has moved on: a fresh second-factor check for the decision (step-up, issue 14).
      await stepUp(t, admin);
      expect((await t.put(`/api/withdrawals/${id}`, { token: admin.token, body })).status).toBe(200);
      // A paid payout with its hash, as a verified hash and the settlement leave it (issue 15).
      if (status === 'APPROVED') hash = await settleAsPaid(t, id, HASH(++n));
    }
    seeded.push({ id, member, amount, address, status, hash });
  }
});
afterAll(() => t.close());

const list = (query: Record<string, string | number> = {}) =>
  t.get('/api/withdrawals/admin/all', { token: admin.token, query });
const ids = (res: { body: { data: { withdrawals: { _id: string }[] } } }) =>
  res.body.data.withdrawals.map((w) => w._id);
const newestFirst = () => [...seeded].reverse().map((s) => s.id);

describe('GET /api/withdrawals/admin/all', () => {
  it('pages 10 at a time, newest first, with the spec pagination and statistics over every match', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual(newestFirst().slice(0, 10));
    expect(first.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 2,
      totalRecords: 12,
      hasNextPage: true,
      hasPrevPage: false,
      limit: 10,
      resultsCount: 10,
    });
    expect(first.body.data.statistics).toEqual({
      total: 12,
      pending: 2,
      approved: 6,
      rejected: 3,
      blocked: 1,
      totalApprovedAmount: 10 + 11 + 31 + 22 + 13 + 23,
      totalPendingAmount: 30 + 32,
    });
    const second = await list({ page: 2 });
    expect(ids(second)).toEqual(newestFirst().slice(10));
    expect(second.body.data.pagination).toMatchObject({
      currentPage: 2,
      hasNextPage: false,
      hasPrevPage: true,
      resultsCount: 2,
    });
  });

  it('carries the member on every row', async () => {
    const res = await list({ limit: 100 });
    for (const w of res.body.data.withdrawals) {
      const s = seeded.find((x) => x.id === w._id)!;
      expect(w.user).toEqual({
        firstName: s.member.firstName,
        lastName: `Searchable${s.member.firstName}`,
        email: s.member.email,
        userId: s.member.userId,
      });
      expect(w.walletAddress).toBe(s.address);
      expect(w.transactionHash).toBe(s.hash);
    }
  });

  it('filters by status, as status=... and as filters[status]=...', async () => {
    const pending = seeded
      .filter((s) => s.status === 'PENDING')
      .map((s) => s.id)
      .reverse();
    expect(ids(await list({ status: 'PENDING' }))).toEqual(pending);
    expect(ids(await list({ 'filters[status]': 'PENDING' }))).toEqual(pending);
    const blocked = await list({ 'filters[status]': 'BLOCKED_COMPLIANCE' });
    expect(blocked.body.data.statistics).toMatchObject({ total: 1, blocked: 1, approved: 0 });
    expectFailure(await list({ status: 'PAID' }), 400, 'VALIDATION_ERROR');
  });

  it('searches name, e-mail, userId, wallet address and transaction hash, ignoring case', async () => {
    const ofMember = (i: number) =>
      seeded
        .filter((s) => s.member.id === members[i]!.id)
        .map((s) => s.id)
        .reverse();
    expect(ids(await list({ search: 'yuri' }))).toEqual(ofMember(1));
    expect(ids(await list({ search: 'searchablexena' }))).toEqual(ofMember(2));
    expect(ids(await list({ search: 'Walt SearchableWalt' }))).toEqual(ofMember(3));
    expect(ids(await list({ search: members[0]!.email.toUpperCase() }))).toEqual(ofMember(0));
    expect(ids(await list({ search: members[3]!.userId }))).toEqual(ofMember(3));
    const target = seeded[4]!;
    expect(ids(await list({ search: target.address.slice(2, 14).toLowerCase() }))).toEqual([target.id]);
    const approved = seeded.find((s) => s.hash)!;
    expect(ids(await list({ search: approved.hash!.toUpperCase().slice(-8) }))).toEqual([approved.id]);
    const none = await list({ search: '%_' });
    expect(ids(none)).toEqual([]);
    expect(none.body.data.pagination).toMatchObject({ totalRecords: 0, totalPages: 1, resultsCount: 0 });
    expect(none.body.data.statistics).toMatchObject({
      total: 0,
      totalApprovedAmount: 0,
      totalPendingAmount: 0,
    });
  });

  it('sorts by amount, status, processed date and creation, both ways, ties by id', async () => {
    const byAmount = [...seeded].sort((a, b) => Number(a.amount) - Number(b.amount)).map((s) => s.id);
    expect(ids(await list({ sort: 'amount', limit: 100 }))).toEqual(byAmount);
    expect(ids(await list({ sort: '-amount', limit: 100 }))).toEqual([...byAmount].reverse());
    expect(ids(await list({ sort: 'createdAt', limit: 100 }))).toEqual(seeded.map((s) => s.id));
    const byStatus = await list({ sort: 'status', limit: 100 });
    const order = ['PENDING', 'APPROVED', 'REJECTED', 'BLOCKED_COMPLIANCE'];
    const statuses = byStatus.body.data.withdrawals.map((w: { status: string }) => order.indexOf(w.status));
    expect(statuses).toEqual([...statuses].sort((a: number, b: number) => a - b));
    const processed = await list({ sort: '-processedAt', limit: 100 });
    const tail = processed.body.data.withdrawals
      .slice(-2)
      .map((w: { processedAt: string | null }) => w.processedAt);
    expect(tail).toEqual([null, null]);
    expectFailure(await list({ sort: 'email' }), 400, 'VALIDATION_ERROR');
  });
});

describe('GET /api/withdrawals/admin/user/:userId', () => {
  it("gives one member's withdrawals in the user-detail block's shape, by _id or public userId", async () => {
    const member = members[1]!;
    const mine = seeded
      .filter((s) => s.member.id === member.id)
      .map((s) => s.id)
      .reverse();
    for (const ref of [member.id, member.userId]) {
      const res = await t.get(`/api/withdrawals/admin/user/${ref}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.data.data.map((w: { _id: string }) => w._id)).toEqual(mine);
      expect(res.body.data.statistics).toEqual({
        total: 3,
        totalRequestedAmount: 11 + 21 + 31,
        totalApprovedAmount: 11 + 31,
        totalPendingAmount: 0,
      });
      expect(res.body.data.pagination).toEqual({ totalPages: 1, currentPage: 1 });
    }
    const approved = await t.get(`/api/withdrawals/admin/user/${member.userId}`, {
      token: admin.token,
      query: { 'filters[status]': 'APPROVED', limit: 1, page: 2 },
    });
    expect(approved.body.data.data).toHaveLength(1);
    expect(approved.body.data.pagination).toEqual({ totalPages: 2, currentPage: 2 });
    expectFailure(
      await t.get('/api/withdrawals/admin/user/NOSUCHUSER', { token: admin.token }),
      404,
      'USER_NOT_FOUND',
    );
  });
});

describe('GET /api/withdrawals/admin/:id (the review)', () => {
  it('gives the request, the account, earlier withdrawals and the signals', async () => {
    const member = members[0]!;
    const pending = seeded.find((s) => s.member.id === member.id && s.status === 'PENDING')!;
    const res = await t.get(`/api/withdrawals/admin/${pending.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const review = res.body.data;
    expect(review).toMatchObject({
      _id: pending.id,
      status: 'PENDING',
      amount: 30,
      user: { email: member.email, userId: member.userId },
      account: {
        _id: member.id,
        userId: member.userId,
        status: 'ACTIVE',
        isEmailVerified: true,
        passwordChangedAt: null,
        balance: expect.objectContaining({
          currentBalance: 1000 - 10 - 30,
          totalWithdrawn: 10,
          totalRewards: 1000,
        }),
      },
      signals: {
        addressUsedByAnotherMember: false,
        recentPasswordChange: false,
        firstWithdrawal: false,
        aboveUsualAmount: true, // 30 > 2 x 10, the only earlier approved amount
      },
    });
    expect(review.previousWithdrawals.map((w: { _id: string }) => w._id)).toEqual(
      seeded
        .filter((s) => s.member.id === member.id && s.id !== pending.id)
        .map((s) => s.id)
        .reverse(),
    );
    const first = seeded.find((s) => s.member.id === member.id)!;
    const firstReview = await t.get(`/api/withdrawals/admin/${first.id}`, { token: admin.token });
    expect(firstReview.body.data.signals).toMatchObject({ firstWithdrawal: true, aboveUsualAmount: false });
    expect(firstReview.body.data.previousWithdrawals).toEqual([]);
  });

  it('flags an address another member used and a recent password change', async () => {
    const reused = seeded.find((s) => s.member.id === members[3]!.id && s.status === 'APPROVED')!;
    const newcomer = await createMember(t);
    await fundMember(t, newcomer.id, '50');
    const res = await requestWithdrawal(t, newcomer, {
      amount: '5',
      walletAddress: reused.address.toLowerCase(),
    });
    expect(res.status).toBe(200);
    await updateUser(t, newcomer.id, { passwordChangedAt: t.clock.now() });
    const review = await t.get(`/api/withdrawals/admin/${res.body.data._id}`, { token: admin.token });
    expect(review.body.data.signals).toEqual({
      addressUsedByAnotherMember: true,
      recentPasswordChange: true,
      firstWithdrawal: true,
      aboveUsualAmount: false,
    });
    expect(review.body.data.account.passwordChangedAt).toEqual(expect.any(String));
    expectFailure(
      await t.get('/api/withdrawals/admin/6f1f7a52-3f59-4d8e-9d0e-0a3b8c1d2e3f', { token: admin.token }),
      404,
      'WITHDRAWAL_NOT_FOUND',
    );
  });
});

describe('one snapshot', () => {
  it('reads the review (the request, the balance beside it) as of one moment', async () => {
    const pending = seeded.find((s) => s.status === 'PENDING')!;
    const member = pending.member;
    const before = await getWithdrawalReview(t.db, pending.id);
    const answer = await getWithdrawalReview(t.db, pending.id, {
      // A reward is credited to the member between the request and the member's balance.
      afterFirstRead: () => fundMember(t, member.id, '5'),
    });
    // Without one snapshot the balance would be 5 more than when the request was read.
    expect(answer).toEqual(before);
    const after = await getWithdrawalReview(t.db, pending.id);
    expect(Number(after.account.balance.currentBalance)).toBe(
      Number(before.account.balance.currentBalance) + 5,
    );
  });

  it('reads the page and its statistics as of one moment, whatever commits between them', async () => {
    const pending = (
      await t.pool.query<{ id: string; amount: string }>(
        "SELECT id, amount::text FROM withdrawals WHERE status = 'PENDING'",
      )
    ).rows;
    expect(pending.length).toBeGreaterThan(1);
    const target = pending[0]!;
    const sum = (amounts: string[]) => amounts.reduce((a, b) => a + Number(b), 0);
    try {
      const answer = await listAdminWithdrawals(
        t.db,
        { page: 1, limit: 50, sort: '-createdAt', status: 'PENDING' },
        {
          // Another connection changes a pending amount between the page and its statistics.
          afterFirstRead: async () => {
            await t.pool.query('UPDATE withdrawals SET amount = amount + 1 WHERE id = $1', [target.id]);
          },
        },
      );
      expect(answer.withdrawals.map((w) => w._id).sort()).toEqual(pending.map((w) => w.id).sort());
      expect(answer.statistics.total).toBe(pending.length);
      // Without one snapshot the statistics would count the new amount beside the page's old one.
      expect(Number(answer.statistics.totalPendingAmount)).toBe(sum(answer.withdrawals.map((w) => w.amount)));
      expect(Number(answer.statistics.totalPendingAmount)).toBe(sum(pending.map((w) => w.amount)));
    } finally {
      await t.pool.query('UPDATE withdrawals SET amount = amount - 1 WHERE id = $1', [target.id]);
    }
  });
});
