import { z } from 'zod';
import { trimmedText, unanchored } from './documented';

export const EMAIL_MAX_LENGTH = 254;
export const emailMessages = {
  required: 'Email is required',
  invalid: 'Email is invalid',
  tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
} as const;

/** An email typed into a form or sent to the server: trimmed, required, shaped like one. */
export const emailSchema = trimmedText(
  z
    .string()
    .min(1, { error: emailMessages.required, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: emailMessages.tooLong, abort: true })
    .pipe(z.email(emailMessages.invalid)),
  { core: unanchored(z.regexes.email), maxLength: EMAIL_MAX_LENGTH, format: 'email' },
);
