import { COMPLIANCE_WINDOW_DAYS } from '@app/contract';
import type { DbOrTx } from '../../../infra/db/client';
import { readSetting } from '../../settings';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The earnings-lock window (the FAQ: "the user has 30 days to become compliant again"): it
 * starts when a check first finds the member not compliant. Locked rewards are released by any
 * later check that finds the member compliant; they are forfeited only by a check made at or after
 * the window's end that finds the member still not compliant, never without a fresh check: while
 * the exchange cannot be asked, the window simply lasts longer (compliance-job.ts).
 */
export const windowEnd = (nonCompliantSince: Date) =>
  new Date(nonCompliantSince.getTime() + COMPLIANCE_WINDOW_DAYS * DAY_MS);

export const windowEnded = (nonCompliantSince: Date, now: Date) =>
  now.getTime() >= windowEnd(nonCompliantSince).getTime();

/**
 * The oldest check that still confirms compliance at `now` (setting `complianceCheckMaxAgeHours`):
 * a member whose last compliant check is older earns LOCKED rewards until checked again.
 */
export async function complianceCheckedSince(db: DbOrTx, now: Date): Promise<Date> {
  const hours = await readSetting(db, 'complianceCheckMaxAgeHours');
  return new Date(now.getTime() - hours * HOUR_MS);
}
