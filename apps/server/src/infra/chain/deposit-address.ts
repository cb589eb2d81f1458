import { secp256k1 } from '@noble/curves/secp256k1';
import { toHex, type Address } from 'viem';
import { HDKey, publicKeyToAddress } from 'viem/accounts';

/**
 * Deposit addresses follow BIP-44 m/44'/60'/0'/0/i. DEPOSIT_XPUB is normally the extended public key
 * of the external chain m/44'/60'/0'/0 (depth 4); the account-level key m/44'/60'/0' (depth 3) is also
 * accepted, and then /0/i is derived from it. Both give the same addresses. Private keys (xprv) are
 * refused: the server never holds a deposit key.
 */
export const DEPOSIT_PATH_TEMPLATE = "m/44'/60'/0'/0/i";

const HARDENED = 0x8000_0000;
const CHAIN_DEPTH = 4; // m/44'/60'/0'/0
const ACCOUNT_DEPTH = 3; // m/44'/60'/0'

/** DEPOSIT_XPUB cannot give deposit addresses; the caller answers WALLET_CREATION_FAILED. */
export class DepositDerivationError extends Error {
  readonly code = 'WALLET_CREATION_FAILED';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DepositDerivationError';
  }
}

/** Parses and checks DEPOSIT_XPUB once (at start-up), returning the key of m/44'/60'/0'/0. */
export function parseDepositXpub(xpub: string): HDKey {
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(xpub.trim());
  } catch (error) {
    throw new DepositDerivationError('DEPOSIT_XPUB is not a valid extended public key', { cause: error });
  }
  if (key.privateKey)
    throw new DepositDerivationError('DEPOSIT_XPUB must be a public key (xpub), not an xprv');
  if (key.depth === CHAIN_DEPTH && key.index === 0) return key;
  if (key.depth === ACCOUNT_DEPTH && key.index === HARDENED) return key.deriveChild(0);
  throw new DepositDerivationError(
    `DEPOSIT_XPUB must be the key of m/44'/60'/0'/0 or m/44'/60'/0' (got depth ${key.depth}, child ${key.index})`,
  );
}

/** EIP-55 address of deposit index `index` (m/44'/60'/0'/0/index); throws DepositDerivationError. */
export function deriveDepositAddress(xpub: string | HDKey, index: number): Address {
  if (!Number.isSafeInteger(index) || index < 0 || index >= HARDENED) {
    throw new DepositDerivationError(`deposit index must be an integer in [0, 2^31), got ${index}`);
  }
  const chainKey = typeof xpub === 'string' ? parseDepositXpub(xpub) : xpub;
  let compressed: Uint8Array | null;
  try {
    compressed = chainKey.deriveChild(index).publicKey;
  } catch (error) {
    // BIP-32: an index whose child key is invalid (odds about 1 in 2^127) has no address.
    throw new DepositDerivationError(`no valid key at deposit index ${index}`, { cause: error });
  }
  if (!compressed) throw new DepositDerivationError(`no public key at deposit index ${index}`);
  // Ethereum hashes the UNCOMPRESSED key (64 bytes after the 0x04 prefix); BIP-32 gives it compressed.
  const uncompressed = secp256k1.ProjectivePoint.fromHex(compressed).toRawBytes(false);
  return publicKeyToAddress(toHex(uncompressed));
}
