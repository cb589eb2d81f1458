import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  numeric,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { cycles } from '../rewards/cycles/cycles.tables';
import { rewards, rewardTypeEnum } from '../rewards/rewards.tables';
import { LEDGER_KINDS } from './ledger-kinds';

export const ledgerKindEnum = pgEnum('ledger_kind', LEDGER_KINDS);

/**
 * The money of every member, as an append-only list of movements (ledger-kinds.ts says what each
 * kind does). Nothing is ever updated or deleted: a trigger refuses it (migration
 * 0008_ledger_append_only). Balances are sums over it (get-balances.ts).
 *
 * A DIRECT reward has its own entry (`reward_id`); a DOWNLINE cycle credits each recipient once
 * with the sum of its rewards of that cycle (`cycle_id`), so a cycle of 15 million rewards writes
 * about one entry per member, not 15 million. Unique indexes make each credit, each settlement of
 * a locked entry and each withdrawal movement happen at most once.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: ledgerKindEnum('kind').notNull(),
    /** USDT, always positive: the kind says which way it moves. */
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    /** Reward entries (credit, lock, release, forfeit): which income they belong to. */
    rewardType: rewardTypeEnum('reward_type'),
    rewardId: uuid('reward_id').references(() => rewards.id),
    cycleId: uuid('cycle_id').references(() => cycles.id),
    /** Withdrawal entries: the request they belong to (the withdrawals feature's table). */
    withdrawalId: uuid('withdrawal_id'),
    /** Adjustment entries: the adjustment they apply (the adjustments feature's table). */
    adjustmentId: uuid('adjustment_id'),
    /** LOCK_RELEASE / LOCK_FORFEIT: the REWARD_LOCKED entry they settle. */
    settlesEntryId: bigint('settles_entry_id', { mode: 'number' }).references(
      (): AnyPgColumn => ledgerEntries.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.kind),
    // The compliance job finds locked entries across all members.
    index('ledger_entries_locked_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'REWARD_LOCKED'`),
    uniqueIndex('ledger_entries_reward_credit_unique')
      .on(t.rewardId)
      .where(sql`${t.kind} IN ('REWARD_CREDIT', 'REWARD_LOCKED')`),
    uniqueIndex('ledger_entries_cycle_credit_unique')
      .on(t.cycleId, t.userId)
      .where(sql`${t.kind} IN ('REWARD_CREDIT', 'REWARD_LOCKED')`),
    uniqueIndex('ledger_entries_settles_unique')
      .on(t.settlesEntryId)
      .where(sql`${t.settlesEntryId} IS NOT NULL`),
    uniqueIndex('ledger_entries_withdrawal_kind_unique')
      .on(t.withdrawalId, t.kind)
      .where(sql`${t.withdrawalId} IS NOT NULL`),
    // A hold ends once: released or debited, never both.
    uniqueIndex('ledger_entries_withdrawal_outcome_unique')
      .on(t.withdrawalId)
      .where(sql`${t.kind} IN ('HOLD_RELEASE', 'WITHDRAWAL_DEBIT')`),
    // An adjustment is applied once.
    uniqueIndex('ledger_entries_adjustment_unique')
      .on(t.adjustmentId)
      .where(sql`${t.adjustmentId} IS NOT NULL`),
    check('ledger_entries_amount_positive', sql`${t.amount} > 0`),
    check(
      'ledger_entries_shape',
      // The adjustment kinds are compared as text: enum values added by a migration cannot be
      // used in the transaction that adds them (the migrator runs them all in one).
      sql`CASE
        WHEN ${t.kind}::text IN ('ADJUSTMENT_CREDIT', 'ADJUSTMENT_DEBIT') THEN
          ${t.adjustmentId} IS NOT NULL AND ${t.withdrawalId} IS NULL AND ${t.rewardType} IS NULL
          AND ${t.rewardId} IS NULL AND ${t.cycleId} IS NULL AND ${t.settlesEntryId} IS NULL
        WHEN ${t.kind} IN ('REWARD_CREDIT', 'REWARD_LOCKED') THEN
          ${t.rewardType} IS NOT NULL AND num_nonnulls(${t.rewardId}, ${t.cycleId}) = 1
          AND ${t.withdrawalId} IS NULL AND ${t.settlesEntryId} IS NULL
        WHEN ${t.kind} IN ('LOCK_RELEASE', 'LOCK_FORFEIT') THEN
          ${t.rewardType} IS NOT NULL AND ${t.settlesEntryId} IS NOT NULL AND ${t.withdrawalId} IS NULL
        ELSE
          ${t.withdrawalId} IS NOT NULL AND ${t.rewardType} IS NULL AND ${t.rewardId} IS NULL
          AND ${t.cycleId} IS NULL AND ${t.settlesEntryId} IS NULL AND ${t.adjustmentId} IS NULL
      END`,
    ),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
