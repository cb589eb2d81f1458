import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { backendsWaitingForLocks } from '../support/lock-waits';
import { createAdmin, type TestUser, updateUser } from '../support/users';
import {
  balancesOf,
  expectFailure,
  fundedMember,
  mailsTo,
  releaseHoldBehindTheBack,
  requestWithdrawal,
} from './support';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const HASH = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
const decide = (id: string, body: Record<string, unknown>, token = admin.token) =>
  t.put(`/api/withdrawals/${id}`, { token, body });

/** A member with 100 available who asked for `amount`. */
async function pendingWithdrawal(amount = '40') {
  const member = await fundedMember(t, '100');
  const res = await requestWithdrawal(t, member, { amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { member, id: res.body.data._id as string };
}

const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'withdrawal'), eq(auditLog.targetId, id)));

describe('PUT /api/withdrawals/:id', () => {
  // Issue 15 changed this rule: APPROVED no longer debits at once. The payout is AWAITING_PAYMENT
  // (no payout wallet here) and the amount stays held until the payout is CONFIRMED on the chain
  // (test/payouts). An approval with a hash is checked on the chain: test/payouts/manual-payout.test.ts.
  it('APPROVED starts a payout awaiting payment and keeps the amount held, e-mails the member and writes the audit log', async () => {
    const { member, id } = await pendingWithdrawal('40');
    const res = await decide(id, { status: 'APPROVED' }, admin.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: id,
      status: 'APPROVED',
      transactionHash: null,
      payoutStatus: 'AWAITING_PAYMENT',
      payoutMethod: 'MANUAL',
      payoutConfirmedAt: null,
      processedAt: expect.any(String),
      user: { email: member.email, userId: member.userId },
    });
    expect(await balancesOf(t, member.id)).toMatchObject({
      available: '60',
      held: '40',
      withdrawn: '0',
      earned: '100',
    });

    const [mail] = await mailsTo(t, member.email, 'withdrawal-decision');
    expect(mail?.subject).toBe('Your withdrawal of 40 USDT: approved');

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'withdrawal.approve',
      before: expect.objectContaining({ status: 'PENDING', transactionHash: null }),
      after: expect.objectContaining({ status: 'APPROVED', payoutStatus: 'AWAITING_PAYMENT' }),
      ip: expect.any(String),
    });
    expect(entry?.createdAt).toBeInstanceOf(Date);
  });

  it('APPROVED needs no hash', async () => {
    const { id } = await pendingWithdrawal();
    const res = await decide(id, { status: 'APPROVED' });
    expect(res.status).toBe(200);
    expect(res.body.data.transactionHash).toBeNull();
  });

  it.each([
    ['REJECTED', 'withdrawal.reject'],
    ['BLOCKED_COMPLIANCE', 'withdrawal.block'],
  ])('%s needs a reason and releases the hold', async (status, action) => {
    const { member, id } = await pendingWithdrawal('40');
    const missing = await decide(id, { status });
    expectFailure(missing, 400, 'VALIDATION_ERROR');
    expect(missing.body.data.errors).toEqual([
      { path: 'reason', message: 'A reason is required to reject or block a withdrawal' },
    ]);
    expectFailure(await decide(id, { status, reason: '   ' }), 400, 'VALIDATION_ERROR');

    const res = await decide(id, { status, reason: 'Address on a sanctions list' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status,
      reason: 'Address on a sanctions list',
      transactionHash: null,
    });
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '100', held: '0', withdrawn: '0' });
    const [mail] = await mailsTo(t, member.email, 'withdrawal-decision');
    expect(mail?.text).toContain('Address on a sanctions list');
    expect((await auditOf(id))[0]?.action).toBe(action);
  });

  it('a decided withdrawal never changes again: WITHDRAWAL_ALREADY_PROCESSED', async () => {
    const { member, id } = await pendingWithdrawal('40');
    expect((await decide(id, { status: 'REJECTED', reason: 'No' })).status).toBe(200);
    for (const body of [
      { status: 'APPROVED' },
      { status: 'REJECTED', reason: 'Again' },
      { status: 'BLOCKED_COMPLIANCE', reason: 'x' },
    ]) {
      expectFailure(await decide(id, body), 409, 'WITHDRAWAL_ALREADY_PROCESSED');
    }
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '100', held: '0', withdrawn: '0' });
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('two admins deciding at once: exactly one wins, the money moves once', async () => {
    const second = await createAdmin(t);
    for (let round = 0; round < 5; round++) {
      const { member, id } = await pendingWithdrawal('40');
      const [a, b] = await Promise.all([
        decide(id, { status: 'APPROVED' }, admin.token),
        decide(id, { status: 'REJECTED', reason: 'Duplicate' }, second.token),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.message).toBe('WITHDRAWAL_ALREADY_PROCESSED');
      const balances = await balancesOf(t, member.id);
      // Approved: still held until the payout is confirmed (issue 15); rejected: released.
      if (a.status === 200) expect(balances).toMatchObject({ available: '60', held: '40', withdrawn: '0' });
      else expect(balances).toMatchObject({ available: '100', held: '0', withdrawn: '0' });
      expect(await auditOf(id)).toHaveLength(1);
      expect(await mailsTo(t, member.email, 'withdrawal-decision')).toHaveLength(1);
    }
  });

  it('INSUFFICIENT_BALANCE_FOR_APPROVAL when the hold no longer covers the amount', async () => {
    const { member, id } = await pendingWithdrawal('40');
    await releaseHoldBehindTheBack(t, member.id, id, '40');
    expectFailure(await decide(id, { status: 'APPROVED' }), 409, 'INSUFFICIENT_BALANCE_FOR_APPROVAL');
    expect(await balancesOf(t, member.id)).toMatchObject({ held: '0', withdrawn: '0' });
    // Rejecting is still possible and releases nothing twice.
    expect((await decide(id, { status: 'REJECTED', reason: 'Hold gone' })).status).toBe(200);
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '100', held: '0', withdrawn: '0' });
  });

  it.each(['LOCKED', 'DISABLED'] as const)(
    "ACCOUNT_NOT_ACTIVE: a %s member's withdrawal is not approved; rejecting and blocking still are",
    async (accountStatus) => {
      for (const [decision, body] of [
        ['REJECTED', { status: 'REJECTED', reason: 'Account under review' }],
        ['BLOCKED_COMPLIANCE', { status: 'BLOCKED_COMPLIANCE', reason: 'Account under review' }],
      ] as const) {
        const { member, id } = await pendingWithdrawal('40');
        await t.put(`/api/users/${member.id}/status`, {
          token: admin.token,
          body: { status: accountStatus },
        });

        const refused = await decide(id, { status: 'APPROVED', transactionHash: HASH(500) });
        expectFailure(refused, 403, 'ACCOUNT_NOT_ACTIVE');
        expect(refused.body.data).toEqual({ accountStatus });
        // Nothing moved, nothing recorded, nobody mailed: the request is still PENDING and held.
        expect(await balancesOf(t, member.id)).toMatchObject({ available: '60', held: '40', withdrawn: '0' });
        expect(await auditOf(id)).toHaveLength(0);
        expect(await mailsTo(t, member.email, 'withdrawal-decision')).toHaveLength(0);

        const decided = await decide(id, body);
        expect(decided.status, JSON.stringify(decided.body)).toBe(200);
        expect(decided.body.data.status).toBe(decision);
        expect(await balancesOf(t, member.id)).toMatchObject({ available: '100', held: '0', withdrawn: '0' });
      }
    },
  );

  it('approves again once the member is ACTIVE again', async () => {
    const { member, id } = await pendingWithdrawal('40');
    await updateUser(t, member.id, { status: 'LOCKED' });
    expectFailure(await decide(id, { status: 'APPROVED' }), 403, 'ACCOUNT_NOT_ACTIVE');
    await updateUser(t, member.id, { status: 'ACTIVE' });
    expect((await decide(id, { status: 'APPROVED' })).status).toBe(200);
    // Held until the payout is confirmed (issue 15).
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '60', held: '40', withdrawn: '0' });
  });

  it('a lock committed while the approval waits for the member is seen: ACCOUNT_NOT_ACTIVE', async () => {
    const { member, id } = await pendingWithdrawal('40');
    // A status change in flight holds the member's row; the approval queues behind it.
    const holder = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query("UPDATE users SET status = 'LOCKED' WHERE id = $1", [member.id]);
      const approval = decide(id, { status: 'APPROVED' });
      await expect.poll(() => backendsWaitingForLocks(holder)).toBe(1);
      await holder.query('COMMIT');
      expectFailure(await approval, 403, 'ACCOUNT_NOT_ACTIVE');
    } finally {
      holder.release();
    }
    expect(await balancesOf(t, member.id)).toMatchObject({ held: '40', withdrawn: '0' });
  });

  it('INVALID_STATUS for PENDING or an unknown status; WITHDRAWAL_NOT_FOUND for an unknown id', async () => {
    const { id } = await pendingWithdrawal();
    expectFailure(await decide(id, { status: 'PENDING' }), 400, 'INVALID_STATUS');
    expectFailure(await decide(id, { status: 'PAID', reason: 'x' }), 400, 'INVALID_STATUS');
    expectFailure(
      await decide('6f1f7a52-3f59-4d8e-9d0e-0a3b8c1d2e3f', { status: 'APPROVED' }),
      404,
      'WITHDRAWAL_NOT_FOUND',
    );
    expect(await auditOf(id)).toHaveLength(0);
  });

  it('validates the hash as 0x + 64 hex characters; a hash nobody can check (no chain) is refused, nothing recorded', async () => {
    const { member, id } = await pendingWithdrawal();
    const bad = await decide(id, { status: 'APPROVED', transactionHash: '0x1234' });
    expectFailure(bad, 400, 'VALIDATION_ERROR');
    expect(bad.body.data.errors).toEqual([
      { path: 'transactionHash', message: 'Transaction hash must be 0x followed by 64 hex characters' },
    ]);
    // Issue 15: a hash is checked on the chain; this app has none (the checks: test/payouts).
    expectFailure(
      await decide(id, { status: 'APPROVED', transactionHash: HASH(77) }),
      503,
      'CHAIN_UNAVAILABLE',
    );
    expect(await auditOf(id)).toHaveLength(0);
    expect(await balancesOf(t, member.id)).toMatchObject({ held: '40', withdrawn: '0' });
    expect((await decide(id, { status: 'APPROVED' })).body.data.status).toBe('APPROVED');
  });
});
