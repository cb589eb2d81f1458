import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { sessionUserSchema } from '../entities';
import { signedInSchema, twoFactorChallengeSchema } from '../entities/security';
import { emailSchema } from '../validation/email';
import { changePasswordPayloadSchema } from '../validation/change-password';
import { loginSchema, registerPayloadSchema } from '../validation/register';
import { setLanguagePayloadSchema } from '../validation/language';
import { resetPasswordPayloadSchema } from '../validation/reset-password';
import { noData } from './common';

/** Accounts: registration, email verification, sign-in, profile and passwords (member section 7). */
const tag = 'accounts';

export const register = defineEndpoint({
  method: 'POST',
  path: '/users/register',
  access: 'public',
  summary: 'Register with a referral code; sends the verification email',
  tag,
  body: registerPayloadSchema,
  data: noData,
  top: { requiresVerification: z.boolean() },
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/users/login',
  access: 'public',
  summary:
    'Sign in; unverified accounts get EMAIL_NOT_VERIFIED and no token; accounts with a second factor get a challenge',
  tag,
  body: loginSchema,
  /**
   * The spec's answer, or (issue 14, only for accounts with a second factor) `requiresTwoFactor`
   * with a challenge for `POST /users/login/two-factor` and no token.
   */
  data: z.union([signedInSchema, twoFactorChallengeSchema]),
});

export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/users/profile',
  access: 'user',
  summary: 'The signed-in account',
  tag,
  data: z.object({ user: sessionUserSchema }),
});

/** Without `email` the signed-in account's address is used (the dashboard's resend). */
const optionalEmailBody = z.strictObject({ email: emailSchema.optional() });

export const sendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/users/send-verification-email',
  access: 'public',
  summary: 'Send a verification email to the given or the signed-in account',
  tag,
  body: optionalEmailBody,
  data: noData,
});

export const resendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/users/resend-verification-email',
  access: 'public',
  summary: 'Send a new verification email (the old link stops working)',
  tag,
  body: optionalEmailBody,
  data: noData,
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/users/verify-email',
  access: 'public',
  summary: 'Verify an email with the token of its link; TOKEN_REQUIRED without one',
  tag,
  // Optional so that a missing token answers the spec's TOKEN_REQUIRED, not VALIDATION_ERROR.
  body: z.strictObject({ token: z.string().trim().max(512).optional() }),
  data: noData,
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/users/forgot-password',
  access: 'public',
  summary: 'Email a reset link; answers the same whether or not the account exists',
  tag,
  body: z.strictObject({ email: emailSchema }),
  data: noData,
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/users/reset-password',
  access: 'public',
  summary: 'Set a new password with a reset token; ends every session',
  tag,
  body: resetPasswordPayloadSchema,
  data: noData,
});

/**
 * Not in the spec's call list: Sign Out also ends the session on the server, so a copied or
 * stolen token stops working at once rather than at its expiry.
 */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/users/logout',
  access: 'user',
  summary: "End the caller's session (the token stops working at once)",
  tag,
  body: z.strictObject({}),
  data: noData,
});

export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/users/change-password',
  access: 'user',
  summary: 'Change the password (members and admins); ends every other session',
  tag,
  body: changePasswordPayloadSchema,
  data: noData,
});

/** Not in the spec (issue 17): the account's language; its e-mails are written in it. */
export const setLanguage = defineEndpoint({
  method: 'PUT',
  path: '/users/language',
  access: 'user',
  summary: "Set the signed-in account's language (en, es, vi, id); its e-mails follow it",
  tag,
  body: setLanguagePayloadSchema,
  data: noData,
});
