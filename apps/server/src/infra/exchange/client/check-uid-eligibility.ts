import { compareDecimal } from '@app/contract';
import type { InviteRelation } from './invite-relation-check';

/** Minimum exchange balance, in USDT, to link a UID and to stay compliant. */
export const MIN_BALANCE_USDT = '100';

export type UidEligibility =
  'ELIGIBLE' | 'BINGX_UID_INELIGIBLE' | 'BINGX_UID_INCOMPLETE_KYC' | 'BINGX_UID_INSUFFICIENT_DEPOSIT';

/** The onboarding rule, checked in this order: invited under our account, KYC done, balance ≥ 100 USDT. */
export function eligibilityOf(relation: InviteRelation): UidEligibility {
  if (!relation.invited) return 'BINGX_UID_INELIGIBLE';
  if (!relation.kycDone) return 'BINGX_UID_INCOMPLETE_KYC';
  if (compareDecimal(relation.balanceUsdt, MIN_BALANCE_USDT) < 0) return 'BINGX_UID_INSUFFICIENT_DEPOSIT';
  return 'ELIGIBLE';
}
