/** The admin dashboard as other features see it: its query keys. */
export { adminDashboardKeys } from './api/admin-dashboard-keys';
