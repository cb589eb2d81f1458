// Admin alerts: e-mails to every active admin under the settings' alert switches.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { clearAdminAlert, raiseAdminAlert } from './admin-alerts';
export { notifyAdmins } from './notify-admins';
