import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH } from '../constants';
import { challengeTokenSchema, totpCodeSchema, twoFactorMessages } from './two-factor';

export const passkeyMessages = {
  nameRequired: 'Please enter a name for this passkey',
  nameTooLong: `The name can be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
  passwordRequired: 'Please enter your password',
  invalid: 'Invalid passkey response',
} as const;

/** base64url text of bounded length (WebAuthn's binary fields as JSON carries them). */
const b64url = (max: number) =>
  z
    .string()
    .max(max, passkeyMessages.invalid)
    .regex(/^[A-Za-z0-9_-]*$/, passkeyMessages.invalid);
const credentialId = b64url(1400).min(1, passkeyMessages.invalid);
const transports = z.array(z.string().max(32)).max(10);
const extensions = z.record(z.string(), z.unknown());

/**
 * A browser's answer to a registration (RegistrationResponseJSON). Fields a browser adds beyond
 * these are dropped; the attestation is checked by the server.
 */
export const passkeyRegistrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: passkeyMessages.invalid }),
  response: z.object({
    clientDataJSON: b64url(8192),
    attestationObject: b64url(16384),
    transports: transports.optional(),
  }),
  clientExtensionResults: extensions.default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** A browser's answer to an authentication (AuthenticationResponseJSON): the assertion. */
export const passkeyAssertionSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: passkeyMessages.invalid }),
  response: z.object({
    clientDataJSON: b64url(8192),
    authenticatorData: b64url(8192),
    signature: b64url(2048),
    userHandle: b64url(512).optional(),
  }),
  clientExtensionResults: extensions.default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});
export type PasskeyAssertion = z.output<typeof passkeyAssertionSchema>;

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, passkeyMessages.nameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, passkeyMessages.nameTooLong);

export const registerPasskeySchema = z.strictObject({
  name: passkeyNameSchema,
  credential: passkeyRegistrationResponseSchema,
});

export const renamePasskeySchema = z.strictObject({ name: passkeyNameSchema });

/** Removing a passkey asks for the account's password again (ADR 0011). */
export const removePasskeySchema = z.strictObject({
  password: z.string().min(1, passkeyMessages.passwordRequired).max(128),
});

/** The sign-in's second step with a passkey (the challenge of `POST /users/login`). */
export const passkeyLoginOptionsSchema = z.strictObject({ challengeToken: challengeTokenSchema });
export const completePasskeyLoginSchema = z.strictObject({
  challengeToken: challengeTokenSchema,
  credential: passkeyAssertionSchema,
});

/** Signing in with a passkey alone (a discoverable credential; no e-mail, no password). */
export const passkeySignInSchema = z.strictObject({ credential: passkeyAssertionSchema });

/**
 * Step-up (admin decisions): a current TOTP code or an assertion of one of the account's passkeys
 * (options from the assertion-options call), exactly one; recovery codes are kept for a lost app.
 */
export const stepUpSchema = z
  .strictObject({ code: totpCodeSchema.optional(), passkey: passkeyAssertionSchema.optional() })
  .refine((body) => (body.code === undefined) !== (body.passkey === undefined), {
    error: twoFactorMessages.required,
    path: ['code'],
  });
