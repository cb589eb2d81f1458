import { sessionKeys } from '@/config/storage-keys';
import { session } from '@/lib/storage';

/** The code /ref/:refCode saved for the registration form (spec 2), read without removing it. */
export const peekReferralCodeFromLink = (): string | null =>
  session.get(sessionKeys.referralCode)?.trim() || null;

/** The code is used once: the form removes it after pre-filling (spec 2, /register). */
export const forgetReferralCodeFromLink = (): void => session.remove(sessionKeys.referralCode);
