import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client';
import type { ComplianceStatus } from '../../../infra/exchange';
import { windowEnded } from './compliance-window';
import { memberCompliance } from './compliance.tables';
import { memberSql, type Settlement, settleLocks } from './settle-locks';

/** What a check found: the exchange's answer, or NOT_LINKED for a member with no UID to ask about. */
export interface CheckResult {
  compliant: boolean;
  reason?: ComplianceStatus['reason'] | 'NOT_LINKED';
  /** The exchange balance; null when nobody could be asked (NOT_LINKED). */
  balanceUsdt: string | null;
}

export interface ComplianceOutcome {
  compliant: boolean;
  nonCompliantSince: Date | null;
  released: Settlement | null;
  forfeited: Settlement | null;
}

/**
 * Records one fresh check of a member (the exchange's answer, or "no linked UID") and applies the
 * earnings lock, in one transaction:
 * - not compliant: the window starts now (or keeps its start); new rewards are LOCKED; a check at
 *   or after the window's end forfeits everything still locked, this being the only way anything
 *   is forfeited (never without a fresh check that says "not compliant");
 * - compliant: every locked reward is released to the balance, whenever it comes (a check that
 *   could not be made, because the exchange was down, never counts against the member); new
 *   rewards are credited while the check is recent enough (complianceCheckMaxAgeHours).
 */
export async function recordComplianceCheck(
  db: Db,
  check: {
    userId: string;
    status: CheckResult;
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
    if (status.compliant) {
      released = await settleLocks(tx, 'LOCK_RELEASE', memberSql(userId), now);
    } else if (since && windowEnded(since, now)) {
      forfeited = await settleLocks(tx, 'LOCK_FORFEIT', memberSql(userId), now);
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
