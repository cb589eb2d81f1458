import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One-time codes that guard withdrawals. Only an HMAC of the code is stored. A code is live while
 * it is neither consumed (by a withdrawal) nor replaced (by a newer request); the partial unique
 * index keeps at most one live code per member. Replaced rows stay: they count for the rate limit.
 */
export const withdrawalOtps = pgTable(
  'withdrawal_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Wrong tries so far; the code is dead at OTP_MAX_ATTEMPTS. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: at('verified_at'),
    consumedAt: at('consumed_at'),
    replacedAt: at('replaced_at'),
  },
  (t) => [
    index('withdrawal_otps_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('withdrawal_otps_one_live_per_user')
      .on(t.userId)
      .where(sql`${t.consumedAt} IS NULL AND ${t.replacedAt} IS NULL`),
  ],
);

export type WithdrawalOtpRow = typeof withdrawalOtps.$inferSelect;
