import type { Address, Hash, PublicClient } from 'viem';
import { getAddress } from 'viem';
import type { Config } from '../../config';
import { assertUsdtDecimals, createChainClient, DEFAULT_SCAN_RANGE } from '../../infra/chain';

/** Confirmations when CHAIN_CONFIRMATIONS is unset: BSC's usual 3 (the local node is set to 1). */
export const DEFAULT_CONFIRMATIONS = 3;

/** What the watcher and the refresh read on the chain: the node, the USDT contract, the lag. */
export interface DepositChain {
  client: PublicClient;
  /** The USDT contract (checksummed). */
  token: Address;
  /** A transfer counts once its block has this many confirmations (its own included). */
  confirmations: number;
  /** Largest eth_getLogs range the scanner asks for. */
  maxRange: bigint;
  /** The node's chain id, asked once. */
  chainId(): Promise<number>;
  /** Hash of block 0, asked once: tells a new chain under the same id (a restarted dev node). */
  genesisHash(): Promise<Hash>;
  /** Checks once that the token counts in 18 decimals (TokenDecimalsError otherwise, every time). */
  assertTokenDecimals(): Promise<void>;
}

/** Blocks between the latest and the settled head: 1 confirmation means the latest block itself. */
export const lagOf = (chain: Pick<DepositChain, 'confirmations'>) => BigInt(chain.confirmations - 1);

/**
 * The deposit chain from BSC_RPC_URL and USDT_CONTRACT (main.ts fills both in with the local node
 * in the embedded default), or null when they are not set: then nothing is watched.
 */
export function depositChainFromConfig(
  config: Pick<Config, 'bscRpcUrl' | 'usdtContract' | 'chainConfirmations'>,
  options: { client?: PublicClient; maxRange?: bigint } = {},
): DepositChain | null {
  if (!config.bscRpcUrl || !config.usdtContract) return null;
  const client = options.client ?? createChainClient(config.bscRpcUrl);
  const chainId = once(() => client.getChainId());
  const genesisHash = once(async () => (await client.getBlock({ blockNumber: 0n })).hash);
  const token = getAddress(config.usdtContract);
  return {
    client,
    token,
    confirmations: config.chainConfirmations ?? DEFAULT_CONFIRMATIONS,
    maxRange: options.maxRange ?? DEFAULT_SCAN_RANGE,
    chainId,
    genesisHash,
    assertTokenDecimals: once(() => assertUsdtDecimals(client, token)),
  };
}

/** Remembers a successful answer; a failed one is asked again next time. */
function once<T>(ask: () => Promise<T>): () => Promise<T> {
  let answer: Promise<T> | undefined;
  return () =>
    (answer ??= ask().catch((error: unknown) => {
      answer = undefined;
      throw error;
    }));
}

/**
 * A read from the chain node failed (unreachable, refused, broken answer): what the member's
 * refresh reports as "the chain node could not be read". The database's errors and the crediting's
 * own failures are never wrapped in it.
 */
export class ChainReadError extends Error {
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
    super(`the chain node could not be read: ${reason}`, { cause });
    this.name = 'ChainReadError';
  }
}

/** Runs a chain read; its failure becomes a ChainReadError. */
export async function readChain<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw error instanceof ChainReadError ? error : new ChainReadError(error);
  }
}
