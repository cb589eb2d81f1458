import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Every comparison of the ledger with the chain (job, admin page, `npm run cli -- reconcile`). */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
    fromBlock: bigint('from_block', { mode: 'bigint' }),
    toBlock: bigint('to_block', { mode: 'bigint' }),
    /** What was compared: counts by kind. */
    checked: jsonb('checked'),
    findings: integer('findings'),
    /** Why the run could not finish (the chain node, ...); null when it did. */
    error: text('error'),
  },
  (t) => [index('reconciliation_runs_started_idx').on(t.startedAt)],
);

/**
 * A mismatch between the ledger and the chain, by a stable key (kind and transaction, log or
 * withdrawal): open while runs see it, resolved when one no longer does. Admins are e-mailed when
 * a finding is first seen, once.
 */
export const reconciliationFindings = pgTable(
  'reconciliation_findings',
  {
    key: text('key').primaryKey(),
    kind: text('kind').notNull(),
    txHash: text('tx_hash'),
    withdrawalId: uuid('withdrawal_id'),
    userId: uuid('user_id'),
    address: text('address'),
    detail: text('detail').notNull(),
    firstSeenAt: at('first_seen_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    resolvedAt: at('resolved_at'),
  },
  (t) => [index('reconciliation_findings_open_idx').on(t.resolvedAt, t.firstSeenAt)],
);
