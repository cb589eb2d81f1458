/** The admin settings feature as other features see it: its query keys. */
export { adminSettingsKeys } from './api/admin-settings-keys';
