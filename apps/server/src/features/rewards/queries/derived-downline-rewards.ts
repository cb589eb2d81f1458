import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { rewardAmountSql } from '../rates-sql';

/*
 * A cycle's DOWNLINE rewards derived from what it paid for, without reading its table (ADR 0031,
 * the compact store of ADR 0027): the rows the cycle table holds, each from
 * - the source's input (`cycle_inputs`: only members the cycle paid for have one),
 * - the closure row from recipient to source (never changes: no member is moved, deletion is soft),
 * - the schedule the cycle paid at (`reward_cycle_rates`, its paying levels),
 * - the recipient's outcome: its one credit or lock entry of the cycle (who earns, and whether
 *   locked, is decided per recipient and cycle; a member without one earned nothing), and what
 *   settled that entry since (released: CREDITED, forfeited: FORFEITED).
 * A reward that rounds to 0 is not one, as the cycle writes none.
 */

/** The status a credit or lock entry `l` and its settlement `s` (left-joined) give its rewards. */
const statusSql = sql`(CASE WHEN l.kind = 'REWARD_CREDIT' OR s.kind = 'LOCK_RELEASE' THEN 'CREDITED'
                            WHEN s.kind = 'LOCK_FORFEIT' THEN 'FORFEITED'
                            ELSE 'LOCKED' END)::reward_status`;

/**
 * The DOWNLINE rewards of PAID cycles (one, `cycleNumber`, or all), derived, as an SQL row source
 * with the cycle table's columns but its key: (user_id, source_user_id, level, percent,
 * master_amount, reward_amount, cycle, status, created_at).
 */
export function derivedDownlineRewardsSql(cycleNumber?: number): SQL {
  const amount = rewardAmountSql(sql`ci.amount`, sql`r.percent`);
  const ofCycle = cycleNumber === undefined ? sql`` : sql`AND cy.number = ${cycleNumber}::int`;
  return sql`
    SELECT p.ancestor_id AS user_id, ci.user_id AS source_user_id, p.depth::smallint AS level, r.percent,
           ci.amount AS master_amount, ${amount}::numeric(38, 18) AS reward_amount, cy.number AS cycle,
           ${statusSql} AS status, l.created_at
      FROM cycles cy
      JOIN reward_cycle_rates r ON r.cycle = cy.number
      JOIN cycle_inputs ci ON ci.cycle_id = cy.id
      JOIN referral_paths p ON p.descendant_id = ci.user_id AND p.depth = r.level
      JOIN ledger_entries l ON l.cycle_id = cy.id AND l.user_id = p.ancestor_id
                           AND l.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')
      LEFT JOIN ledger_entries s ON s.settles_entry_id = l.id
     WHERE cy.status = 'PAID' ${ofCycle} AND ${amount} > 0`;
}

const COLUMNS = sql`user_id, source_user_id, level, percent, master_amount, reward_amount, cycle, status, created_at`;

/**
 * The DOWNLINE rewards where the cycle tables and the derivation differ, both ways (all PAID
 * cycles, or one): empty while every write kept them together. The check that lets a reader move
 * from the cycle tables to the derivation, and the tests' and the bench's proof that the derivation
 * is exact. Reads every reward of the cycles: not for requests.
 */
export async function derivedRewardsDrift(db: DbOrTx, cycleNumber?: number) {
  const ofCycle = cycleNumber === undefined ? sql`` : sql`AND cycle = ${cycleNumber}::int`;
  const materialised = sql`SELECT ${COLUMNS} FROM rewards
                            WHERE type = 'DOWNLINE' AND tableoid <> 'rewards'::regclass ${ofCycle}`;
  const derived = sql`SELECT ${COLUMNS} FROM (${derivedDownlineRewardsSql(cycleNumber)}) d`;
  const result = await db.execute<Record<string, unknown>>(sql`
    (SELECT 'table only' AS side, * FROM ((${materialised}) EXCEPT ALL (${derived})) a)
    UNION ALL
    (SELECT 'derived only' AS side, * FROM ((${derived}) EXCEPT ALL (${materialised})) b)`);
  return result.rows;
}
