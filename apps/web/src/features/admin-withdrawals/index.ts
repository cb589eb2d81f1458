/** The admin withdrawals feature as other features see it: its query keys. */
export { adminWithdrawalKeys } from './api/admin-withdrawal-keys';
