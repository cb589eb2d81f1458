import { TOTP_DIGITS, TOTP_DRIFT_STEPS, TOTP_PERIOD_SECONDS } from '@app/contract';
import { generateSecret, generateURI, verifySync } from 'otplib';

/**
 * TOTP (RFC 6238) through otplib (its audited noble/scure plugins): SHA-1, 6 digits, 30-second
 * steps, as every authenticator app reads them. The clock is the app's (tests move it).
 */
export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const totpUri = (secret: string, accountName: string): string =>
  generateURI({
    issuer: 'Rewards Platform',
    label: accountName,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'used' };

/**
 * A code of the current step or of one step either side (clock drift). A right code whose step is
 * not after `lastUsedStep` was already used (or an older one came after it): refused as used.
 */
export function checkTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): TotpCheck {
  const result = verifyTotp(secret, code, now);
  if (!result.valid || !('timeStep' in result) || typeof result.timeStep !== 'number') {
    return { ok: false, reason: 'wrong' };
  }
  if (lastUsedStep !== null && result.timeStep <= lastUsedStep) return { ok: false, reason: 'used' };
  return { ok: true, step: result.timeStep };
}

function verifyTotp(secret: string, code: string, now: Date) {
  try {
    return verifySync({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      period: TOTP_PERIOD_SECONDS,
      digits: TOTP_DIGITS,
      epochTolerance: TOTP_DRIFT_STEPS * TOTP_PERIOD_SECONDS,
    });
  } catch {
    // otplib refuses malformed tokens by throwing; to the member it is a wrong code.
    return { valid: false as const };
  }
}
