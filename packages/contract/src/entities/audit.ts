import { z } from 'zod';
import { dateTimeSchema } from './common';

/** One admin action in the audit log (issue 7): who, what, on what, before, after, when, from where. */
export const auditLogEntrySchema = z.object({
  /** The entry's sequence number, as text (the log only grows, so newer entries have larger ones). */
  _id: z.string(),
  actor: z.object({ userId: z.string(), email: z.string(), name: z.string() }).nullable(),
  /** Dotted verb, e.g. 'user.status.update', 'withdrawal.approve', 'settings.update'. */
  action: z.string(),
  target: z.object({ type: z.string(), id: z.string().nullable() }),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: dateTimeSchema,
  ipAddress: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
