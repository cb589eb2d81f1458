import { and, eq, sql } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityEvents } from '../../src/features/activity/activity.tables';
import { subscriptionCreditHolds } from '../../src/features/onboarding/onboarding.tables';
import { mailOutbox } from '../../src/infra/mail/outbox.tables';
import { deriveDepositAddress, devXpubFromMnemonic, parseUsdt } from '../../src/infra/chain';
import { auditEntries } from '../admin/admin-helpers';
import { createAdmin, type TestUser } from '../support/users';
import { type Member, startOnboardingEnv, type OnboardingEnv } from './support/onboarding-env';

// The deposit pipeline at its edges (issue 12), on a real Hardhat node with real USDT transfers,
// the real watcher and database: nothing a transfer brings may stop the others being credited.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 90_000 });

const DAY_MS = 86_400_000;
let env: OnboardingEnv;
let admin: TestUser;
beforeAll(async () => {
  env = await startOnboardingEnv();
  admin = await createAdmin(env.t);
});
afterAll(() => env?.close());
afterEach(async () => {
  await env.tick(); // every test starts with everything so far read and credited
});

const refresh = async (member: { token: string }) => {
  const res = await env.t.get('/api/users/refresh-subscription', { token: member.token });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const depositsOf = async (member: { id: string }, query: Record<string, number> = {}) => {
  const res = await env.t.get(`/api/admin/deposits/${member.id}`, { token: admin.token, query });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const subscriptionEvents = (userId: string) =>
  env.t.db
    .select()
    .from(activityEvents)
    .where(and(eq(activityEvents.userId, userId), eq(activityEvents.type, 'subscription')))
    .orderBy(activityEvents.id);
const setAsideAlerts = () =>
  env.t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'admin-deposit-set-aside'));

describe('an outsized transfer', () => {
  it('1,000,000 USDT pays the periods the setting allows ahead (2), keeps the rest as credit, and holds up nobody', async () => {
    const whale = await env.newMember();
    const other = await env.newMember();
    await env.mintToPayer('1000000');
    await env.pay(whale.address, '1000000');
    await env.pay(other.address, '10'); // a later block: credited in the same pass
    const result = await env.tick();
    expect(result).toMatchObject({ credited: 2, setAside: 0, periodsPaid: 3 });

    const { periods, user } = await env.ledger(whale.id);
    expect(periods.map((p) => p.periodNumber)).toEqual([1, 2]);
    expect(periods[1]!.startsAt).toEqual(periods[0]!.endsAt);
    expect(user.subscriptionExpiresAt).toEqual(periods[1]!.endsAt);
    expect((await env.ledger(other.id)).periods).toHaveLength(1);

    // The member sees what was received and what is kept.
    expect(await refresh(whale)).toMatchObject({
      paid: true,
      received: '1000000',
      credit: '999980',
      periodEndsAt: periods[0]!.endsAt.toISOString(),
      paidUntil: periods[1]!.endsAt.toISOString(),
    });
    const info = await env.t.get('/api/onboarding/info', { token: whale.token });
    expect(info.body.data.deposits).toEqual({ received: '1000000', credit: '999980', refunded: '0' });

    // Admins see it as an overpayment.
    const { address } = await depositsOf(whale);
    expect(address).toMatchObject({
      walletAddress: whale.address,
      received: '1000000',
      credited: '1000000',
      usedByPeriods: '20',
      credit: '999980',
      overpayment: '999980',
      transfers: { credited: 1, waiting: 0, setAside: 0, dropped: 0 },
    });
    const overpaid = await env.t.get('/api/admin/deposits', {
      token: admin.token,
      query: { filter: 'overpaid' },
    });
    expect(overpaid.body.data.addresses.map((a: { _id: string }) => a._id)).toEqual([whale.id]);
    expect(overpaid.body.data.summary).toMatchObject({ overpaidMembers: 1, overpayment: '999980' });

    // One activity event per paid period.
    expect((await subscriptionEvents(whale.id)).map((e) => e.details)).toEqual([
      expect.objectContaining({ amount: '10', periodNumber: 1 }),
      expect.objectContaining({ amount: '10', periodNumber: 2 }),
    ]);
  });

  it('pays on from the kept credit when a period ends, starting where the last one ends', async () => {
    const member = await env.newMember();
    await env.pay(member.address, '35');
    await env.tick();
    let { periods } = await env.ledger(member.id);
    expect(periods).toHaveLength(2);
    const [hold] = await env.t.db
      .select()
      .from(subscriptionCreditHolds)
      .where(eq(subscriptionCreditHolds.userId, member.id));
    expect(hold).toBeDefined();

    // Nothing changes while both periods are still open.
    env.t.clock.advance(2 * 3_600_000);
    expect(await env.tick()).toMatchObject({ periodsPaidFromCredit: 0 });
    expect((await env.ledger(member.id)).periods).toHaveLength(2);

    env.t.clock.advance(365 * DAY_MS); // period 1 ended: one place free
    admin = await env.signIn(admin); // the old session ended long ago
    const result = await env.tick();
    expect(result.periodsPaidFromCredit).toBeGreaterThanOrEqual(1);
    ({ periods } = await env.ledger(member.id));
    expect(periods.map((p) => p.periodNumber)).toEqual([1, 2, 3]);
    expect(periods[2]!.startsAt).toEqual(periods[1]!.endsAt);
    // 35 - 30: below the fee, nothing held any more; the credit is still the member's.
    const signedIn = await env.signIn(member);
    expect(await refresh(signedIn)).toMatchObject({ paid: true, received: '35', credit: '5' });
    expect(
      await env.t.db
        .select()
        .from(subscriptionCreditHolds)
        .where(eq(subscriptionCreditHolds.userId, member.id)),
    ).toHaveLength(0);
  });

  it('follows the setting: with 1 period ahead, a payment of 3 fees pays one period', async () => {
    const put = await env.t.put('/api/admin/settings', {
      token: admin.token,
      body: { subscriptionMaxPeriodsAhead: 1 },
    });
    expect(put.status, put.text).toBe(200);
    try {
      const member = await env.newMember();
      await env.pay(member.address, '30');
      await env.tick();
      expect((await env.ledger(member.id)).periods).toHaveLength(1);
      expect(await refresh(member)).toMatchObject({ paid: true, received: '30', credit: '20' });
    } finally {
      await env.t.put('/api/admin/settings', {
        token: admin.token,
        body: { subscriptionMaxPeriodsAhead: 2 },
      });
    }
  });
});

describe('refunding an overpayment', () => {
  const refund = (member: { id: string }, body: unknown) =>
    env.t.post(`/api/admin/deposits/${member.id}/refunds`, { token: admin.token, body });
  const txHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
  const hold = async (member: { id: string }) =>
    env.t.db.select().from(subscriptionCreditHolds).where(eq(subscriptionCreditHolds.userId, member.id));

  it('takes what an admin sent back out of the credit, so it never pays a period; audited, at most the credit, once per transaction', async () => {
    const member = await env.newMember();
    await env.pay(member.address, '35'); // 2 periods, 15 kept: an overpayment
    await env.tick();
    expect((await depositsOf(member)).address).toMatchObject({ credit: '15', overpayment: '15' });

    const tooMuch = await refund(member, { amount: '15.000000000000000001', txHash: txHash(1) });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toMatchObject({
      message: 'REFUND_EXCEEDS_CREDIT',
      error: "The refund is more than the member's credit.",
    });
    const badHash = await refund(member, { amount: '5', txHash: '0x1234' });
    expect(badHash.status).toBe(400);
    expect(badHash.body.data.errors).toEqual([
      { path: 'txHash', message: 'Transaction hash must be 0x followed by 64 hexadecimal characters' },
    ]);

    // Part of it: 10 left, still a period's worth held back by the cap.
    const first = await refund(member, { amount: '5', txHash: txHash(2) });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ message: 'Refund recorded' });
    expect(first.body.data).toMatchObject({ refunded: '5', credit: '10', overpayment: '10' });
    expect(await hold(member)).toHaveLength(1);
    const again = await refund(member, { amount: '5', txHash: txHash(2).toUpperCase().replace('0X', '0x') });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('REFUND_ALREADY_RECORDED');

    // The rest: nothing held, nothing left to pay a period with.
    const rest = await refund(member, { amount: '10', txHash: txHash(3) });
    expect(rest.body.data).toMatchObject({
      received: '35',
      credited: '35',
      usedByPeriods: '20',
      refunded: '15',
      credit: '0',
      overpayment: '0',
    });
    expect(await hold(member)).toHaveLength(0);
    expect(await refresh(member)).toMatchObject({ received: '35', credit: '0', refunded: '15' });
    const { refunds } = await depositsOf(member);
    expect(refunds.map((r: { amount: string; txHash: string }) => [r.amount, r.txHash])).toEqual([
      ['10', txHash(3)],
      ['5', txHash(2)],
    ]);
    expect(refunds[0].recordedBy).toEqual({
      userId: admin.userId,
      name: `${admin.firstName} ${admin.lastName}`,
    });

    const [entry] = await auditEntries(env.t, admin.token, { action: 'deposit.refund', targetId: member.id });
    expect(entry).toMatchObject({
      actor: { userId: admin.userId },
      before: { credit: '10' },
      after: { credit: '0', refunded: '10', txHash: txHash(3) },
    });
  });
});

describe('a transfer whose crediting fails', () => {
  it('is set aside with its error, alerted once, retried, and credited once it can be; the others go on', async () => {
    const failing = await env.newMember();
    const other = await env.newMember();
    // A DIRECT-rewards-like handler that hits a real database error for one member only.
    let broken = true;
    const stop = env.t.app.subscriptionPaid.on(async (tx, event) => {
      if (broken && event.userId === failing.id) await tx.execute(sql`SELECT 1 / 0`);
    });
    try {
      const alertsBefore = (await setAsideAlerts()).length;
      await env.pay(failing.address, '10');
      await env.pay(other.address, '10');
      expect(await env.tick()).toMatchObject({ credited: 1, setAside: 1 });
      expect((await env.ledger(other.id)).periods).toHaveLength(1);

      let [transfer] = (await env.ledger(failing.id)).transfers;
      expect(transfer).toMatchObject({
        creditedAt: null,
        creditError: 'database error 22012: division by zero',
        creditAttempts: 1,
      });
      expect(transfer!.retryAt!.getTime() - transfer!.setAsideAt!.getTime()).toBe(60_000);
      const alerts = (await setAsideAlerts()).slice(alertsBefore);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ to: admin.email });
      expect(alerts[0]!.text).toContain('database error 22012: division by zero');

      // The member's refresh answers the status, not a chain error.
      expect(await refresh(failing)).toMatchObject({ paid: false, received: '0' });
      // Admins see it set aside, with the error.
      const deposits = await depositsOf(failing);
      expect(deposits.transfers).toEqual([
        expect.objectContaining({
          state: 'SET_ASIDE',
          amount: '10',
          error: 'database error 22012: division by zero',
          attempts: 1,
        }),
      ]);
      const listed = await env.t.get('/api/admin/deposits', {
        token: admin.token,
        query: { filter: 'set-aside' },
      });
      expect(listed.body.data.addresses.map((a: { _id: string }) => a._id)).toEqual([failing.id]);
      expect(listed.body.data.summary.transfers.setAside).toBe(1);

      // Not tried again before its time; then tried, failing again: no second alert.
      expect(await env.tick()).toMatchObject({ setAside: 0 });
      env.t.clock.advance(61_000);
      expect(await env.tick()).toMatchObject({ setAside: 1 });
      [transfer] = (await env.ledger(failing.id)).transfers;
      expect(transfer!.creditAttempts).toBe(2);
      expect(transfer!.retryAt!.getTime()).toBeGreaterThan(env.t.clock.now().getTime() + 110_000);
      expect((await setAsideAlerts()).slice(alertsBefore)).toHaveLength(1);

      // Repaired: the next try credits it, once.
      broken = false;
      env.t.clock.advance(121_000);
      expect(await env.tick()).toMatchObject({ credited: 1, setAside: 0, periodsPaid: 1 });
      [transfer] = (await env.ledger(failing.id)).transfers;
      expect(transfer!.creditedAt).not.toBeNull();
      expect(transfer!.setAsideAt).not.toBeNull(); // kept as history
      expect((await env.ledger(failing.id)).periods).toHaveLength(1);
      expect((await depositsOf(failing)).transfers[0]).toMatchObject({
        state: 'CREDITED',
        nextAttemptAt: null,
      });
    } finally {
      stop();
    }
  });
});

describe('transfers at the edges', () => {
  it('a transfer to an address before its member registered counts for that member, found by the refresh', async () => {
    const other = await env.newMember();
    const [{ next }] = (
      await env.t.db.execute<{ next: string }>(
        sql`SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END AS next FROM deposit_index_seq`,
      )
    ).rows as [{ next: string }];
    const early = deriveDepositAddress(devXpubFromMnemonic(), Number(next)) as Address;
    await env.pay(early, '10');
    await env.pay(other.address, '10');
    // Nobody holds the address yet: the watcher passes it by and credits the others.
    expect(await env.tick()).toMatchObject({ stored: 1, credited: 1 });

    const member: Member = await env.newMember();
    expect(member.address).toBe(early);
    expect(await refresh(member)).toMatchObject({ paid: true, received: '10', credit: '0' });
    expect(await env.tick()).toMatchObject({ credited: 0 }); // nothing twice
    expect((await env.ledger(member.id)).transfers).toHaveLength(1);
  });

  it('dust (0.000000000000000001 USDT) is stored, credited and shown exactly, and adds up to the fee', async () => {
    const member = await env.newMember();
    for (let i = 0; i < 3; i++) await env.pay(member.address, '0.000000000000000001');
    expect(await env.tick()).toMatchObject({ credited: 3, periodsPaid: 0, setAside: 0 });
    expect(await refresh(member)).toMatchObject({
      paid: false,
      received: '0.000000000000000003',
      credit: '0.000000000000000003',
    });
    const { address, transfers } = await depositsOf(member);
    expect(address).toMatchObject({ received: '0.000000000000000003', overpayment: '0' });
    expect(transfers.map((t: { amount: string }) => t.amount)).toEqual(Array(3).fill('0.000000000000000001'));

    await env.pay(member.address, '9.999999999999999997');
    expect(await env.tick()).toMatchObject({ credited: 1, periodsPaid: 1 });
    expect(await refresh(member)).toMatchObject({ paid: true, received: '10', credit: '0' });
  });

  it('1,000 small transfers to one address are each credited once and pay exactly one period', async () => {
    const member = await env.newMember();
    await env.payMany(member.address, parseUsdt('0.01'), 1000);
    const result = await env.tick();
    expect(result).toMatchObject({ stored: 1000, credited: 1000, periodsPaid: 1, setAside: 0 });
    const { transfers, periods } = await env.ledger(member.id);
    expect(transfers).toHaveLength(1000);
    expect(transfers.every((t) => t.creditedAt !== null)).toBe(true);
    expect(periods).toHaveLength(1);
    expect(await subscriptionEvents(member.id)).toHaveLength(1);
    expect(await refresh(member)).toMatchObject({ paid: true, received: '10', credit: '0' });
    const page = await depositsOf(member, { page: 2, limit: 100 });
    expect(page.transfers).toHaveLength(100);
    expect(page.pagination).toMatchObject({ totalRecords: 1000, totalPages: 10 });
    expect(page.address.transfers.credited).toBe(1000);
  });
});
