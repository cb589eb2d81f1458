import { z } from 'zod';
import { WALLET_ADDRESS_STATUSES } from '../constants';
import { dateTimeSchema, idSchema } from './common';

/**
 * An address of the member's withdrawal address book (issue 14, ADR 0012): PENDING until the
 * e-mailed link confirms it, then CONFIRMED and usable from `usableFrom` (24 hours later).
 */
export const walletAddressEntrySchema = z.object({
  _id: idSchema,
  walletAddress: z.string(),
  name: z.string().nullable(),
  status: z.enum(WALLET_ADDRESS_STATUSES),
  createdAt: dateTimeSchema,
  confirmedAt: dateTimeSchema.nullable(),
  usableFrom: dateTimeSchema.nullable(),
  /** Confirmed and its wait is over: withdrawals to it go through. */
  usable: z.boolean(),
});
export type WalletAddressEntry = z.infer<typeof walletAddressEntrySchema>;

/** `data` of WALLET_ADDRESS_NOT_READY. */
export const walletAddressNotReadySchema = z.object({
  walletAddress: z.string(),
  status: z.enum(WALLET_ADDRESS_STATUSES),
  usableFrom: dateTimeSchema.nullable(),
  /** A confirmation link was e-mailed by this very call. */
  linkSent: z.boolean(),
});
export type WalletAddressNotReady = z.infer<typeof walletAddressNotReadySchema>;
