import { compareDecimal } from '@app/contract';
import { epochDayOf, formatDay } from '../shared/days';
import { MIN_BALANCE_USDT } from './check-uid-eligibility';
import { iterateCommissionData, type CommissionPaging } from './commission-data';
import { inviteRelationCheck } from './invite-relation-check';
import type { SignedGet } from './signed-get';

/** Days (today included) in which some copy trading counts as "still copying". */
export const COPY_ACTIVITY_DAYS = 30;

export type NonComplianceReason = 'NOT_INVITED' | 'LOW_BALANCE' | 'NOT_COPYING';

export interface ComplianceStatus {
  compliant: boolean;
  balanceUsdt: string;
  copying: boolean;
  /** The first rule broken, in the order NOT_INVITED, LOW_BALANCE, NOT_COPYING. */
  reason?: NonComplianceReason;
}

/**
 * The earnings-lock rule: compliant when the UID is still invited under our account, its
 * exchange balance is at least 100 USDT, and it has a commission row with copy-trading volume or
 * copy-trading commission above 0 on one of the last 30 days (UTC, today included).
 * Two calls to the exchange (one if the UID is no longer ours).
 */
export async function complianceStatus(
  get: SignedGet,
  uid: string,
  paging: CommissionPaging,
): Promise<ComplianceStatus> {
  const relation = await inviteRelationCheck(get, uid);
  const balanceUsdt = relation.balanceUsdt;
  // Commission data only covers our invited users: no need to ask for someone else's.
  if (!relation.invited) return { compliant: false, balanceUsdt, copying: false, reason: 'NOT_INVITED' };

  const today = epochDayOf(paging.now());
  const range = { startDate: formatDay(today - (COPY_ACTIVITY_DAYS - 1)), endDate: formatDay(today), uid };
  let copying = false;
  for await (const row of iterateCommissionData(get, range, paging)) {
    const active =
      compareDecimal(row.extCopyTradingVolume, '0') > 0 ||
      compareDecimal(row.extCopyCommissionVolume, '0') > 0;
    if (row.uid === uid && active) {
      copying = true;
      break;
    }
  }

  if (compareDecimal(balanceUsdt, MIN_BALANCE_USDT) < 0) {
    return { compliant: false, balanceUsdt, copying, reason: 'LOW_BALANCE' };
  }
  if (!copying) return { compliant: false, balanceUsdt, copying, reason: 'NOT_COPYING' };
  return { compliant: true, balanceUsdt, copying };
}
