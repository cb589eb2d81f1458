import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex } from '@noble/hashes/utils';
import { z } from 'zod';
import { trimmedText, unanchored } from './documented';

export const walletAddressMessages = {
  invalid: 'Please enter a valid wallet address',
  hintValid: 'Valid wallet address',
  hintInvalid: 'Invalid wallet address format',
} as const;

const HEX_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
const ZERO_ADDRESS = `0x${'0'.repeat(40)}`;

/**
 * EIP-55: a letter is upper case where the keccak-256 of the lower-case hex has a nibble >= 8.
 * Keccak from @noble/hashes (what viem uses) rather than viem itself, which would put ~5 KB
 * gzipped of viem into every page's first script (the landing page's budget).
 */
const getAddress = (address: string) => {
  const lower = address.replace(/^0x/, '').toLowerCase();
  const hash = bytesToHex(keccak_256(lower));
  let out = '0x';
  for (let i = 0; i < lower.length; i++)
    out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i];
  return out;
};

/**
 * An EVM address: 40 hex characters with an optional 0x. All lower or all upper case carries no
 * checksum; mixed case must match the EIP-55 checksum exactly.
 */
export const isValidWalletAddress = (value: string) => {
  if (!HEX_ADDRESS.test(value)) return false;
  const hex = value.replace(/^0x/, '');
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return getAddress(`0x${hex.toLowerCase()}`) === `0x${hex}`;
};

/** The EIP-55 form with 0x of an address that `isValidWalletAddress` accepts. */
export const toChecksumAddress = (value: string) => getAddress(`0x${value.replace(/^0x/, '').toLowerCase()}`);

/** Live hint under the address field; null while it is empty. */
export const addressHint = (value: string): string | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return isValidWalletAddress(trimmed) ? walletAddressMessages.hintValid : walletAddressMessages.hintInvalid;
};

/** The address field of the withdrawal form. */
export const walletAddressSchema = z
  .string()
  .trim()
  .refine(isValidWalletAddress, walletAddressMessages.invalid);

/**
 * A destination address sent to the server: valid, not the zero address, given back checksummed.
 * (The published pattern cannot show the mixed-case checksum or the zero address.)
 */
export const walletAddressPayloadSchema = trimmedText(
  z
    .string()
    .refine(isValidWalletAddress, { error: walletAddressMessages.invalid, abort: true })
    .transform(toChecksumAddress)
    .refine((address) => address !== getAddress(ZERO_ADDRESS), walletAddressMessages.invalid),
  { core: unanchored(HEX_ADDRESS) },
);
