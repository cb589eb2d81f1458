// The ledger's public face, for the features that move money (rewards, withdrawals, admin).
export { appendLedgerEntry, isLedgerAmount, type LedgerEntryInput } from './append-ledger-entry';
export {
  type Balances,
  balancesFor,
  balancesJsonOf,
  getBalances,
  heldForWithdrawal,
  normaliseBalances,
  ZERO_BALANCES,
} from './get-balances';
export {
  ADJUSTMENT_KINDS,
  type AdjustmentKind,
  LEDGER_KINDS,
  type LedgerKind,
  type WithdrawalKind,
} from './ledger-kinds';
export { lockUserForMoney } from './lock-user-for-money';
