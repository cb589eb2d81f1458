import type { Address, Hash, PublicClient } from 'viem';
import { isRangeRefusal } from './range-refusal';
import { requestTransferLogs } from './transfer-logs-request';

/** One USDT Transfer log; (chain, txHash, logIndex) identifies it, blockHash detects reorganisations. */
export interface UsdtTransfer {
  txHash: Hash;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hash;
  from: Address;
  to: Address;
  /** Token units (18 decimals on BSC). */
  value: bigint;
}

export interface ScanUsdtTransfersOptions {
  client: PublicClient;
  /** The USDT contract (USDT_CONTRACT). */
  token: Address;
  /** First block to read, inclusive. */
  fromBlock: bigint;
  /** Last block to read, inclusive (normally the safe head). */
  toBlock: bigint;
  /** Only transfers to these addresses; omit for every transfer of the token, [] finds nothing. */
  addresses?: readonly Address[];
  /** Largest block range per eth_getLogs call (default 2,000). */
  maxRange?: bigint;
  /**
   * Up to this many recipients go into the node's topic filter (default 100), so the node sends only
   * our logs. Beyond it, providers start refusing long topic lists and the request itself grows, so
   * every Transfer of the token is read and filtered here; refusals for too many results then shrink
   * the range.
   */
  topicFilterLimit?: number;
}

/** The logs of one successful eth_getLogs call; a watcher may persist `toBlock` as its cursor. */
export interface TransferChunk {
  fromBlock: bigint;
  toBlock: bigint;
  transfers: UsdtTransfer[];
}

/** The node refused even a one-block range: nothing smaller to try. */
export class ScanRangeError extends Error {
  constructor(blockNumber: bigint, options: { cause: unknown }) {
    super(`eth_getLogs refused a single block (${blockNumber})`, options);
    this.name = 'ScanRangeError';
  }
}

export const DEFAULT_SCAN_RANGE = 2000n;
const DEFAULT_TOPIC_FILTER_LIMIT = 100;
// Double the range again after this many accepted calls in a row.
const GROW_AFTER_SUCCESSES = 4;

/**
 * Reads USDT Transfer logs in order, one bounded range at a time. A range the node refuses is halved
 * and retried (down to one block); after a few accepted ranges it doubles again up to `maxRange`.
 * Every block of [fromBlock, toBlock] is read exactly once.
 */
export async function* iterateUsdtTransfers(
  options: ScanUsdtTransfersOptions,
): AsyncGenerator<TransferChunk> {
  const maxRange = options.maxRange ?? DEFAULT_SCAN_RANGE;
  if (maxRange < 1n) throw new RangeError('maxRange must be at least 1');
  if (options.addresses?.length === 0) return;

  const useTopicFilter =
    options.addresses !== undefined &&
    options.addresses.length <= (options.topicFilterLimit ?? DEFAULT_TOPIC_FILTER_LIMIT);
  const wanted = options.addresses && new Set(options.addresses.map((address) => address.toLowerCase()));

  let range = maxRange;
  let successes = 0;
  for (let start = options.fromBlock; start <= options.toBlock;) {
    const end = min(start + range - 1n, options.toBlock);
    let logs;
    try {
      logs = await requestTransferLogs(options.client, {
        token: options.token,
        fromBlock: start,
        toBlock: end,
        recipients: useTopicFilter ? options.addresses : undefined,
      });
    } catch (error) {
      if (!isRangeRefusal(error)) throw error;
      if (end === start) throw new ScanRangeError(start, { cause: error });
      range = max(1n, (end - start + 1n) / 2n);
      successes = 0;
      continue;
    }

    const transfers: UsdtTransfer[] = [];
    for (const log of logs) {
      if (log.removed || log.blockHash === null || log.transactionHash === null || log.logIndex === null)
        continue;
      if (
        log.blockNumber < start ||
        log.blockNumber > end ||
        log.address.toLowerCase() !== options.token.toLowerCase()
      ) {
        throw new Error(`node answered a log outside the request (${log.transactionHash}:${log.logIndex})`);
      }
      if (wanted && !wanted.has(log.args.to.toLowerCase())) continue;
      transfers.push({
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        blockHash: log.blockHash,
        from: log.args.from,
        to: log.args.to,
        value: log.args.value,
      });
    }
    yield { fromBlock: start, toBlock: end, transfers };

    start = end + 1n;
    if (++successes >= GROW_AFTER_SUCCESSES && range < maxRange) {
      range = min(range * 2n, maxRange);
      successes = 0;
    }
  }
}

/** All USDT transfers in [fromBlock, toBlock] (see iterateUsdtTransfers), in chain order. */
export async function scanUsdtTransfers(options: ScanUsdtTransfersOptions): Promise<UsdtTransfer[]> {
  const all: UsdtTransfer[] = [];
  for await (const chunk of iterateUsdtTransfers(options)) all.push(...chunk.transfers);
  return all;
}

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const max = (a: bigint, b: bigint) => (a > b ? a : b);
