import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/features/audit/audit.tables';
import { ledgerEntries } from '../../src/features/ledger/ledger.tables';
import { expectConsistentMoney } from '../rewards/network';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';
import { balancesOf, expectFailure, fundedMember, requestWithdrawal } from '../withdrawals/support';

/**
 * Ledger adjustments (issue 15): an admin credits or debits a member's balance with a reason, as
 * ledger entries of their own kind, audited; a debit never takes the available balance below
 * zero; above the four-eyes amount a second, different admin applies it.
 */
let t: TestApp;
let admin: TestUser;
let second: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  second = await createAdmin(t);
  await t.put('/api/admin/settings', { token: admin.token, body: { secondApprovalAbove: '100' } });
});
afterAll(() => t.close());

const adjust = (userId: string, body: Record<string, unknown>, by: TestUser = admin) =>
  t.post(`/api/users/admin/${userId}/adjustments`, { token: by.token, body });
const approve = (id: string, by: TestUser = second) =>
  t.post(`/api/admin/adjustments/${id}/approve`, { token: by.token, body: {} });
const reject = (id: string, reason: string, by: TestUser = second) =>
  t.post(`/api/admin/adjustments/${id}/reject`, { token: by.token, body: { reason } });
const entriesOf = (userId: string) =>
  t.db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      adjustmentId: ledgerEntries.adjustmentId,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId));
const auditOf = (id: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'adjustment'), eq(auditLog.targetId, id)));

describe('ledger adjustments', () => {
  it('a credit with its reason is applied at once: its own ledger kind, audited, the identity holds', async () => {
    const member = await fundedMember(t, '10');
    const res = await adjust(member.id, {
      direction: 'CREDIT',
      amount: '2.5',
      reason: 'Goodwill: late payout',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Adjustment applied');
    expect(res.body.data).toMatchObject({
      direction: 'CREDIT',
      amount: 2.5,
      reason: 'Goodwill: late payout',
      status: 'APPLIED',
      requestedBy: { userId: admin.userId },
      decidedBy: { userId: admin.userId },
    });
    const id = res.body.data._id as string;
    expect(await entriesOf(member.id)).toContainEqual({
      kind: 'ADJUSTMENT_CREDIT',
      amount: expect.stringMatching(/^2\.50*$/),
      adjustmentId: id,
    });
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '12.5', earned: '12.5' });
    const b = await expectConsistentMoney(t.db, member.id).catch((e: Error) => e);
    // The income split names adjustments apart: rewards + adjustments = total earned.
    expect(b).not.toBeInstanceOf(Error);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'adjustment.apply',
      after: expect.objectContaining({ direction: 'CREDIT', amount: '2.5', reason: 'Goodwill: late payout' }),
    });
    // The member's stats and history show it.
    const stats = await t.get(`/api/rewards/stats/${member.id}`, { token: member.token });
    expect(stats.body.data).toMatchObject({ currentBalance: 12.5, totalRewards: 12.5, adjustments: 2.5 });
    const mine = await t.get('/api/rewards/adjustments', { token: member.token });
    expect(mine.body.data.adjustments).toEqual([
      { _id: id, direction: 'CREDIT', amount: 2.5, createdAt: expect.any(String) },
    ]);
  });

  it('a debit never takes the available balance below zero (held money does not count)', async () => {
    const member = await fundedMember(t, '10');
    expect((await requestWithdrawal(t, member, { amount: '4' })).status).toBe(200);
    expectFailure(
      await adjust(member.id, { direction: 'DEBIT', amount: '6.01', reason: 'Correction' }),
      409,
      'ADJUSTMENT_EXCEEDS_AVAILABLE',
    );
    expect(await entriesOf(member.id)).not.toContainEqual(
      expect.objectContaining({ kind: 'ADJUSTMENT_DEBIT' }),
    );
    const ok = await adjust(member.id, {
      direction: 'DEBIT',
      amount: '6',
      reason: 'Correction: reward paid twice',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '0', held: '4', earned: '4' });
    await expectConsistentMoney(t.db, member.id);
  });

  it('two debits at once cannot both pass the balance check (the member is locked for money)', async () => {
    const member = await fundedMember(t, '10');
    const [a, b] = await Promise.all([
      adjust(member.id, { direction: 'DEBIT', amount: '7', reason: 'Correction A' }),
      adjust(member.id, { direction: 'DEBIT', amount: '7', reason: 'Correction B' }, second),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '3' });
  });

  it('refusals by code: reason required, amount, unknown member, own balance', async () => {
    const member = await createMember(t);
    const noReason = await adjust(member.id, { direction: 'CREDIT', amount: '1', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      message: 'VALIDATION_ERROR',
      data: { errors: [{ path: 'reason', message: 'A reason is required' }] },
    });
    const zero = await adjust(member.id, { direction: 'CREDIT', amount: '0', reason: 'x' });
    expect(zero.body.data.errors[0]).toMatchObject({ path: 'amount' });
    expectFailure(
      await adjust('00000000-0000-4000-8000-000000000000', { direction: 'CREDIT', amount: '1', reason: 'x' }),
      404,
      'USER_NOT_FOUND',
    );
    expectFailure(
      await adjust(admin.id, { direction: 'CREDIT', amount: '1', reason: 'For me' }),
      409,
      'OWN_BALANCE_ADJUSTMENT',
    );
    expect(await entriesOf(admin.id)).toEqual([]);
  });

  it('above the four-eyes amount: PENDING, nothing moves; the same admin cannot approve, a different one applies it once', async () => {
    const member = await fundedMember(t, '10');
    const res = await adjust(member.id, { direction: 'CREDIT', amount: '150', reason: 'Missed cycle #4' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Adjustment recorded: waiting for a second administrator');
    expect(res.body.data).toMatchObject({ status: 'PENDING', decidedBy: null });
    const id = res.body.data._id as string;
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '10' });

    expectFailure(await approve(id, admin), 409, 'ADJUSTMENT_SECOND_APPROVAL_REQUIRED');
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '10' });
    const applied = await approve(id, second);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({
      status: 'APPLIED',
      requestedBy: { userId: admin.userId },
      decidedBy: { userId: second.userId },
    });
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '160' });
    expectFailure(await approve(id, second), 409, 'ADJUSTMENT_ALREADY_PROCESSED');
    expectFailure(await reject(id, 'Too late'), 409, 'ADJUSTMENT_ALREADY_PROCESSED');
    expect((await auditOf(id)).map((e) => [e.action, e.actorId])).toEqual([
      ['adjustment.request', admin.id],
      ['adjustment.apply', second.id],
    ]);
    expect(await entriesOf(member.id)).toHaveLength(2);
  });

  it('a pending debit is checked again when approved; a rejected one moves nothing', async () => {
    const member = await fundedMember(t, '300');
    const debit = await adjust(member.id, { direction: 'DEBIT', amount: '200', reason: 'Fraud correction' });
    expect(debit.body.data.status).toBe('PENDING');
    expectFailure(
      await adjust(member.id, { direction: 'DEBIT', amount: '301', reason: 'Too much' }),
      409,
      'ADJUSTMENT_EXCEEDS_AVAILABLE',
    );
    // Meanwhile the member asks to withdraw most of it.
    expect((await requestWithdrawal(t, member, { amount: '150' })).status).toBe(200);
    expectFailure(await approve(debit.body.data._id), 409, 'ADJUSTMENT_EXCEEDS_AVAILABLE');
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '150', held: '150' });

    const rejected = await reject(debit.body.data._id, 'Not proven');
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', rejectionReason: 'Not proven' });
    expect(await balancesOf(t, member.id)).toMatchObject({ available: '150' });
    expect((await auditOf(debit.body.data._id)).map((e) => e.action)).toEqual([
      'adjustment.request',
      'adjustment.reject',
    ]);
    expectFailure(await approve('00000000-0000-4000-8000-000000000000'), 404, 'ADJUSTMENT_NOT_FOUND');
    const list = await t.get(`/api/users/admin/${member.id}/adjustments`, { token: admin.token });
    expect(list.body.data.adjustments.map((a: { status: string }) => a.status)).toEqual(['REJECTED']);
    // The member's history lists only applied ones.
    const mine = await t.get('/api/rewards/adjustments', { token: member.token });
    expect(mine.body.data.adjustments).toEqual([]);
  });

  it('the ledger refuses a second entry of one adjustment', async () => {
    const member = await fundedMember(t, '10');
    const res = await adjust(member.id, { direction: 'CREDIT', amount: '1', reason: 'Once' });
    const id = res.body.data._id as string;
    await expect(
      t.db
        .insert(ledgerEntries)
        .values({ userId: member.id, kind: 'ADJUSTMENT_CREDIT', amount: '1', adjustmentId: id }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(ledgerEntries).values({ userId: member.id, kind: 'ADJUSTMENT_DEBIT', amount: '1' }),
    ).rejects.toThrow();
  });
});
