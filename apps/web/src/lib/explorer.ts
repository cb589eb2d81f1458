import { site } from '@/config/site';

/** Links to a test-network block explorer (member spec 2: addresses and transactions link to one). */
export const explorerAddressUrl = (address: string) =>
  `${site.explorerUrl}/address/${encodeURIComponent(address)}`;
export const explorerTxUrl = (hash: string) => `${site.explorerUrl}/tx/${encodeURIComponent(hash)}`;
