import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/infra/mail/outbox.tables';
import type { TestApp } from '../support/create-test-app';
import { createMember, type TestUser } from '../support/users';
import { addUsableAddress } from '../support/wallet-addresses';
import { isValidWalletAddress } from '@app/contract';
import { creditReward, ledgerBalances, releaseHold } from './ledger-support';

/** The newest outbox messages of one kind to one address. */
export async function mailsTo(t: TestApp, to: string, kind: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(sql`lower(${mailOutbox.to}) = lower(${to})`, eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/** The digits of the newest withdrawal code e-mailed to `email`, read from the outbox. */
export async function latestCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await mailsTo(t, email, 'withdrawal-code');
  const code = /^Code: (\d{6})$/m.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no withdrawal code e-mailed to ${email}`);
  return code;
}

export async function requestCode(t: TestApp, member: { token: string; email: string }) {
  const res = await t.post('/api/otp/withdrawal/request', { token: member.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return latestCode(t, member.email);
}

/** A code requested and verified over HTTP, ready for POST /withdrawals. */
export async function verifiedCode(t: TestApp, member: { token: string; email: string }) {
  const code = await requestCode(t, member);
  const res = await t.post('/api/otp/withdrawal/verify', { token: member.token, body: { otp: code } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return code;
}

/** Six digits that are not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export const expectFailure = (
  res: { status: number; body: { message?: string } },
  status: number,
  code: string,
) => {
  expect({ status: res.status, message: res.body?.message }).toEqual({ status, message: code });
};

/** A valid destination nobody uses yet: a fresh random address, EIP-55 checksummed. */
export const freshAddress = () => {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  return getAddress(`0x${hex}`);
};

/** Credits a reward to the member through the ledger, as the reward engine does. */
export async function fundMember(t: TestApp, userId: string, amount: string) {
  await creditReward(t.db, userId, amount);
}

/** The member's balances from the ledger, as decimal strings. */
export async function balancesOf(t: TestApp, userId: string) {
  return ledgerBalances(t.db, userId);
}

/** A member with `amount` available and a live session. */
export async function fundedMember(t: TestApp, amount: string) {
  const member = await createMember(t);
  await fundMember(t, member.id, amount);
  return member;
}

/**
 * A fresh address already usable in the member's address book (confirmed two days ago), so the
 * spec's flow goes through to it (ADR 0012).
 */
export const usableAddress = (t: TestApp, member: { id: string }) =>
  addUsableAddress(t, member.id, freshAddress());

export interface WithdrawalRequest {
  amount?: string | number;
  walletAddress?: string;
  asset?: string;
}

const ZERO = /^0x0{40}$/i;

/**
 * POST /api/withdrawals with a freshly requested and verified code, to an address put into the
 * member's book as usable first (any valid address given, else a fresh one): the address book's
 * own rules are tested in test/wallet-addresses.
 */
export async function requestWithdrawal(t: TestApp, member: TestUser, body: WithdrawalRequest = {}) {
  const walletAddress = body.walletAddress ?? freshAddress();
  if (isValidWalletAddress(walletAddress) && !ZERO.test(walletAddress))
    await addUsableAddress(t, member.id, walletAddress);
  const otp = await verifiedCode(t, member);
  return t.post('/api/withdrawals', {
    token: member.token,
    body: { amount: '10', walletAddress, asset: 'USDT', ...body, otp },
  });
}

/** A hold released outside the review (a manual correction of the ledger). */
export const releaseHoldBehindTheBack = (t: TestApp, userId: string, withdrawalId: string, amount: string) =>
  releaseHold(t.db, userId, withdrawalId, amount);

/**
 * The withdrawal a race attempt holds for. Ledger entries name their withdrawal without a foreign
 * key, so each attempt gets its own id and the one-pending rule (tested on its own) stays out of
 * the balance race.
 */
export const prepareHoldTarget = async (_t: TestApp, _userId: string) => randomUUID();
