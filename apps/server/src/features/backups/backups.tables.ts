import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One run of a backup (the daily job or `npm run cli -- backup`): where it went, or why there is none. */
export const backupRuns = pgTable('backup_runs', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** 'ok', 'failed', or 'skipped' (older versions: no usable pg_dump). */
  outcome: text('outcome').notNull(),
  /** The backup's file name inside DATA_DIR/backups (its full path when written elsewhere). */
  file: text('file'),
  message: text('message'),
  /** Size of the written file in bytes (ok runs). */
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  /** 'schedule' (the daily job) or 'command-line'; null for runs of older versions. */
  startedBy: text('started_by'),
});
