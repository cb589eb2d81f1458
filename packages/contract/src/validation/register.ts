import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { EMAIL_MAX_LENGTH, emailMessages, emailSchema } from './email';
import { nameSchema } from './names';
import { languageSchema } from './language';
import { boundedPasswordSchema } from './password';
import { referralCodeInputSchema } from './referral-code';

export const registerMessages = {
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'Please accept the Terms of Service and Privacy Policy',
} as const;

const registerPasswordSchema = z
  .string()
  .min(1, { error: registerMessages.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: registerMessages.passwordTooShort, abort: true })
  .pipe(boundedPasswordSchema)
  .meta({ maxLength: PASSWORD_MAX_LENGTH }); // (the document shows the pipe's first half only)

/**
 * The two passwords compared on their own: an object's refinement runs only once every field of
 * the object passed, so 'Passwords do not match' would wait for the rest of the form (issue 19).
 */
const passwordsMatchSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === '' || v.confirmPassword === v.password, {
    message: registerMessages.passwordsDiffer,
    path: ['confirmPassword'],
  });

/** The /register form (member section 5): every field shows its own message, all at once. */
export const registerFormSchema = z.intersection(
  z.object({
    firstName: nameSchema('First name'),
    lastName: nameSchema('Last name'),
    email: emailSchema,
    referralCode: referralCodeInputSchema,
    password: registerPasswordSchema,
    confirmPassword: z.string().min(1, registerMessages.confirmRequired),
    // A boolean (not `z.literal(true)`) so that the form can start unticked.
    terms: z.boolean().refine((accepted) => accepted, registerMessages.termsRequired),
  }),
  passwordsMatchSchema,
);
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** `POST /users/register`: the same rules on the server, plus an upper bound on every string. */
export const registerPayloadSchema = z.strictObject({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  email: emailSchema,
  password: registerPasswordSchema,
  referredByCode: referralCodeInputSchema,
  /** The account's language (issue 17); without it the request's Accept-Language decides. */
  language: languageSchema.optional(),
});
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

/** Sign in: both fields required, nothing else checked on the client. */
export const loginSchema = z.strictObject({
  email: z.string().trim().min(1, emailMessages.required).max(EMAIL_MAX_LENGTH, emailMessages.tooLong),
  password: z
    .string()
    .min(1, registerMessages.passwordRequired)
    .pipe(boundedPasswordSchema)
    .meta({ maxLength: PASSWORD_MAX_LENGTH }),
});
