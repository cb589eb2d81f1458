import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the per-address rate limits, shared by every instance: one row per limited
 * key (route and address) holding its current window. UNLOGGED (set in the migration): a crash of
 * PostgreSQL empties it, which only forgives a few requests, and it writes no WAL on every call.
 * Rows whose window ended are deleted by the `rate-limit-cleanup` job.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
