import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * A TOTP secret as the database keeps it: AES-256-GCM under the derived key, with a random
 * 96-bit nonce, bound to its account (the account's id is the additional data, so a ciphertext
 * copied onto another account does not open). `v1.<nonce>.<tag>.<ciphertext>`, base64url.
 */
export function sealTotpSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or an error when the key, the account or the text is not the one it was sealed with. */
export function openTotpSecret(key: Buffer, userId: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined)
    throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}

/** The secret, or null when it cannot be opened (the server's secret changed): every code is wrong. */
export function tryOpenTotpSecret(key: Buffer, userId: string, sealed: string): string | null {
  try {
    return openTotpSecret(key, userId, sealed);
  } catch {
    return null;
  }
}
