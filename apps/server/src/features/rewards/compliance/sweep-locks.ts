import { COMPLIANCE_WINDOW_DAYS } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../infra/db/client';
import { type Settlement, settleLocks } from './settle-locks';

/**
 * The job's bookkeeping pass, without calling the exchange:
 * - forfeits the locked rewards of members still non-compliant after their 30-day window
 *   (including rewards locked after the window ended);
 * - releases locked rewards of members who are compliant again: a cycle that read the old state
 *   may commit LOCKED rewards just after a release, and they must not stay locked.
 */
export async function sweepLocks(
  db: DbOrTx,
  now: Date,
): Promise<{ forfeited: Settlement; released: Settlement }> {
  const windowStart = new Date(now.getTime() - COMPLIANCE_WINDOW_DAYS * 86_400_000).toISOString();
  const forfeited = await settleLocks(
    db,
    'LOCK_FORFEIT',
    sql`SELECT user_id FROM member_compliance
         WHERE NOT compliant AND non_compliant_since < ${windowStart}::timestamptz`,
    now,
  );
  const released = await settleLocks(
    db,
    'LOCK_RELEASE',
    sql`SELECT l.user_id FROM ledger_entries l LEFT JOIN member_compliance c ON c.user_id = l.user_id
         WHERE l.kind = 'REWARD_LOCKED' AND c.compliant IS NOT FALSE`,
    now,
  );
  return { forfeited, released };
}
