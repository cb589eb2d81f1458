import { z } from 'zod';
import { dateTimeSchema } from './common';

/** A person named by an audit entry. */
export const auditPersonSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
});

/** One admin action in the audit log (issue 7): who, what, on what, before, after, when, from where. */
export const auditLogEntrySchema = z.object({
  /** The entry's sequence number, as text (the log only grows, so newer entries have larger ones). */
  _id: z.string(),
  /**
   * The admin who acted (null: the system, a command-line task), by name and e-mail as they were
   * when the entry was written, so it stays readable after the account is renamed or deleted.
   * `_id` opens the user (`/admin/users/:id`).
   */
  actor: auditPersonSchema.nullable(),
  /** Dotted verb, e.g. 'user.status.update', 'withdrawal.approve', 'settings.update'. */
  action: z.string(),
  target: z.object({
    type: z.string(),
    id: z.string().nullable(),
    /** The person the action concerns (a 'user' target, a withdrawal's member), as then; else null. */
    user: auditPersonSchema.nullable(),
  }),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: dateTimeSchema,
  ipAddress: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
