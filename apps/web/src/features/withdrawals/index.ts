/** The withdrawals feature as other features see it: the history table and the request modal. */
export { WithdrawalHistoryTable } from './components/withdrawal-history-table';
export { WithdrawalModal } from './components/withdrawal-modal';
