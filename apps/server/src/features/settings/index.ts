// Platform settings: stored, cached for maintenance mode, changed by admins (audited).
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { auditReadAccess } from './audit-read-access';
export { maintenanceError, registerMaintenanceMode } from './maintenance-mode';
export { registerSettingsCache } from './settings-cache';
export { ensureSettings, readSetting, readSettings } from './settings.repository';
export { settingsRoutes } from './settings.routes';
