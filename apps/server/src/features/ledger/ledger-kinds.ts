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
 *
 * Identity at every moment: totalEarned = available + held + withdrawn, where
 * totalEarned = REWARD_CREDIT + LOCK_RELEASE. Locked money is not earned yet, so it is outside the
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
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const WITHDRAWAL_KINDS = ['WITHDRAWAL_HOLD', 'HOLD_RELEASE', 'WITHDRAWAL_DEBIT'] as const;
export type WithdrawalKind = (typeof WITHDRAWAL_KINDS)[number];
