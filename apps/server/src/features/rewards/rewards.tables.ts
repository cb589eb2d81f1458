import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REWARD_TYPES } from '@app/contract';

export const rewardTypeEnum = pgEnum('reward_type', REWARD_TYPES);
/** CREDITED counts in the balance; LOCKED waits for compliance; FORFEITED was locked too long. */
export const rewardStatusEnum = pgEnum('reward_status', ['CREDITED', 'LOCKED', 'FORFEITED']);
export type RewardStatus = (typeof rewardStatusEnum.enumValues)[number];

/**
 * One reward of one upline (`user_id`) from one member (`source_user_id`; null for an admin's
 * manual bonus). DIRECT: `cycle` is the payer's subscription period number; DOWNLINE: the cycle's
 * number. The unique index makes paying twice impossible: one reward per recipient, source, type
 * and cycle. The money itself is on the ledger (features/ledger); `status` follows it.
 *
 * No foreign keys on the user columns on purpose: a cycle inserts millions of rows set-based
 * from a join that already proves both users exist, accounts are never removed (deletion erases
 * personal data only), and a per-row key check would double the cycle's time.
 * Ids are UUIDv7 (PostgreSQL 18): time-ordered, so the primary key grows at its right edge.
 *
 * DOWNLINE cycles write into child tables `rewards_cycle_<number>` (cycles/cycle-table.ts) that
 * get every index of this table when the cycle loads them (but the parent-only ones of
 * cycles/cycle-table.ts): an index added here must also be created on the existing cycle tables in
 * its migration.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`uuidv7()`),
    userId: uuid('user_id').notNull(),
    sourceUserId: uuid('source_user_id'),
    type: rewardTypeEnum('type').notNull(),
    level: smallint('level').notNull(),
    /** Share of the master amount in percent (5 = 5 %), as the schedule said at the time. */
    percent: numeric('percent', { precision: 9, scale: 4 }).notNull(),
    /** USDT the reward is a share of: the fee paid (DIRECT) or the member's profit share (DOWNLINE). */
    masterAmount: numeric('master_amount', { precision: 38, scale: 18 }).notNull(),
    /** USDT, rounded down to 8 decimals (maths/reward-amount.ts). */
    rewardAmount: numeric('reward_amount', { precision: 38, scale: 18 }).notNull(),
    cycle: integer('cycle').notNull(),
    status: rewardStatusEnum('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A member's history: newest/oldest first, and by level (each also counts the filter). No
    // (user, type, ...) index (issue 16): a cycle table holds one type (its CHECK), so a DIRECT
    // filter skips every cycle table and a DOWNLINE filter keeps all of their rows; the first
    // index serves both, and each cycle builds one index fewer (~17 % of its storage).
    index('rewards_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('rewards_user_level_created_idx').on(t.userId, t.level, t.createdAt, t.id),
    // Nothing pays twice; also what a viewer earned from one member (the network tree).
    uniqueIndex('rewards_once_unique').on(t.userId, t.sourceUserId, t.type, t.cycle),
    // On `rewards` only, never copied to a cycle table (cycles/cycle-table.ts, PARENT_ONLY_INDEXES):
    // the admin list's rows by time (ADR 0020) read the DIRECT rows (and any DOWNLINE row written
    // here) in (created_at, id) order, per type; a cycle table has one created_at, so its primary
    // key already gives that order.
    index('rewards_type_created_idx').on(t.type, t.createdAt, t.id),
    check('rewards_level_range', sql`${t.level} BETWEEN 1 AND 15`),
    check('rewards_amounts_positive', sql`${t.rewardAmount} > 0 AND ${t.masterAmount} > 0`),
    check('rewards_percent_range', sql`${t.percent} > 0 AND ${t.percent} <= 100`),
    check('rewards_cycle_positive', sql`${t.cycle} >= 1`),
  ],
);

export type RewardRow = typeof rewards.$inferSelect;
