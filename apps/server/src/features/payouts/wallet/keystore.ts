import { createDecipheriv, pbkdf2, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { scryptAsync } from '@noble/hashes/scrypt';
import { bytesToHex, concatBytes, hexToBytes, keccak256 } from 'viem';
import { z } from 'zod';

/**
 * The Ethereum keystore (Web3 Secret Storage, version 3): a private key encrypted with AES-128-CTR
 * under a key derived from a password by scrypt or PBKDF2-HMAC-SHA256, with a Keccak-256 MAC.
 * viem has no reader for it. The key derivation is @noble/hashes (audited, and already what viem
 * hashes with) for scrypt: Node's OpenSSL scrypt refuses N >= 2^(16 r), which the specification's own
 * vector uses. PBKDF2 and AES are Node's, the MAC viem's keccak256. Checked against the specification's test
 * vectors (test/payouts/keystore.test.ts).
 */
export class KeystoreError extends Error {
  override readonly name = 'KeystoreError';
}

const hex = z.string().regex(/^(0x)?[0-9a-fA-F]*$/);
const keystoreSchema = z.object({
  version: z.literal(3),
  crypto: z.object({
    cipher: z.literal('aes-128-ctr'),
    cipherparams: z.object({ iv: hex }),
    ciphertext: hex,
    kdf: z.enum(['scrypt', 'pbkdf2']),
    kdfparams: z.union([
      z.object({
        n: z.number().int(),
        r: z.number().int(),
        p: z.number().int(),
        dklen: z.number().int(),
        salt: hex,
      }),
      z.object({ c: z.number().int(), prf: z.literal('hmac-sha256'), dklen: z.number().int(), salt: hex }),
    ]),
    mac: hex,
  }),
});

const bytes = (value: string) => hexToBytes(value.startsWith('0x') ? (value as `0x${string}`) : `0x${value}`);

// Bounds that keep a hostile or mistaken file from taking the server's memory or minutes of CPU.
const MAX_SCRYPT_N = 2 ** 20;
const MAX_PBKDF2_ROUNDS = 10_000_000;

/** The private key inside a keystore's JSON text; KeystoreError for a wrong password or a bad file. */
export async function decryptKeystore(json: string, password: string): Promise<`0x${string}`> {
  let parsed;
  try {
    parsed = keystoreSchema.parse(JSON.parse(json));
  } catch {
    throw new KeystoreError(
      'PAYOUT_KEYSTORE is not a version 3 Ethereum keystore (aes-128-ctr, scrypt or pbkdf2)',
    );
  }
  const { crypto } = parsed;
  const params = crypto.kdfparams;
  if (params.dklen !== 32) throw new KeystoreError('PAYOUT_KEYSTORE: unsupported key length');
  const salt = bytes(params.salt);
  let derived: Uint8Array;
  if (crypto.kdf === 'scrypt' && 'n' in params) {
    if (params.n > MAX_SCRYPT_N || params.r > 32 || params.p > 16) {
      throw new KeystoreError('PAYOUT_KEYSTORE: scrypt parameters beyond what the server accepts');
    }
    derived = await scryptAsync(password.normalize('NFKC'), salt, {
      N: params.n,
      r: params.r,
      p: params.p,
      dkLen: 32,
      maxmem: 2 ** 31,
    });
  } else if (crypto.kdf === 'pbkdf2' && 'c' in params) {
    if (params.c > MAX_PBKDF2_ROUNDS) throw new KeystoreError('PAYOUT_KEYSTORE: too many PBKDF2 rounds');
    derived = await promisify(pbkdf2)(password.normalize('NFKC'), salt, params.c, 32, 'sha256');
  } else {
    throw new KeystoreError('PAYOUT_KEYSTORE: its kdf and kdfparams do not match');
  }
  const ciphertext = bytes(crypto.ciphertext);
  const mac = hexToBytes(keccak256(concatBytes([derived.subarray(16, 32), ciphertext])));
  const expected = bytes(crypto.mac);
  if (expected.length !== mac.length || !timingSafeEqual(mac, expected)) {
    throw new KeystoreError(
      'PAYOUT_KEYSTORE_PASSWORD does not open PAYOUT_KEYSTORE (wrong password or damaged file)',
    );
  }
  const decipher = createDecipheriv('aes-128-ctr', derived.subarray(0, 16), bytes(crypto.cipherparams.iv));
  const key = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  if (key.length !== 32) throw new KeystoreError('PAYOUT_KEYSTORE does not hold a 32-byte private key');
  return bytesToHex(key);
}

/** Reads and decrypts a keystore file. */
export async function readKeystoreFile(path: string, password: string): Promise<`0x${string}`> {
  let json: string;
  try {
    json = await readFile(path, 'utf8');
  } catch (error) {
    throw new KeystoreError(
      `PAYOUT_KEYSTORE cannot be read: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  return decryptKeystore(json, password);
}
