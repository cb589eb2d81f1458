import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@app/contract';

/** A fresh code of OTP_LENGTH digits from the operating system's secure random source. */
export const generateOtpCode = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');

/** The key that hashes codes, derived from the server's signing key so no new secret is needed. */
export const deriveOtpKey = (serverKey: Uint8Array): Buffer =>
  Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), 'withdrawal-otp', 32));

/**
 * HMAC-SHA256 of the code bound to its member: a leaked table does not give codes away cheaply,
 * and the same digits never match for another member.
 */
export const hashOtpCode = (key: Buffer, userId: string, code: string): string =>
  createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');

/** Constant-time comparison of a typed code with a stored hash. */
export const otpMatches = (key: Buffer, userId: string, code: string, storedHash: string): boolean => {
  const typed = Buffer.from(hashOtpCode(key, userId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return typed.length === stored.length && timingSafeEqual(typed, stored);
};
