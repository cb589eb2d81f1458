import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Operations alerts that are e-mailed to the admins once per occurrence (admin-alerts.ts): an
 * alert is raised (and mailed) when its condition starts, and cleared when it ends, so the next
 * occurrence is mailed again. One row per kind of condition.
 */
export const adminAlerts = pgTable('admin_alerts', {
  key: text('key').primaryKey(),
  raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
  clearedAt: timestamp('cleared_at', { withTimezone: true }),
});
