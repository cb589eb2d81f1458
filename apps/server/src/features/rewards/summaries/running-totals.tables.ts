import { integer, numeric, pgTable, primaryKey, smallint, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * Running totals across cycles for the tree (ADR 0030): the cycles' inputs and node sums
 * (node-sums.tables.ts) summed over every folded cycle, so that the tree reads one row per node
 * instead of one per node and cycle. Written by a job after each cycle commits
 * (summaries/running-totals.ts), never by the cycle itself; a cycle not folded yet is read per
 * cycle. Each array holds one sum per level 1-15 of the viewer's tree (`amounts[level]`), at the
 * rate each cycle paid that level, so a schedule change between cycles keeps them exact.
 */

/** The cycles folded into the running totals, each written in the transaction that folds it. */
export const rewardRunningFolds = pgTable('reward_running_folds', {
  cycle: integer('cycle').primaryKey(),
  foldedAt: timestamp('folded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Per member, what it gave its upline at each level over the folded cycles:
 * `amounts[l]` = Σ over folded cycles of trunc(input × the cycle's rate at level l, 8).
 */
export const rewardRunningOwn = pgTable('reward_running_own', {
  memberId: uuid('member_id').primaryKey(),
  amounts: numeric('amounts', { precision: 38, scale: 18 }).array().notNull(),
});

/**
 * Per member and depth below it (1-14), what the members that deep gave an upline at each level
 * over the folded cycles: `amounts[l]` = Σ over folded cycles of the node sum at the cycle's rate
 * of level l. A viewer reading a node at level L uses `amounts[L + depth]`.
 */
export const rewardRunningBelow = pgTable(
  'reward_running_below',
  {
    memberId: uuid('member_id').notNull(),
    depth: smallint('depth').notNull(),
    amounts: numeric('amounts', { precision: 38, scale: 18 }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.depth] })],
);
