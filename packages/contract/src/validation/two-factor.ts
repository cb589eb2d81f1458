import { z } from 'zod';
import { TOTP_DIGITS } from '../constants';
import { trimmedText } from './documented';

export const twoFactorMessages = {
  required: 'Please enter the code from your authenticator app',
  totpFormat: `The code must be ${TOTP_DIGITS} digits`,
  codeFormat: `Enter the ${TOTP_DIGITS}-digit code from your authenticator app or one of your recovery codes`,
  passwordRequired: 'Please enter your password',
} as const;

/**
 * A recovery code as shown: two groups of five letters and digits (no look-alikes), e.g.
 * `k7m2p-x9qfr`; typed in any case, with or without the dash.
 */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const RECOVERY_CORE = `[${RECOVERY_CODE_ALPHABET}${RECOVERY_CODE_ALPHABET.toUpperCase()}]{5}-?[${RECOVERY_CODE_ALPHABET}${RECOVERY_CODE_ALPHABET.toUpperCase()}]{5}`;
const recoveryRegex = new RegExp(`^${RECOVERY_CORE}$`);
const totpRegex = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

export const isTotpCode = (value: string) => totpRegex.test(value);
export const isRecoveryCode = (value: string) => recoveryRegex.test(value);
/** `K7M2P X9QFR`, `k7m2px9qfr` -> `k7m2p-x9qfr`. */
export const normalizeRecoveryCode = (value: string) => {
  const compact = value.replace(/[\s-]/g, '').toLowerCase();
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
};

/** An authenticator app's current code: exactly six digits. */
export const totpCodeSchema = trimmedText(
  z
    .string()
    .min(1, { error: twoFactorMessages.required, abort: true })
    .refine(isTotpCode, twoFactorMessages.totpFormat),
  { core: `\\d{${TOTP_DIGITS}}` },
);

/** A second factor typed at sign-in or to turn it off: a TOTP code or a recovery code. */
export const secondFactorCodeSchema = trimmedText(
  z
    .string()
    .min(1, { error: twoFactorMessages.required, abort: true })
    .refine((v) => isTotpCode(v) || isRecoveryCode(v), twoFactorMessages.codeFormat),
  { core: `\\d{${TOTP_DIGITS}}|${RECOVERY_CORE}` },
);

/** The sign-in challenge handed out by `POST /users/login` (43 base64url characters). */
export const challengeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  message: 'Invalid sign-in challenge',
});

export const completeTwoFactorLoginSchema = z.strictObject({
  challengeToken: challengeTokenSchema,
  code: secondFactorCodeSchema,
});

export const confirmTotpSchema = z.strictObject({ code: totpCodeSchema });

export const disableTwoFactorSchema = z.strictObject({
  password: z.string().min(1, twoFactorMessages.passwordRequired).max(128),
  code: secondFactorCodeSchema,
});

export const regenerateRecoveryCodesSchema = z.strictObject({ code: totpCodeSchema });
