import { createPublicClient, http, type PublicClient } from 'viem';

/**
 * Read client for BSC_RPC_URL (or the dev chain). No chain definition is needed for reads; the
 * short polling interval only matters on the dev chain, where blocks come on demand.
 */
export function createChainClient(rpcUrl: string, options: { timeoutMs?: number } = {}): PublicClient {
  return createPublicClient({
    transport: http(rpcUrl, { timeout: options.timeoutMs ?? 20_000 }),
    pollingInterval: 250,
  });
}
