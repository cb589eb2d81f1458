import { boolean, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/accounts.schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The earnings-lock state of a member, from the last exchange check. No row = never checked =
 * compliant. While `compliant` is false the member's new rewards are LOCKED; `non_compliant_since`
 * starts the 30-day window and stays until the member is compliant again.
 */
export const memberCompliance = pgTable('member_compliance', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  compliant: boolean('compliant').notNull(),
  nonCompliantSince: at('non_compliant_since'),
  /** NOT_INVITED, LOW_BALANCE or NOT_COPYING (the exchange client's first broken rule). */
  reason: text('reason'),
  balanceUsdt: numeric('balance_usdt', { precision: 38, scale: 18 }),
  lastCheckedAt: at('last_checked_at').notNull(),
});

export type MemberComplianceRow = typeof memberCompliance.$inferSelect;
