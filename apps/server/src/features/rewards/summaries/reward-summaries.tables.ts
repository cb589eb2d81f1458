import { bigint, integer, numeric, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { rewardTypeEnum } from '../rewards.tables';

/*
 * Summaries of every reward kept by the writes themselves (ADR 0019), so that reads after many
 * cycles need not derive every cycle's rewards:
 * - a statement-level trigger on `rewards` (migration, hand-written block) folds every INSERT and
 *   UPDATE of its rows (DIRECT payments, their lock releases and forfeits) into them, set-based
 *   from the statement's transition tables;
 * - a DOWNLINE cycle writes no reward rows (ADR 0032): its paying statement writes the same
 *   summaries from its rewards grouped (summaries/fold-cycle.ts), and settling its locked rewards
 *   adjusts them from the settled entries (summaries/fold-settlement.ts).
 * `summaryDrift` (summaries/summary-drift.ts) compares them with a from-scratch computation.
 */

/** How many rewards (any status) each member has per type and level: the reward list's pager. */
export const rewardCounts = pgTable(
  'reward_counts',
  {
    userId: uuid('user_id').notNull(),
    type: rewardTypeEnum('type').notNull(),
    level: smallint('level').notNull(),
    rewards: bigint('rewards', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type, t.level] })],
);

/**
 * The admin rewards list's statistics per type, level and cycle, over rewards that are not
 * forfeited: count, sums, largest and smallest. A forfeit that removes a group's largest or
 * smallest reward recomputes that group's (one cycle's rows of one level).
 */
export const rewardTotals = pgTable(
  'reward_totals',
  {
    type: rewardTypeEnum('type').notNull(),
    level: smallint('level').notNull(),
    cycle: integer('cycle').notNull(),
    rewards: bigint('rewards', { mode: 'number' }).notNull(),
    rewardAmount: numeric('reward_amount', { precision: 38, scale: 18 }).notNull(),
    masterAmount: numeric('master_amount', { precision: 38, scale: 18 }).notNull(),
    maxRewardAmount: numeric('max_reward_amount', { precision: 38, scale: 18 }),
    minRewardAmount: numeric('min_reward_amount', { precision: 38, scale: 18 }),
  },
  (t) => [primaryKey({ columns: [t.type, t.level, t.cycle] })],
);
