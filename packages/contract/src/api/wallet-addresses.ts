import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idSchema } from '../entities/common';
import { walletAddressEntrySchema } from '../entities/wallet-addresses';
import {
  addWalletAddressSchema,
  confirmWalletAddressSchema,
  renameWalletAddressSchema,
} from '../validation/wallet-address-book';
import { noData } from './common';

/**
 * Not in the spec (issue 14, ADR 0012): the member's withdrawal address book. Withdrawals go only
 * to confirmed addresses whose 24-hour wait is over.
 */
const tag = 'withdrawals';

export const listWalletAddresses = defineEndpoint({
  method: 'GET',
  path: '/wallet-addresses',
  access: 'member',
  summary: "The member's withdrawal addresses (name, status, usable from)",
  tag,
  data: z.object({ addresses: z.array(walletAddressEntrySchema) }),
});

export const addWalletAddress = defineEndpoint({
  method: 'POST',
  path: '/wallet-addresses',
  access: 'member',
  summary:
    'Add an address (PENDING): a single-use confirmation link is e-mailed; usable 24 hours after confirmation',
  tag,
  body: addWalletAddressSchema,
  data: walletAddressEntrySchema,
});

export const renameWalletAddress = defineEndpoint({
  method: 'PUT',
  path: '/wallet-addresses/:id',
  access: 'member',
  summary: 'Rename one of the own addresses',
  tag,
  params: z.strictObject({ id: idSchema }),
  body: renameWalletAddressSchema,
  data: walletAddressEntrySchema,
});

export const removeWalletAddress = defineEndpoint({
  method: 'DELETE',
  path: '/wallet-addresses/:id',
  access: 'member',
  summary: 'Remove one of the own addresses at once (using it again means adding it again)',
  tag,
  params: z.strictObject({ id: idSchema }),
  data: noData,
});

export const confirmWalletAddress = defineEndpoint({
  method: 'POST',
  path: '/wallet-addresses/confirm',
  access: 'public',
  summary: "Confirm an address with its e-mailed link's token (single use, 24 hours); usable 24 hours later",
  tag,
  body: confirmWalletAddressSchema,
  data: walletAddressEntrySchema,
});
