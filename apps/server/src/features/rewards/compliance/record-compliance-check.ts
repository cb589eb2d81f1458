import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import type { ComplianceStatus } from '../../../infra/exchange';
import { windowExpired } from './compliance-window';
import { memberCompliance } from './compliance.schema';
import { memberSql, type Settlement, settleLocks } from './settle-locks';

export interface ComplianceOutcome {
  compliant: boolean;
  nonCompliantSince: Date | null;
  released: Settlement | null;
  forfeited: Settlement | null;
}

/**
 * Records one exchange check of a member and applies the earnings lock, in one transaction:
 * - non-compliant: the window starts now (or keeps its start); new rewards will be LOCKED; once
 *   the window has ended, everything locked is forfeited;
 * - compliant after being non-compliant: within the window the locked rewards are released to the
 *   balance, after it they are forfeited; new rewards are credited again.
 */
export async function recordComplianceCheck(
  db: Db,
  check: {
    userId: string;
    status: Pick<ComplianceStatus, 'compliant' | 'reason' | 'balanceUsdt'>;
    now: Date;
  },
): Promise<ComplianceOutcome> {
  const { userId, status, now } = check;
  return db.transaction(async (tx) => {
    // One check of a member at a time decides the window.
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${userId}::uuid FOR NO KEY UPDATE`);
    const [before] = await tx.select().from(memberCompliance).where(eq(memberCompliance.userId, userId));
    const wasNonCompliant = before !== undefined && !before.compliant && before.nonCompliantSince !== null;
    const since = status.compliant ? null : wasNonCompliant ? before.nonCompliantSince : now;

    let released: Settlement | null = null;
    let forfeited: Settlement | null = null;
    if (wasNonCompliant && before.nonCompliantSince && windowExpired(before.nonCompliantSince, now)) {
      forfeited = await settleLocks(tx, 'LOCK_FORFEIT', memberSql(userId), now);
    } else if (status.compliant) {
      released = await settleLocks(tx, 'LOCK_RELEASE', memberSql(userId), now);
    }

    const values = {
      compliant: status.compliant,
      nonCompliantSince: since,
      reason: status.compliant ? null : (status.reason ?? null),
      balanceUsdt: status.balanceUsdt,
      lastCheckedAt: now,
    };
    await tx
      .insert(memberCompliance)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: memberCompliance.userId, set: values });
    return { compliant: status.compliant, nonCompliantSince: since, released, forfeited };
  });
}
