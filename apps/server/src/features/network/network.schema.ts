import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * The referral network as a closure table: one row per (upline, member) pair up to 15 levels
 * apart. "Members at levels 1-15 below X" reads (ancestor_id, depth); "the uplines of Y" reads
 * (descendant_id, depth). A new member adds at most 15 rows.
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
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('referral_paths_descendant_depth_idx').on(t.descendantId, t.depth),
    index('referral_paths_ancestor_depth_idx').on(t.ancestorId, t.depth),
    check('referral_paths_depth_range', sql`${t.depth} BETWEEN 1 AND 15`),
  ],
);
