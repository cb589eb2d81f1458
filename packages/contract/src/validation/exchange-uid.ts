import { z } from 'zod';
import { trimmedText } from './documented';

export const BINGX_UID_MAX_LENGTH = 20;
export const exchangeUidMessages = {
  required: 'Please enter your BingX UID',
  digitsOnly: 'BingX UID must contain digits only',
  tooLong: `BingX UID must be at most ${BINGX_UID_MAX_LENGTH} digits`,
} as const;

/** The onboarding UID field: trimmed and not empty (the 8-12 digits hint is not enforced). */
export const exchangeUidFormSchema = z
  .string()
  .trim()
  .min(1, { error: exchangeUidMessages.required, abort: true });

/** `PUT /users/bingx-uid`: the server also wants digits only, at most 20 (UIDs exceed 2^53: a string). */
export const exchangeUidPayloadSchema = trimmedText(
  z
    .string()
    .min(1, { error: exchangeUidMessages.required, abort: true })
    .max(BINGX_UID_MAX_LENGTH, { error: exchangeUidMessages.tooLong, abort: true })
    .regex(/^\d+$/, exchangeUidMessages.digitsOnly),
  { core: `\\d{1,${BINGX_UID_MAX_LENGTH}}` },
);
