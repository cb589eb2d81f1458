/** The security events feature as other features see it: its query keys. */
export { securityEventKeys } from './api/security-event-keys';
