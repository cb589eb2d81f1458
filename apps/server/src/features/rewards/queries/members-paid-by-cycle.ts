import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';

/**
 * Of these members, the ones a DOWNLINE cycle paid (live updates: an instance asks it for the
 * members whose streams it holds, so a cycle notifies once, not once per member): those with the
 * cycle's credit or lock entry, one per cycle and recipient (the ledger's unique index on
 * (cycle_id, user_id)), whatever the cycle's size and without reading its rewards (ADR 0031).
 */
export async function membersPaidByCycle(db: DbOrTx, cycleNumber: number, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db.execute<{ userId: string }>(sql`
    SELECT l.user_id AS "userId" FROM ledger_entries l JOIN cycles cy ON cy.id = l.cycle_id
     WHERE cy.number = ${cycleNumber}::int AND l.user_id = ANY(${sql.param(userIds)}::uuid[])
       AND l.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')`);
  return new Set(rows.rows.map((r) => r.userId));
}
