import { settleAsPaid } from '../support/payouts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/features/users/users.tables';
import { appendLedgerEntry, lockUserForMoney } from '../../src/features/ledger';
import { startDownlineCycle } from '../../src/features/rewards/cycles/run-downline-cycle';
import { payDirectRewards } from '../../src/features/rewards/direct/pay-direct-rewards';
import { withdrawalsRepository } from '../../src/features/withdrawals/withdrawals.repository';
import { daysAgo } from '../support/cycle-periods';
import type { TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';

const DAY = 86_400_000;

/** Gives a test account a recognisable name (search tests) and optionally a join date. */
export async function rename(t: TestApp, user: TestUser, firstName: string, lastName: string) {
  await t.db.update(users).set({ firstName, lastName }).where(eq(users.id, user.id));
  return { ...user, firstName, lastName };
}

/** A subscription payment's DIRECT rewards, through the rewards feature (as onboarding triggers them). */
export async function paySubscription(t: TestApp, payer: TestUser, periodNumber = 1, fee = '10') {
  return t.db.transaction((tx) =>
    payDirectRewards(tx, { payerId: payer.id, periodNumber, feeAmount: fee, now: t.clock.now() }),
  );
}

/** A DOWNLINE cycle of `uid,amount` rows for one past day, through the rewards feature's cycle runner. */
export async function runCycle(
  t: TestApp,
  name: string,
  rows: { member: TestUser; amount: string }[],
  period = daysAgo(1),
) {
  const started = await startDownlineCycle({
    db: t.db,
    period,
    name,
    rows: rows.map((r, i) => ({ line: i + 2, uid: r.member.bingxUid ?? '', amount: r.amount })),
    source: 'CSV',
    now: t.clock.now,
  });
  return started.finished;
}

/** A PENDING withdrawal holding its amount on the ledger (what POST /withdrawals stores, without the code). */
export async function requestWithdrawal(
  t: TestApp,
  member: TestUser,
  amount: string,
  walletAddress?: string,
) {
  return t.db.transaction(async (tx) => {
    await lockUserForMoney(tx, member.id);
    const withdrawal = await withdrawalsRepository.insert(tx, {
      userId: member.id,
      amount,
      asset: 'USDT',
      walletAddress: walletAddress ?? `0x${member.id.replaceAll('-', '').slice(0, 32)}${'0'.repeat(8)}`,
      status: 'PENDING',
      requestedAt: t.clock.now(),
    });
    await appendLedgerEntry(tx, {
      kind: 'WITHDRAWAL_HOLD',
      userId: member.id,
      withdrawalId: withdrawal.id,
      amount,
    });
    return withdrawal;
  });
}

/** An admin's decision through the API. */
export async function decide(
  t: TestApp,
  admin: TestUser,
  withdrawalId: string,
  status: string,
  reason?: string,
) {
  const res = await t.put(`/api/withdrawals/${withdrawalId}`, {
    token: admin.token,
    body: { status, ...(reason ? { reason } : {}) },
  });
  if (res.status !== 200) throw new Error(`decision failed: ${res.status} ${res.text}`);
  return res.body.data;
}

/**
 * A small network with money in it:
 *
 *   admin ── alice ── bob ── carol
 *                 └── dave
 *        └── eve (unverified e-mail, no subscription, no UID)
 *
 * DIRECT (fee 10; 20 % level 1, 10 % level 2): bob pays -> alice 2; carol pays -> bob 2, alice 1;
 * dave pays -> alice 2. DOWNLINE cycle 1: carol 100 -> bob 5 (5 %), alice 2 (2 %).
 * Alice earned 7, bob 7. Alice withdraws 3 (approved) and asks 1 (pending); bob asks 2 (rejected).
 */
export async function seedNetwork(t: TestApp) {
  const admin = await createAdmin(t);
  const alice = await rename(
    t,
    await createMember(t, { referrer: admin, withPaidPeriod: true }),
    'Alice',
    'Anders',
  );
  const bob = await rename(
    t,
    await createMember(t, { referrer: alice, withPaidPeriod: true }),
    'Bob',
    'Brown',
  );
  const carol = await rename(
    t,
    await createMember(t, { referrer: bob, withPaidPeriod: true }),
    'Carol',
    'Chen',
  );
  const dave = await rename(
    t,
    await createMember(t, { referrer: alice, withPaidPeriod: true }),
    'Dave',
    'Dunn',
  );
  const eve = await rename(
    t,
    await createMember(t, { referrer: admin, verified: false, onboarded: false }),
    'Eve',
    'Evans',
  );
  await paySubscription(t, bob);
  await paySubscription(t, carol);
  await paySubscription(t, dave);
  await runCycle(t, 'seed-cycle-1', [{ member: carol, amount: '100' }]);

  const approved = await requestWithdrawal(t, alice, '3');
  await decide(t, admin, approved.id, 'APPROVED');
  // Paid: its payout settled on the chain (issue 15: the debit waits for that).
  await settleAsPaid(t, approved.id);
  const rejected = await requestWithdrawal(t, bob, '2');
  await decide(t, admin, rejected.id, 'REJECTED', 'Wrong address');
  const pending = await requestWithdrawal(t, alice, '1');
  return { admin, alice, bob, carol, dave, eve, withdrawals: { approved, rejected, pending } };
}

export type SeededNetwork = Awaited<ReturnType<typeof seedNetwork>>;
export { DAY };
