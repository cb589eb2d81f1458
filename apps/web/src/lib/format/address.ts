import { ADMIN_DETAIL_ADDRESS, SHORT_ADDRESS, SHORT_HASH, shorten } from '@app/contract';

/**
 * Shortened addresses and hashes (member 9, admin 9): the start and the end joined by '...'.
 * Values short enough to show whole are left as they are; missing values are ''.
 */
const shortenOrEmpty = (value: string | null | undefined, size: { head: number; tail: number }) =>
  value ? shorten(value, size) : '';

/** Member views: wallet addresses as first 6 and last 4 characters. */
export const shortenAddress = (address: string | null | undefined) => shortenOrEmpty(address, SHORT_ADDRESS);

/** Member views: transaction hashes as first 10 and last 4 characters. */
export const shortenHash = (hash: string | null | undefined) => shortenOrEmpty(hash, SHORT_HASH);

/** Admin user detail: wallet addresses as first 10 and last 6 characters. */
export const shortenAdminAddress = (address: string | null | undefined) =>
  shortenOrEmpty(address, ADMIN_DETAIL_ADDRESS);
