import { hkdfSync } from 'node:crypto';

/**
 * The second factor's keys, derived (HKDF-SHA256) from the server's signing secret with their
 * own labels, so no new secret has to be kept and each key serves one purpose (ADR 0011):
 * `secretKey` encrypts TOTP secrets, `recoveryKey` hashes recovery codes.
 */
export interface TwoFactorKeys {
  secretKey: Buffer;
  recoveryKey: Buffer;
}

const derive = (serverKey: Uint8Array, label: string) =>
  Buffer.from(hkdfSync('sha256', serverKey, Buffer.alloc(0), label, 32));

export const deriveTwoFactorKeys = (serverKey: Uint8Array): TwoFactorKeys => ({
  secretKey: derive(serverKey, 'two-factor/totp-secret/v1'),
  recoveryKey: derive(serverKey, 'two-factor/recovery-code/v1'),
});
