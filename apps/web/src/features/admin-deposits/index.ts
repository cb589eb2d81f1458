/** The admin deposits feature as other features see it: its query keys. */
export { adminDepositKeys } from './api/admin-deposit-keys';
