import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Security events (ASVS 16.3.1, 16.3.2): failed sign-ins, throttling, password changes and
 * resets, wrong one-time codes, refused calls. Kept apart from the request log and the audit log;
 * append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). Never holds a password, code or
 * token. `email` is only the address typed for an account that does not exist; a known account
 * is named by `user_id` (so a deleted user shows as their tombstone).
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id),
    email: text('email'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('security_events_created_at_idx').on(t.createdAt),
    index('security_events_user_idx').on(t.userId, t.createdAt),
    index('security_events_type_idx').on(t.type, t.createdAt),
    index('security_events_ip_idx').on(t.ip),
  ],
);
