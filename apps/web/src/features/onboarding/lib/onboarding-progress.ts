import { isSubscriptionPaid, type SessionUser } from '@app/contract';

export interface OnboardingProgress {
  /** Step 1: the subscription fee is paid. */
  paid: boolean;
  /** Step 2: the linked exchange UID, or null. */
  uid: string | null;
  complete: boolean;
}

/**
 * Member 4, onboarding: step 1 done when subscriptionFee.paid, step 2 when a bingXUID exists,
 * complete when both. A refresh's answer or a link's answer is newer than the profile read, so it
 * wins. (The spec also completes "right after a successful link": there, linking came after
 * paying. Our server lets a member link first, so an unpaid member who links stays on step 1.)
 */
export const onboardingProgress = (
  user: Pick<SessionUser, 'subscriptionFee' | 'bingXUID'>,
  newer: { paid?: boolean | undefined; uid?: string | null | undefined } = {},
): OnboardingProgress => {
  const paid = newer.paid ?? Boolean(isSubscriptionPaid(user.subscriptionFee));
  const uidText = (newer.uid ?? user.bingXUID ?? '').trim();
  const uid = uidText === '' ? null : uidText;
  return { paid, uid, complete: paid && uid !== null };
};
