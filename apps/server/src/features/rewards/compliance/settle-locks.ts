import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { confirmedCompliantSql } from '../eligibility';
import { foldSettledCycles } from '../summaries/fold-settlement';
import { complianceCheckedSince } from './compliance-window';

export interface Settlement {
  entries: number;
  /** Sum of the settled amounts (exact decimal string). */
  amount: string;
}

/**
 * Settles every still-locked reward entry of the members `who` selects (an SQL list of user ids):
 * LOCK_RELEASE puts the amount into the balance, LOCK_FORFEIT records it as lost. One statement:
 * the ledger entries (each naming the locked entry it settles, at most once: unique index), the
 * DIRECT rewards' status (CREDITED or FORFEITED; `rewards`' triggers fold it into the summaries)
 * and the summaries of the DOWNLINE rewards settled (their status is the entry's: ADR 0031)
 * move together.
 */
export async function settleLocks(
  db: DbOrTx,
  kind: 'LOCK_RELEASE' | 'LOCK_FORFEIT',
  who: SQL,
  now: Date,
): Promise<Settlement> {
  const status = kind === 'LOCK_RELEASE' ? sql`'CREDITED'::reward_status` : sql`'FORFEITED'::reward_status`;
  const result = await db.execute<{ entries: number; amount: string }>(sql`
    WITH settled AS (
      INSERT INTO ledger_entries (user_id, kind, amount, reward_type, reward_id, cycle_id, settles_entry_id, created_at)
      SELECT l.user_id, ${kind}::ledger_kind, l.amount, l.reward_type, l.reward_id, l.cycle_id, l.id, ${now.toISOString()}::timestamptz
        FROM ledger_entries l
       WHERE l.kind = 'REWARD_LOCKED' AND l.user_id IN (${who})
         AND NOT EXISTS (SELECT 1 FROM ledger_entries s WHERE s.settles_entry_id = l.id)
      ON CONFLICT DO NOTHING
      RETURNING user_id, reward_id, reward_type, cycle_id, amount, settles_entry_id
    ), direct AS (
      UPDATE rewards r SET status = ${status}
        FROM settled s WHERE r.id = s.reward_id AND r.status = 'LOCKED'
      RETURNING 1
    ), ${foldSettledCycles(kind)}
    SELECT count(*)::int AS entries, coalesce(sum(amount), 0)::text AS amount FROM settled`);
  const row = result.rows[0];
  return { entries: row?.entries ?? 0, amount: row?.amount ?? '0' };
}

/** One member's locked rewards. */
export const memberSql = (userId: string): SQL => sql`${userId}::uuid`;

/**
 * Releases the still-locked rewards of every member whose compliance is confirmed now (linked,
 * last check compliant and recent enough), or only those of one cycle (`cycleId`). This settles
 * the race of a cycle that judged a member not compliant at its start while a check found the
 * member compliant before the cycle committed: the cycle's LOCKED rewards are released right after
 * its commit (run-downline-cycle.ts), and by the compliance job's sweep should that step fail.
 */
export async function releaseConfirmedLocks(
  db: DbOrTx,
  now: Date,
  options: { cycleId?: string } = {},
): Promise<Settlement> {
  const checkedSince = await complianceCheckedSince(db, now);
  const ofCycle = options.cycleId ? sql`AND l.cycle_id = ${options.cycleId}::uuid` : sql``;
  return settleLocks(
    db,
    'LOCK_RELEASE',
    sql`SELECT l.user_id FROM ledger_entries l
          JOIN users u ON u.id = l.user_id
          LEFT JOIN member_compliance c ON c.user_id = l.user_id
         WHERE l.kind = 'REWARD_LOCKED' ${ofCycle} AND ${confirmedCompliantSql('u', 'c', checkedSince)}
           AND NOT EXISTS (SELECT 1 FROM ledger_entries s WHERE s.settles_entry_id = l.id)`,
    now,
  );
}
