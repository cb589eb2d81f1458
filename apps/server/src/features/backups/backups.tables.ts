import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One run of the automatic backup: where the dump went, or why there is none. */
export const backupRuns = pgTable('backup_runs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** 'ok', 'failed' or 'skipped' (no usable pg_dump). */
  outcome: text('outcome').notNull(),
  /** The dump's file name inside DATA_DIR/backups. */
  file: text('file'),
  message: text('message'),
});
