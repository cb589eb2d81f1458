import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { rewards } from '../rewards.tables';

/**
 * Of these members, the ones a DOWNLINE cycle paid (live updates: an instance asks it for the
 * members whose streams it holds, so a cycle notifies once, not once per member). Each look-up is
 * one member's index (`rewards_user_type_created_idx`), whatever the cycle's size.
 */
export async function membersPaidByCycle(db: DbOrTx, cycleNumber: number, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ userId: rewards.userId })
    .from(rewards)
    .where(
      and(inArray(rewards.userId, userIds), eq(rewards.type, 'DOWNLINE'), eq(rewards.cycle, cycleNumber)),
    );
  return new Set(rows.map((r) => r.userId));
}
