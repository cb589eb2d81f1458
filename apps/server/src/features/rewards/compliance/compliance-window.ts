import { COMPLIANCE_WINDOW_DAYS } from '@app/contract';

const DAY_MS = 86_400_000;

/**
 * The earnings-lock window (the FAQ: "the user has 30 days to become compliant again"): it
 * starts when a check first finds the member non-compliant. Compliant again at or before its end
 * releases the locked rewards; after its end they are forfeited, and so is whatever gets locked
 * later while the member stays non-compliant (the job forfeits it on its next tick).
 * Decided by the time of the check that sees it, so non-compliant members are checked first.
 */
export const windowEnd = (nonCompliantSince: Date) =>
  new Date(nonCompliantSince.getTime() + COMPLIANCE_WINDOW_DAYS * DAY_MS);

export const windowExpired = (nonCompliantSince: Date, now: Date) =>
  now.getTime() > windowEnd(nonCompliantSince).getTime();
