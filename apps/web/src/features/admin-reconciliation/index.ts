/** The reconciliation feature as other features see it: its query keys. */
export { adminReconciliationKeys } from './api/admin-reconciliation-keys';
