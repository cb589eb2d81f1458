import { boolean, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The earnings-lock state of a member, from the last check. Compliance is confirmed only by a
 * row with `compliant` true, checked within `complianceCheckMaxAgeHours`, for a member with a
 * linked UID: without that (no row = never checked, a failed or an old check, no UID) new rewards
 * are LOCKED. `non_compliant_since` starts the 30-day window at the first check that said "not
 * compliant" and stays until a check says compliant again.
 */
export const memberCompliance = pgTable('member_compliance', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  compliant: boolean('compliant').notNull(),
  nonCompliantSince: at('non_compliant_since'),
  /** NOT_INVITED, LOW_BALANCE or NOT_COPYING (the exchange client's first broken rule), or NOT_LINKED. */
  reason: text('reason'),
  balanceUsdt: numeric('balance_usdt', { precision: 38, scale: 18 }),
  lastCheckedAt: at('last_checked_at').notNull(),
});

export type MemberComplianceRow = typeof memberCompliance.$inferSelect;
