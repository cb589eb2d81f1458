import { BlockNotFoundError, InvalidInputRpcError, InvalidParamsRpcError, type PublicClient } from 'viem';

export interface SafeHead {
  /** Highest block the watcher may treat as settled; never below 0. */
  blockNumber: bigint;
  latest: bigint;
  /** The node's `finalized` block, or null when it does not serve that tag. */
  finalized: bigint | null;
  /** Which rule set `blockNumber`. */
  source: 'finalized' | 'confirmations';
}

/**
 * The settled head: the node's `finalized` block when it serves that tag (BSC's fast finality does),
 * else `latest - lag`. When both are known the lower one wins: some nodes (Hardhat among them)
 * answer `finalized` with the latest block, and the configured lag must still hold there.
 */
export async function safeHead(client: PublicClient, lag: bigint): Promise<SafeHead> {
  if (lag < 0n) throw new RangeError('lag must not be negative');
  const [latest, finalized] = await Promise.all([
    client.getBlockNumber({ cacheTime: 0 }),
    finalizedBlock(client),
  ]);
  const byConfirmations = latest > lag ? latest - lag : 0n;
  if (finalized !== null && finalized <= byConfirmations) {
    return { blockNumber: finalized, latest, finalized, source: 'finalized' };
  }
  return { blockNumber: byConfirmations, latest, finalized, source: 'confirmations' };
}

async function finalizedBlock(client: PublicClient): Promise<bigint | null> {
  try {
    const block = await client.getBlock({ blockTag: 'finalized' });
    return block.number;
  } catch (error) {
    // Nodes without the tag answer "unknown block"/"invalid block tag" (-32000, -32602) or no block:
    // latest - lag is the rule then. Other failures (network, internal errors) stop the caller rather
    // than quietly trading finality for the confirmation rule.
    if (
      error instanceof BlockNotFoundError ||
      error instanceof InvalidParamsRpcError ||
      error instanceof InvalidInputRpcError
    ) {
      return null;
    }
    throw error;
  }
}
