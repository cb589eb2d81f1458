import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';

/*
 * `GET /rewards/user/by-cycle`, from the ledger: each original credit or lock entry, with what
 * later became of it (its settlement entry, if any). A DOWNLINE cycle is one entry per member, so
 * this stays small however many rewards the cycles made.
 */
const amounts = sql`
  sum(o.amount)::text AS amount,
  coalesce(sum(o.amount) FILTER (WHERE o.kind = 'REWARD_LOCKED' AND s.id IS NULL), 0)::text AS "lockedAmount",
  coalesce(sum(o.amount) FILTER (WHERE s.kind = 'LOCK_FORFEIT'), 0)::text AS "forfeitedAmount"`;

export async function rewardsByCycle(db: DbOrTx, userId: string) {
  const [cycles, months] = await Promise.all([
    db.execute<{
      cycle: number;
      period: string;
      completedAt: string | null;
      amount: string;
      lockedAmount: string;
      forfeitedAmount: string;
    }>(sql`
      SELECT cy.number AS cycle, cy.period_label AS period, cy.finished_at AS "completedAt", ${amounts}
        FROM ledger_entries o
        JOIN cycles cy ON cy.id = o.cycle_id
        LEFT JOIN ledger_entries s ON s.settles_entry_id = o.id
       WHERE o.user_id = ${userId}::uuid AND o.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')
       GROUP BY cy.number, cy.period_label, cy.finished_at
       ORDER BY cy.number`),
    db.execute<{ month: string; amount: string; lockedAmount: string; forfeitedAmount: string }>(sql`
      SELECT to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, ${amounts}
        FROM ledger_entries o
        LEFT JOIN ledger_entries s ON s.settles_entry_id = o.id
       WHERE o.user_id = ${userId}::uuid AND o.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED') AND o.reward_type = 'DIRECT'
       GROUP BY 1
       ORDER BY 1`),
  ]);
  return { cycles: cycles.rows, directByMonth: months.rows };
}
