import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, userStatusEnum } from '../users/users.tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The referral network as a closure table: one row per (upline, member) pair up to 15 levels
 * apart. "Members at levels 1-15 below X" reads (ancestor_id, depth); "the uplines of Y" reads
 * (descendant_id, depth). A new member adds at most 15 rows.
 *
 * Each row also carries the few facts about the member (`descendant_*`) that a network's lists and
 * statistics filter and count on, so that a member with 100,000 people below reads one index range
 * instead of joining 100,000 accounts. `descendant_joined_at` never changes; the other three are
 * kept equal to the account by the `users_sync_referral_paths` trigger (migration 0006), whoever
 * updates the account. A deleted account counts as DISABLED, not linked and not paid.
 */
export const referralPaths = pgTable(
  'referral_paths',
  {
    ancestorId: uuid('ancestor_id')
      .notNull()
      .references(() => users.id),
    descendantId: uuid('descendant_id')
      .notNull()
      .references(() => users.id),
    depth: smallint('depth').notNull(),
    descendantJoinedAt: at('descendant_joined_at').notNull(),
    descendantStatus: userStatusEnum('descendant_status').notNull(),
    descendantLinked: boolean('descendant_linked').notNull(),
    /** End of the member's paid subscription period, or null. */
    descendantPaidUntil: at('descendant_paid_until'),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    // The uplines of a member, nearest first, from the index alone (rewards, tree parents).
    index('referral_paths_descendant_depth_idx').on(t.descendantId, t.depth, t.ancestorId),
    // A page of a network in its order (level, newest first), its filters and its counts, read
    // from the index alone.
    index('referral_paths_network_idx').on(
      t.ancestorId,
      t.depth,
      t.descendantJoinedAt.desc(),
      t.descendantId,
      t.descendantStatus,
      t.descendantLinked,
      t.descendantPaidUntil,
    ),
    // The members whose paid period ends on a given day, in time order (the history's "paid"
    // count for the day that is running, ADR 0023).
    index('referral_paths_paid_until_idx')
      .on(t.ancestorId, t.descendantPaidUntil)
      .where(sql`${t.descendantPaidUntil} IS NOT NULL`),
    check('referral_paths_depth_range', sql`${t.depth} BETWEEN 1 AND 15`),
  ],
);

/**
 * How many closure rows of each upline have each (depth, status, linked): the history's statistics
 * and filtered count add up at most 90 rows instead of counting the whole network (ADR 0023).
 * Kept in two tables (ADR 0024), read through the view `referral_network_counts` (one row per
 * key, their sum): the statement triggers on `referral_paths` (migration `network_counts`) only
 * ever INSERT delta rows into `referral_network_counts_delta`, so concurrent sign-ups under the
 * same uplines never wait on each other's counters; the compaction job folds the deltas into
 * `referral_network_counts_folded` (one row per key). Rows that fall to 0 stay.
 */
export const referralNetworkCountsFolded = pgTable(
  'referral_network_counts_folded',
  {
    ancestorId: uuid('ancestor_id').notNull(),
    depth: smallint('depth').notNull(),
    descendantStatus: userStatusEnum('descendant_status').notNull(),
    descendantLinked: boolean('descendant_linked').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'referral_network_counts_folded_pkey',
      columns: [t.ancestorId, t.depth, t.descendantStatus, t.descendantLinked],
    }),
  ],
);

/** The counts' changes not folded yet: one row per key and writing statement (ADR 0024). */
export const referralNetworkCountsDelta = pgTable(
  'referral_network_counts_delta',
  {
    ancestorId: uuid('ancestor_id').notNull(),
    depth: smallint('depth').notNull(),
    descendantStatus: userStatusEnum('descendant_status').notNull(),
    descendantLinked: boolean('descendant_linked').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [index('referral_network_counts_delta_ancestor_idx').on(t.ancestorId)],
);

/**
 * How many closure rows of each upline have their paid period end on each day (UTC): "paid now"
 * is the days after today plus today's periods that are still running, read from
 * `referral_paths_paid_until_idx` (ADR 0023). Kept by the same triggers; past days stay.
 */
export const referralNetworkPaidDays = pgTable(
  'referral_network_paid_days',
  {
    ancestorId: uuid('ancestor_id').notNull(),
    paidUntilDay: date('paid_until_day').notNull(),
    members: integer('members').notNull(),
  },
  (t) => [primaryKey({ name: 'referral_network_paid_days_pkey', columns: [t.ancestorId, t.paidUntilDay] })],
);
