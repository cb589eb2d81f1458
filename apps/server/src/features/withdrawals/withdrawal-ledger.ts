import type { Tx } from '../../infra/db/client';
import { appendLedgerEntry, getBalances, heldForWithdrawal, lockUserForMoney } from '../ledger';
import { userRewardStats } from '../rewards';

/** A money movement of one withdrawal on the ledger. */
export interface LedgerMove {
  userId: string;
  withdrawalId: string;
  amount: string;
  now: Date;
}

const move = (tx: Tx, kind: 'WITHDRAWAL_HOLD' | 'HOLD_RELEASE' | 'WITHDRAWAL_DEBIT', m: LedgerMove) =>
  appendLedgerEntry(tx, {
    kind,
    userId: m.userId,
    withdrawalId: m.withdrawalId,
    amount: m.amount,
    createdAt: m.now,
  });

/**
 * The ledger (features/ledger) as the withdrawal flow uses it. Withdrawals keep no balances of
 * their own: every check reads the ledger and every change appends to it. The ledger's unique
 * indexes allow one hold and one outcome (release or debit) per withdrawal.
 */
export const withdrawalLedger = {
  /** Serialises money changes of one member until the transaction ends (the account row lock). */
  lockMoney: async (tx: Tx, userId: string) => {
    await lockUserForMoney(tx, userId);
  },
  available: async (tx: Tx, userId: string) => (await getBalances(tx, userId)).available,
  /** What is still held for this withdrawal ('0' once released or debited). */
  heldFor: (tx: Tx, withdrawalId: string) => heldForWithdrawal(tx, withdrawalId),
  hold: (tx: Tx, m: LedgerMove) => move(tx, 'WITHDRAWAL_HOLD', m),
  release: (tx: Tx, m: LedgerMove) => move(tx, 'HOLD_RELEASE', m),
  debit: (tx: Tx, m: LedgerMove) => move(tx, 'WITHDRAWAL_DEBIT', m),
  /** The member's balances in the shape of `GET /rewards/stats/:userId` (the review's account panel). */
  stats: userRewardStats,
};
