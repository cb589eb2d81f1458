import { integer, numeric, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

/*
 * The first part of the compact reward store (ADR 0028, the first step of ADR 0027), written by
 * each DOWNLINE cycle beside its rewards: what a cycle paid is a function of its inputs
 * (`cycle_inputs`), the closure table (which never changes), the schedule it paid at and each
 * recipient's outcome (its ledger entry), so sums of the source side can stand in for sums of
 * reward rows.
 */

/**
 * The downline schedule each cycle paid at, one row per paying level (admins can change the
 * schedule between cycles). `rate_index` numbers the cycle's distinct rates from 1 in the order of
 * their first level: the position of that rate's sum in `reward_node_sums.amounts`.
 */
export const rewardCycleRates = pgTable(
  'reward_cycle_rates',
  {
    cycle: integer('cycle').notNull(),
    level: smallint('level').notNull(),
    percent: numeric('percent', { precision: 9, scale: 4 }).notNull(),
    rateIndex: smallint('rate_index').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cycle, t.level] })],
);

/**
 * For each member with members below who were paid for in a cycle, per depth below it (1-14: a
 * tree node is at least one level below its viewer), the exact sum of the rewards those members
 * gave at each of the cycle's distinct rates: `amounts[rate_index]` = Σ trunc(master × rate, 8).
 * A reward is truncated per row, so a sum at one rate says nothing exact about another: one sum
 * per rate. A viewer who earned in the cycle (credited or locked, not forfeited) earned from the
 * members `depth` below a node at the viewer's level L exactly the sum at the rate of level
 * L + depth: eligibility is decided per recipient and cycle, and a reward that rounds to 0 adds 0.
 * The tree reads it for the earnings below its nodes (network/viewer-earnings.ts `earnedBelowEach`).
 * Partitioned by `cycle` (migration 0040): each cycle writes its own partition
 * `reward_node_sums_<number>` (cycles/cycle-partitions.ts, ADR 0034).
 */
export const rewardNodeSums = pgTable(
  'reward_node_sums',
  {
    memberId: uuid('member_id').notNull(),
    depth: smallint('depth').notNull(),
    cycle: integer('cycle').notNull(),
    amounts: numeric('amounts', { precision: 38, scale: 18 }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.depth, t.cycle] })],
);
