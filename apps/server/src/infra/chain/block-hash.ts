import { BlockNotFoundError, type Hash, type PublicClient } from 'viem';

/**
 * Whether the block a log came from is still on the canonical chain:
 * - 'canonical': the node's block at that height has this hash;
 * - 'replaced': it has another hash, the log's block was reorganised away (never credit it);
 * - 'unknown': the node has no block at that height (behind, or the chain got shorter); ask again later.
 */
export type BlockHashCheck = 'canonical' | 'replaced' | 'unknown';

export async function verifyBlockHash(
  client: PublicClient,
  blockNumber: bigint,
  blockHash: Hash,
): Promise<BlockHashCheck> {
  try {
    const block = await client.getBlock({ blockNumber });
    if (block.hash === null) return 'unknown';
    return block.hash.toLowerCase() === blockHash.toLowerCase() ? 'canonical' : 'replaced';
  } catch (error) {
    if (error instanceof BlockNotFoundError) return 'unknown';
    throw error;
  }
}
