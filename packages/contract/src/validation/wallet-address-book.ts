import { z } from 'zod';
import { WALLET_ADDRESS_NAME_MAX } from '../constants';
import { walletAddressPayloadSchema } from './wallet-address';

export const walletAddressBookMessages = {
  nameTooLong: `The name can be at most ${WALLET_ADDRESS_NAME_MAX} characters`,
  invalidLink: 'Invalid link',
} as const;

/** A name the member gives an address ("Ledger", "Exchange"); empty means none. */
export const walletAddressNameSchema = z
  .string()
  .trim()
  .max(WALLET_ADDRESS_NAME_MAX, walletAddressBookMessages.nameTooLong)
  .transform((v) => (v === '' ? null : v));

/** `POST /wallet-addresses`: add an address to the book (it waits like every new one). */
export const addWalletAddressSchema = z.strictObject({
  walletAddress: walletAddressPayloadSchema,
  name: walletAddressNameSchema.optional(),
});

export const renameWalletAddressSchema = z.strictObject({ name: walletAddressNameSchema });

/** The e-mailed confirmation link's token: 32 random bytes, base64url. */
export const confirmWalletAddressSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { message: walletAddressBookMessages.invalidLink }),
});
