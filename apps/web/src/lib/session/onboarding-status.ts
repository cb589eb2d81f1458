import { isSubscriptionPaid } from '@app/contract';
import type { SessionUser } from './session-context';

/**
 * Spec 4, onboarding: step 1 is done when the fee is paid, step 2 when an exchange UID is linked;
 * the member pages open only when both are. The contract decides what counts as paid
 * (a fee given as a plain number carries no payment).
 */
export const hasPaidSubscription = (user: Pick<SessionUser, 'subscriptionFee'>): boolean =>
  Boolean(isSubscriptionPaid(user.subscriptionFee));

export const hasLinkedExchange = (user: Pick<SessionUser, 'bingXUID'>): boolean =>
  typeof user.bingXUID === 'string' && user.bingXUID.trim() !== '';

export const hasCompletedOnboarding = (user: Pick<SessionUser, 'subscriptionFee' | 'bingXUID'>): boolean =>
  hasPaidSubscription(user) && hasLinkedExchange(user);
