// Security events (issue 21): failed sign-ins, throttling, password changes and resets, wrong
// one-time codes, refused calls; append-only, apart from the request log and the audit log.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { registerAccessDeniedEvents } from './access-denied-events';
export {
  type SecurityEventFilter,
  securityEventColumns,
  type SecurityEventRow,
  securityEventsSelect,
  toSecurityEvent,
} from './list-security-events';
export { recordSecurityEvent, type SecurityEventInput } from './record-security-event';
export { securityEventsRoutes } from './security-events.routes';
