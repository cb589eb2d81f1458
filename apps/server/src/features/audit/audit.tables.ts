import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** Every admin action: who, what, on which target, the state before and after. Append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    // Who and whom, as they were when the entry was written (write-audit.ts), so the entry stays
    // readable after either account is renamed or deleted. Null on entries older than these columns.
    actorName: text('actor_name'),
    actorEmail: text('actor_email'),
    actorPublicId: text('actor_public_id'),
    /** users.id of the person the action concerns: the target user, a withdrawal's member. */
    targetUserId: uuid('target_user_id'),
    targetUserName: text('target_user_name'),
    targetUserEmail: text('target_user_email'),
    targetUserPublicId: text('target_user_public_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
