import { sql } from 'drizzle-orm';
import { check, index, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_STATUSES } from '@app/contract';
import { users } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const adjustmentDirectionEnum = pgEnum('adjustment_direction', ADJUSTMENT_DIRECTIONS);
export const adjustmentStatusEnum = pgEnum('adjustment_status', ADJUSTMENT_STATUSES);

/**
 * Ledger adjustments (issue 15): an admin's credit or debit of a member's balance with a reason.
 * APPLIED ones have exactly one ledger entry (ADJUSTMENT_CREDIT / ADJUSTMENT_DEBIT naming this row,
 * a unique index on the ledger); PENDING ones wait for a second admin (above the four-eyes amount);
 * REJECTED ones moved nothing.
 */
export const ledgerAdjustments = pgTable(
  'ledger_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    direction: adjustmentDirectionEnum('direction').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    reason: text('reason').notNull(),
    status: adjustmentStatusEnum('status').notNull(),
    requestedById: uuid('requested_by_id')
      .notNull()
      .references(() => users.id),
    requestedAt: at('requested_at').notNull(),
    decidedById: uuid('decided_by_id').references(() => users.id),
    decidedAt: at('decided_at'),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    index('ledger_adjustments_user_idx').on(t.userId, t.requestedAt),
    check('ledger_adjustments_amount_positive', sql`${t.amount} > 0`),
    check(
      'ledger_adjustments_decided',
      sql`(${t.status} = 'PENDING') = (${t.decidedById} IS NULL AND ${t.decidedAt} IS NULL)`,
    ),
  ],
);

export type LedgerAdjustmentRow = typeof ledgerAdjustments.$inferSelect;
