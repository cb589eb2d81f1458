/** The user reports feature as other features see it: its query keys. */
export { adminUserReportKeys } from './api/admin-user-report-keys';
