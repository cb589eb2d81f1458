// The audit log: append-only entries of admin actions, and its list.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { auditRoutes } from './audit.routes';
export { writeAudit } from './write-audit';
