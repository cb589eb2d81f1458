import { z } from 'zod';
import { dateTimeSchema } from './common';

/**
 * Kinds of security event (issue 21, ASVS 16.3): what the server records, apart from the request
 * log. The server README lists when each is written.
 */
export const SECURITY_EVENT_TYPES = [
  'login.failed',
  'login.throttled',
  'login.blocked',
  'login.refused',
  'password.change_failed',
  'password.changed',
  'password.reset',
  'otp.failed',
  'access.denied',
] as const;
export const securityEventTypeSchema = z.enum(SECURITY_EVENT_TYPES);
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** One security event: what, whose account (or the e-mail typed for none), from where, when. */
export const securityEventSchema = z.object({
  /** The event's sequence number, as text. */
  _id: z.string(),
  type: securityEventTypeSchema,
  /** The account concerned, when one is known. */
  account: z.object({ _id: z.string(), userId: z.string(), email: z.string(), name: z.string() }).nullable(),
  /** The e-mail typed for an account that does not exist (sign-in), else null. */
  email: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** What else is known (reason, scope, retry time, route); never a password, code or token. */
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: dateTimeSchema,
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
