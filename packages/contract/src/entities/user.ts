import { z } from 'zod';
import { moneySchema } from '../money';
import { languageSchema } from '../validation/language';
import { dateTimeSchema, idSchema, userStatusSchema } from './common';

/** The session user's subscription: `{paid, timestamp}`, or (older readings) a plain fee number. */
export const subscriptionFeeStatusSchema = z.object({
  paid: z.boolean(),
  timestamp: dateTimeSchema.nullable(),
});
export const sessionSubscriptionFeeSchema = z.union([subscriptionFeeStatusSchema, moneySchema]);

/** The signed-in account as `GET /users/profile` and `POST /users/login` give it (member section 3). */
export const sessionUserSchema = z.object({
  _id: idSchema,
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isEmailVerified: z.boolean(),
  isAdmin: z.boolean(),
  referralCode: z.string(),
  /** The linked exchange account's UID; absent until linked. */
  bingXUID: z.string().nullish(),
  status: userStatusSchema,
  /** The member's deposit address (BEP20); null for accounts that have none (admins). */
  walletAddress: z.string().nullable(),
  subscriptionFee: sessionSubscriptionFeeSchema.nullish(),
  /** Admin settings show it ('Not available' when absent). */
  lastLogin: dateTimeSchema.nullish(),
  /** Returned on login only. */
  token: z.string().optional(),
  /**
   * Present (true) while the password was generated and printed (the first admin): every call but
   * changing it, the profile and sign-out answers PASSWORD_CHANGE_REQUIRED (issue 21).
   */
  mustChangePassword: z.boolean().optional(),
  /** Not in the spec (issue 17): the account's language, which its e-mails follow. */
  language: languageSchema.optional(),
  /**
   * Present (true) for an admin whose session has not proved a second factor (none is set up
   * yet): admin calls answer TWO_FACTOR_REQUIRED until enrolment is done (issue 14).
   */
  twoFactorRequired: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Admin settings' read-only profile (admin section 3, "Current admin"). */
export const currentAdminSchema = sessionUserSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  userId: true,
  status: true,
  lastLogin: true,
});

/** Kept in local storage after registration until the email is verified. */
export const pendingUserSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;

/** `true` when the session user's subscription fee counts as paid, whichever shape it has. */
export const isSubscriptionPaid = (fee: SessionUser['subscriptionFee']) =>
  typeof fee === 'object' && fee !== null && fee.paid;
