// Withdrawals: one-time codes, requests that hold the amount, admin decisions.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export {
  type AdminWithdrawalFilter,
  adminWithdrawalOrder,
  type AdminWithdrawalSort,
  adminWithdrawalWhere,
} from './admin-withdrawal-query';
export { listUserWithdrawals } from './list-user-withdrawals';
export type { MinedPayout, WithdrawalPayouts } from './payout-port';
export {
  manualFallbackNote,
  type PayoutLimitHit,
  recordManualFallback,
  recordPayoutAction,
} from './withdrawal-audit';
export { withdrawalLedger } from './withdrawal-ledger';
export { toAdminWithdrawal } from './withdrawal-presenters';
export { withdrawalsRepository } from './withdrawals.repository';
export { withdrawalsRoutes } from './withdrawals.routes';
