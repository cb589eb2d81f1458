/** The withdrawals feature as other features see it: the history table, the request modal, the keys a withdrawal changes, the address book card. */
export { WithdrawalHistoryTable } from './components/withdrawal-history-table';
export { WithdrawalModal } from './components/withdrawal-modal';
export { keysChangedByWithdrawal } from './api/withdrawal-keys';
export { AddressBookCard } from './components/address-book-card';
