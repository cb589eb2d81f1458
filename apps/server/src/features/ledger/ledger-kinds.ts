/**
 * The movements of the ledger. Every amount is positive; the kind says where it moves between
 * the member's four pots (what PostgreSQL sums in get-balances.ts):
 *
 * | kind             | effect                          | written by                         |
 * | ---------------- | ------------------------------- | ---------------------------------- |
 * | REWARD_CREDIT    | + available (earned)            | a reward of a compliant member     |
 * | REWARD_LOCKED    | + locked (not earned yet)       | a reward of a non-compliant member |
 * | LOCK_RELEASE     | locked -> available (earned)    | compliant again within 30 days     |
 * | LOCK_FORFEIT     | locked -> forfeited             | still locked after 30 days         |
 * | WITHDRAWAL_HOLD  | available -> held               | a withdrawal request               |
 * | HOLD_RELEASE     | held -> available               | a rejected or blocked withdrawal   |
 * | WITHDRAWAL_DEBIT | held -> withdrawn               | an approved withdrawal             |
 * | ADJUSTMENT_CREDIT| + available (earned)            | an admin's adjustment (issue 15)   |
 * | ADJUSTMENT_DEBIT | - available (earned)            | an admin's adjustment (issue 15)   |
 *
 * Identity at every moment: totalEarned = available + held + withdrawn, where
 * totalEarned = REWARD_CREDIT + LOCK_RELEASE + ADJUSTMENT_CREDIT - ADJUSTMENT_DEBIT (a correction
 * or goodwill changes what the member has earned; `adjusted` is that net). A debit never takes
 * available below zero (checked under the member's money lock). Locked money is not earned yet, so it is outside the
 * identity; it ends either released (then earned) or forfeited.
 */
export const LEDGER_KINDS = [
  'REWARD_CREDIT',
  'REWARD_LOCKED',
  'LOCK_RELEASE',
  'LOCK_FORFEIT',
  'WITHDRAWAL_HOLD',
  'HOLD_RELEASE',
  'WITHDRAWAL_DEBIT',
  'ADJUSTMENT_CREDIT',
  'ADJUSTMENT_DEBIT',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const WITHDRAWAL_KINDS = ['WITHDRAWAL_HOLD', 'HOLD_RELEASE', 'WITHDRAWAL_DEBIT'] as const;
export type WithdrawalKind = (typeof WITHDRAWAL_KINDS)[number];

export const ADJUSTMENT_KINDS = ['ADJUSTMENT_CREDIT', 'ADJUSTMENT_DEBIT'] as const;
export type AdjustmentKind = (typeof ADJUSTMENT_KINDS)[number];
