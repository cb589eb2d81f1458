import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every instance must share, generated once by the first instance that needs one: the
 * session-signing key when DATABASE_URL is set and JWT_SECRET is not (see infra/secrets.ts).
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
