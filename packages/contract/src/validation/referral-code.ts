import { z } from 'zod';
import { REFERRAL_CODE_MIN_LENGTH } from '../constants';

/** Generated codes: upper-case letters and digits without the look-alikes 0, O, 1, I and L. */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_MAX_LENGTH = 32;

const GENERATED_CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/** Whether `value` has the shape of a code the platform generates. */
export const isReferralCode = (value: string) => GENERATED_CODE.test(value);

export const referralCodeMessages = {
  required: 'Referral code is required',
  tooShort: 'Referral code must be at least 6 characters',
  tooLong: `Referral code must be at most ${REFERRAL_CODE_MAX_LENGTH} characters`,
} as const;

/**
 * A referral code typed at registration: trimmed, required, at least 6 characters (checked
 * against the server only on submit), upper-cased like the generated codes.
 */
export const referralCodeInputSchema = z
  .string()
  .trim()
  .min(1, { error: referralCodeMessages.required, abort: true })
  .min(REFERRAL_CODE_MIN_LENGTH, { error: referralCodeMessages.tooShort, abort: true })
  .max(REFERRAL_CODE_MAX_LENGTH, referralCodeMessages.tooLong)
  .transform((code) => code.toUpperCase());
