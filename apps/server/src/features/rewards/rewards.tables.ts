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
 * DOWNLINE cycles write no rows here (ADR 0032): their rewards are derived from the cycles' inputs,
 * the closure, the rates and the recipients' ledger entries (queries/derived-downline-rewards.ts,
 * ADR 0031). Until migration 0039 they wrote them into child tables `rewards_cycle_<number>`.
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
    // A member's history: newest/oldest first, and by level (each also counts the filter).
    index('rewards_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('rewards_user_level_created_idx').on(t.userId, t.level, t.createdAt, t.id),
    // Nothing pays twice; also what a viewer earned from one member (the network tree).
    uniqueIndex('rewards_once_unique').on(t.userId, t.sourceUserId, t.type, t.cycle),
    // The admin list's rows by time (ADR 0020) read the DIRECT rows (and any DOWNLINE row written
    // here) in (created_at, id) order, per type.
    index('rewards_type_created_idx').on(t.type, t.createdAt, t.id),
    check('rewards_level_range', sql`${t.level} BETWEEN 1 AND 15`),
    check('rewards_amounts_positive', sql`${t.rewardAmount} > 0 AND ${t.masterAmount} > 0`),
    check('rewards_percent_range', sql`${t.percent} > 0 AND ${t.percent} <= 100`),
    check('rewards_cycle_positive', sql`${t.cycle} >= 1`),
  ],
);

export type RewardRow = typeof rewards.$inferSelect;
