import { createHmac, randomInt } from 'node:crypto';
import { normalizeRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@app/contract';

const group = () =>
  Array.from({ length: 5 }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]).join('');

/** Ten fresh codes, `xxxxx-xxxxx` (about 49 bits each, from the system's secure source). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);

/**
 * HMAC-SHA256 of the account and the normalised code under the derived recovery key: the codes
 * are random enough that a keyed hash (not a slow password hash) keeps a copied table useless.
 */
export const hashRecoveryCode = (key: Buffer, userId: string, code: string): string =>
  createHmac('sha256', key)
    .update(`${userId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');
