import { type SQL, sql } from 'drizzle-orm';

/**
 * The status a credit or lock entry `l` and its settlement `s` (left-joined) give the rewards it
 * sums: credited, or released since: CREDITED; forfeited since: FORFEITED; else LOCKED.
 */
export const entryRewardStatusSql = sql`(CASE WHEN l.kind = 'REWARD_CREDIT' OR s.kind = 'LOCK_RELEASE' THEN 'CREDITED'
                                             WHEN s.kind = 'LOCK_FORFEIT' THEN 'FORFEITED'
                                             ELSE 'LOCKED' END)::reward_status`;

/** Whether a read of a member's paid cycles keeps, leaves out, or keeps only the forfeited ones. */
export type ForfeitedCycles = 'kept' | 'left out' | 'only';
const FORFEITED: Record<ForfeitedCycles, SQL> = {
  kept: sql``,
  'left out': sql` AND s.kind IS DISTINCT FROM 'LOCK_FORFEIT'`,
  only: sql` AND s.kind = 'LOCK_FORFEIT'`,
};

/**
 * The cycles that paid the member DOWNLINE rewards, as an SQL row source `(id uuid, number int,
 * created_at, status, amount)`: one credited or locked ledger entry per cycle and recipient (a
 * unique index), the recipient earning from every member its paying levels hold, or from none; the
 * entry's time is its rewards' and its status theirs, its amount their sum. `forfeited: 'left out'`
 * drops the cycles whose locked entry was since forfeited (never earned: the tree's figures); the
 * reward list shows those rewards too (`'kept'`); `'only'`: those cycles alone. The member: an id,
 * or an SQL expression.
 */
export const downlineCyclesPaidSql = (
  member: string | SQL,
  { forfeited }: { forfeited: ForfeitedCycles },
) => sql`
    SELECT cy.id, cy.number, l.created_at, ${entryRewardStatusSql} AS status, l.amount
      FROM ledger_entries l JOIN cycles cy ON cy.id = l.cycle_id
      LEFT JOIN ledger_entries s ON s.settles_entry_id = l.id
     WHERE l.user_id = ${typeof member === 'string' ? sql`${member}::uuid` : member} AND l.kind IN ('REWARD_CREDIT', 'REWARD_LOCKED')
       AND l.reward_type = 'DOWNLINE'${FORFEITED[forfeited]}`;
