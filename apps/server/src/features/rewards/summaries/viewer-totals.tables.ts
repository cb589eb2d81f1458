import { numeric, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * What each member (`user_id`, the viewer) earned from the members of their network altogether:
 * the sum of their `reward_earnings` rows (ADR 0019), credited or locked, and the locked part. The
 * tree's statistics read this one row instead of the viewer's ~71,000 summary rows (ADR 0022).
 *
 * Kept like the other reward summaries: the statement triggers on `rewards` (migration, hand-written
 * block), the cycle's paying statement (summaries/viewer-totals.ts, from the statement's sums per
 * recipient) and the settling of a cycle's locked rewards (summaries/fold-settlement.ts);
 * `viewerTotalsDrift` compares it with a from-scratch computation.
 */
export const rewardViewerTotals = pgTable('reward_viewer_totals', {
  userId: uuid('user_id').primaryKey(),
  earned: numeric('earned', { precision: 38, scale: 18 }).notNull(),
  locked: numeric('locked', { precision: 38, scale: 18 }).notNull(),
});
