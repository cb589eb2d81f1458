import { sql } from 'drizzle-orm';
import {
  bigint,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { CYCLE_SOURCES, CYCLE_STATUSES } from '@app/contract';
import { users } from '../../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const cycleSourceEnum = pgEnum('cycle_source', CYCLE_SOURCES);
export const cycleStatusEnum = pgEnum('cycle_status', CYCLE_STATUSES);

/** What a report keeps of the rows it did not pay (lists are capped; counts are exact). */
export interface CycleReport {
  unknownUids: { line: number; uid: string }[];
  rejectedRows: { line: number; reason: string }[];
  /** How long each phase took, for the operator. */
  phases: { phase: string; ms: number }[];
}

/**
 * DOWNLINE distribution cycles. A row is claimed (RUNNING, committed) before the work starts so
 * that progress can be shown; the rewards, the inputs, the ledger entries and the COMPLETED state
 * are then written by one transaction. A run that dies leaves a RUNNING row that nobody holds:
 * it becomes FAILED and the period can be run again (nothing of it was paid).
 * `period_label` is the identity of a cycle: the same period twice pays nothing twice.
 */
export const cycles = pgTable('cycles', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** 1, 2, 3, ... in the order periods were first claimed: the rewards' `cycle`. */
  number: integer('number').notNull().unique(),
  periodLabel: text('period_label').notNull().unique(),
  source: cycleSourceEnum('source').notNull(),
  status: cycleStatusEnum('status').notNull(),
  /** SHA-256 of the sorted (uid, amount) rows: importing other data for a claimed period is refused. */
  contentHash: text('content_hash').notNull(),
  totalRows: integer('total_rows').notNull().default(0),
  paidRows: integer('paid_rows').notNull().default(0),
  unknownCount: integer('unknown_count').notNull().default(0),
  rejectedCount: integer('rejected_count').notNull().default(0),
  rewardsCreated: bigint('rewards_created', { mode: 'number' }).notNull().default(0),
  totalMasterAmount: numeric('total_master_amount', { precision: 38, scale: 18 }).notNull().default('0'),
  totalRewardAmount: numeric('total_reward_amount', { precision: 38, scale: 18 }).notNull().default('0'),
  report: jsonb('report')
    .$type<CycleReport>()
    .notNull()
    .default(sql`'{"unknownUids":[],"rejectedRows":[],"phases":[]}'::jsonb`),
  error: text('error'),
  createdById: uuid('created_by_id').references(() => users.id),
  startedAt: at('started_at').notNull(),
  finishedAt: at('finished_at'),
});

export type CycleRow = typeof cycles.$inferSelect;

/** The amounts a cycle paid, one row per member (what was paid for, for audits and re-checks). */
export const cycleInputs = pgTable(
  'cycle_inputs',
  {
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => cycles.id),
    userId: uuid('user_id').notNull(),
    /** Line of the CSV (or position in the exchange's list) the amount came from. */
    line: integer('line').notNull(),
    uid: text('uid').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cycleId, t.userId] })],
);

/**
 * Progress of a running cycle, written on its own short transactions (the cycle's transaction is
 * invisible until it commits), so the admin screen can poll it.
 */
export const cycleProgress = pgTable('cycle_progress', {
  cycleId: uuid('cycle_id')
    .primaryKey()
    .references(() => cycles.id),
  phase: text('phase').notNull(),
  processedRows: integer('processed_rows').notNull().default(0),
  totalRows: integer('total_rows').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
