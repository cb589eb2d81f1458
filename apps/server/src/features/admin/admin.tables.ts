import { bigint, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The admin screens' counts and sums, kept by the writes (ADR 0018): database triggers on the
 * tables they summarise add one delta row per (metric, bucket, key) and statement, in the
 * writer's transaction; a job folds the deltas of each key into one row. A read sums the rows of
 * its metric. Metrics (`summaries/summary-metrics.ts`): live accounts by kind, by sign-up day and
 * by the hour their subscription ends; ledger entries per day and kind; withdrawals per status;
 * credited deposits and subscription payments per day.
 */
export const adminSummary = pgTable(
  'admin_summary',
  {
    metric: text('metric').notNull(),
    /** The UTC day (or, for subscription ends, hour) the row counts; null for metrics without time. */
    bucket: timestamp('bucket', { withTimezone: true }),
    key: text('key').notNull().default(''),
    n: bigint('n', { mode: 'number' }).notNull(),
    amount: numeric('amount').notNull().default('0'),
  },
  (t) => [index('admin_summary_metric_bucket_idx').on(t.metric, t.bucket)],
);
