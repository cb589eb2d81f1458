// The admin area: dashboard, users, reports, reward lists, exports, system overview.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { adminPlugin } from './admin.plugin';
