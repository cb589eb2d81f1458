/** The admin users feature as other features see it: its query keys. */
export { adminUserKeys } from './api/admin-user-keys';
