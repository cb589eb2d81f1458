import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { type AlreadyPaidRow, CYCLE_SOURCES, CYCLE_STATUSES, type ErrorCode } from '@app/contract';
import { users } from '../../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const cycleSourceEnum = pgEnum('cycle_source', CYCLE_SOURCES);
export const cycleStatusEnum = pgEnum('cycle_status', CYCLE_STATUSES);

/** What a report keeps of the rows it did not pay (lists are capped; counts are exact). */
export interface CycleReport {
  unknownUids: { line: number; uid: string }[];
  rejectedRows: { line: number; reason: string }[];
  /** Rows skipped because an earlier cycle paid their UID for some of these days. */
  alreadyPaidRows?: AlreadyPaidRow[];
  /** How long each phase took, for the operator. */
  phases: { phase: string; ms: number }[];
}

/**
 * DOWNLINE distribution cycles. A row is claimed (RUNNING, committed) before the work starts so
 * that progress can be shown; the rewards, the inputs, the ledger entries and the PAID state are
 * then written by one transaction. A run that dies leaves a RUNNING row that nobody holds: it
 * becomes FAILED (nothing of it was paid).
 *
 * A cycle is identified by what it pays for (issue 20): the days `period_start`-`period_end`
 * (UTC, both included) of the UIDs in `cycle_inputs`, and its data (`content_hash`). One UID's
 * profit for one day is paid at most once, and the same data is imported once; both are checked
 * under the cycle lock (one cycle at a time on all instances). `period_label` is a display name.
 */
export const cycles = pgTable(
  'cycles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 1, 2, 3, ... in the order cycles were claimed: the rewards' `cycle`. */
    number: integer('number').notNull().unique(),
    /** Display name: the admin's label, or the period's days. */
    periodLabel: text('period_label').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    source: cycleSourceEnum('source').notNull(),
    status: cycleStatusEnum('status').notNull(),
    /** SHA-256 of the sorted (uid, amount) rows: the same data is never paid twice. */
    contentHash: text('content_hash').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    paidRows: integer('paid_rows').notNull().default(0),
    unknownCount: integer('unknown_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    alreadyPaidCount: integer('already_paid_count').notNull().default(0),
    rewardsCreated: bigint('rewards_created', { mode: 'number' }).notNull().default(0),
    totalMasterAmount: numeric('total_master_amount', { precision: 38, scale: 18 }).notNull().default('0'),
    totalRewardAmount: numeric('total_reward_amount', { precision: 38, scale: 18 }).notNull().default('0'),
    report: jsonb('report')
      .$type<CycleReport>()
      .notNull()
      .default(sql`'{"unknownUids":[],"rejectedRows":[],"phases":[]}'::jsonb`),
    /** Why a FAILED cycle paid nothing: a catalogue code and its words (never a database message). */
    errorCode: text('error_code').$type<ErrorCode>(),
    error: text('error'),
    /** A PAID cycle whose follow-up failed after the money was paid (logged in full). */
    warning: text('warning'),
    createdById: uuid('created_by_id').references(() => users.id),
    startedAt: at('started_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('cycles_content_hash_idx').on(t.contentHash),
    index('cycles_period_idx').on(t.periodStart, t.periodEnd),
    check('cycles_period_order', sql`${t.periodEnd} >= ${t.periodStart}`),
  ],
);

export type CycleRow = typeof cycles.$inferSelect;

/**
 * The amounts a cycle paid, one row per member: what was paid for (audits, re-checks), and what a
 * member's DOWNLINE rewards are derived from where no reward row is read (ADR 0029). Partitioned
 * by `cycle_id` (migration 0040): each cycle writes its own partition `cycle_inputs_<number>`
 * (cycle-partitions.ts, ADR 0034); the keys and indexes below are the parent's.
 */
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
  (t) => [
    primaryKey({ columns: [t.cycleId, t.userId] }),
    // The amount orders' walk over the paid cycles' inputs, largest or smallest first, and a
    // member's inputs of every cycle (the migration adds INCLUDE (amount): read from the index
    // alone), for what a tree node gave (ADR 0029).
    index('cycle_inputs_amount_idx').on(t.amount, t.cycleId, t.userId),
    index('cycle_inputs_member_idx').on(t.userId, t.cycleId),
  ],
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
  /** What the phase is doing now (computing rewards, writing ledger entries, ...). */
  step: text('step'),
  /** Rows that step has done so far (rewards computed, ledger entries and events written). */
  stepRows: bigint('step_rows', { mode: 'number' }).notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Counters of the paying run: rewards computed (set after each level of the roll-up), and
 * the ledger entries and activity events its paying statement writes (`nextval` as it goes).
 * Sequences are not transactional: another connection sees them move while the cycle's transaction
 * is still open (cycle-progress.ts `watchCycleProgress`). One cycle runs at a time, so one pair
 * serves every cycle; each cycle resets them. CACHE 1000: the statement takes numbers a thousand at
 * a time, so the counter others see moves in steps of 1000. A `nextval` per computed reward would
 * keep PostgreSQL from spreading the join over parallel workers (ADR 0032).
 */
export const cycleRewardsComputedSeq = pgSequence('cycle_rewards_computed_seq', { cache: 1000 });
export const cycleRewardsWrittenSeq = pgSequence('cycle_rewards_written_seq', { cache: 1000 });
