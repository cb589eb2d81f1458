/**
 * Links to a test-network block explorer (member spec 2: addresses and transactions link to one).
 * BSC testnet by default; VITE_EXPLORER_URL points them elsewhere.
 */
const configured = import.meta.env.VITE_EXPLORER_URL as string | undefined;
const base = (configured?.trim() || 'https://testnet.bscscan.com').replace(/\/+$/, '');

export const explorerAddressUrl = (address: string) => `${base}/address/${encodeURIComponent(address)}`;
export const explorerTxUrl = (hash: string) => `${base}/tx/${encodeURIComponent(hash)}`;
