/** The distribution cycles feature as other features see it: its query keys. */
export { adminCycleKeys } from './api/admin-cycle-keys';
