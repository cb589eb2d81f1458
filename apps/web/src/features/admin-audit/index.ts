/** The audit log feature as other features see it: its query keys. */
export { adminAuditKeys } from './api/admin-audit-keys';
