import { bigint, index, jsonb, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_TYPES } from '@app/contract';
import { users } from '../users/users.tables';

/** The member events the admin's user reports read (issue 7). */
export const activityTypeEnum = pgEnum('activity_type', ACTIVITY_TYPES);

/** One member event: who, what kind, its details. Append-only, written by the features. */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: activityTypeEnum('type').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_events_user_created_idx').on(t.userId, t.createdAt)],
);
