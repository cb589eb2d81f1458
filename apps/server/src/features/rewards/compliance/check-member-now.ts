import type { Db } from '../../../infra/db/client';
import type { ExchangeClient } from '../../../infra/exchange';
import { recordComplianceCheck } from './record-compliance-check';

/**
 * A member's first compliance check, made as soon as they link their exchange UID, so rewards of
 * a compliant newcomer are credited at once rather than locked until the job's next check. Best
 * effort: when the exchange cannot answer, the compliance job checks the member later (never
 * checked members come first).
 */
export async function checkMemberComplianceNow(
  deps: {
    db: Db;
    exchange: Pick<ExchangeClient, 'complianceStatus'>;
    now: () => Date;
    log?: { warn(obj: object, msg: string): void };
  },
  member: { userId: string; uid: string },
): Promise<void> {
  try {
    const status = await deps.exchange.complianceStatus(member.uid);
    await recordComplianceCheck(deps.db, { userId: member.userId, status, now: deps.now() });
  } catch (err) {
    deps.log?.warn(
      { err, userId: member.userId },
      'first compliance check failed; the compliance job checks later',
    );
  }
}
