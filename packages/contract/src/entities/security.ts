import { z } from 'zod';
import { TWO_FACTOR_METHODS } from '../constants';
import { dateTimeSchema, idSchema } from './common';
import { sessionUserSchema } from './user';

/** A completed sign-in (the spec's login answer). */
export const signedInSchema = z.object({
  token: z.string(),
  isEmailVerified: z.boolean(),
  user: sessionUserSchema,
});

/**
 * The password was right and the account has a second factor: no session yet. The challenge is
 * single-use and expires (5 minutes); `POST /users/login/two-factor` completes it.
 */
export const twoFactorChallengeSchema = z.object({
  requiresTwoFactor: z.literal(true),
  challengeToken: z.string(),
  expiresAt: dateTimeSchema,
  methods: z.array(z.enum(TWO_FACTOR_METHODS)),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `GET /users/two-factor`: what the account has; never the secret. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  methods: z.array(z.enum(TWO_FACTOR_METHODS)),
  enabledAt: dateTimeSchema.nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Enrolment's first step: shown once, to be scanned (QR of `otpauthUrl`) or typed. */
export const totpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  expiresAt: dateTimeSchema,
});

/** Shown once: at enrolment and when regenerated. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** One live session of the account (`/profile`). */
export const accountSessionSchema = z.object({
  _id: idSchema,
  current: z.boolean(),
  browser: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: dateTimeSchema,
  lastSeenAt: dateTimeSchema,
  expiresAt: dateTimeSchema,
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** A step-up: the session's second factor was checked at `secondFactorAt`. */
export const stepUpResultSchema = z.object({ secondFactorAt: dateTimeSchema });
