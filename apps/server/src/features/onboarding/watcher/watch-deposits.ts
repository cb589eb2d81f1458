import { iterateUsdtTransfers, safeHead, scanUsdtTransfers } from '../../../infra/chain';
import type { Db } from '../../../infra/db/client';
import { type DepositChain, lagOf } from '../deposit-chain';
import { advanceCursor, type ChainCursor, readCursor, resetCursor } from './chain-cursor';
import { payFromHeldCredit } from '../subscription/pay-from-held-credit';
import { type CreditDeps, type CreditOutcome, creditSettledTransfers } from './credit-settled-transfers';
import { type DepositOwnersCache, loadDepositOwners } from './deposit-owners';
import { storeTransfers } from './store-transfers';

/** Where a new cursor starts: this many blocks below the settled head (about an hour on BSC). */
export const INITIAL_LOOKBACK_BLOCKS = 5000n;

export interface WatchDepositsDeps extends CreditDeps {
  db: Db;
  chain: DepositChain;
  now: () => Date;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The job's owners kept between passes; without it each pass reads every address. */
  owners?: DepositOwnersCache;
}

export interface WatchTickResult extends CreditOutcome {
  settledBlock: bigint;
  latestBlock: bigint;
  /** The cursor after the tick. */
  cursorBlock: bigint;
  /** Transfers to deposit addresses stored (or re-stored) from settled blocks. */
  stored: number;
  /** ... and from blocks not settled yet (kept, credited only once settled and re-checked). */
  storedUnsettled: number;
  /** Periods paid from credit the cap on periods paid ahead had held back. */
  periodsPaidFromCredit: number;
  /** Milliseconds spent reading and storing logs, and crediting (for logs and benchmarks). */
  scanMs: number;
  creditMs: number;
}

/**
 * One pass of the deposit watcher: read USDT Transfer logs to deposit addresses from the cursor up
 * to the settled head (bounded ranges from the scanner; the cursor moves with each stored range,
 * in the same transaction), store the newer unsettled ones too, then credit what is settled, each
 * transfer on its own, and pay on from held credit whose time has come.
 * Run it on one instance at a time (the job holds an advisory lock); running it twice over the
 * same blocks stores and credits nothing twice.
 */
export async function watchDepositsTick(
  deps: WatchDepositsDeps,
  options: { signal?: AbortSignal } = {},
): Promise<WatchTickResult> {
  const { db, chain } = deps;
  const startedAt = performance.now();
  // Nothing is read, stored or credited in a unit other than USDT's 18 decimals.
  await chain.assertTokenDecimals();
  const chainId = await chain.chainId();
  const head = await safeHead(chain.client, lagOf(chain));
  // After the head: see loadDepositOwners.
  const owners = await (deps.owners ? deps.owners.load(db) : loadDepositOwners(db));
  const addresses = [...owners.keys()] as `0x${string}`[];
  const cursor = await cursorFor(deps, chainId, head.blockNumber);

  let stored = 0;
  let cursorBlock = cursor.lastBlock;
  if (cursorBlock < head.blockNumber && addresses.length === 0) {
    // Nobody to watch: nothing in these blocks can be ours.
    await advanceCursor(db, cursor, head.blockNumber, deps.now());
    cursorBlock = head.blockNumber;
  } else if (cursorBlock < head.blockNumber) {
    const chunks = iterateUsdtTransfers({
      client: chain.client,
      token: chain.token,
      fromBlock: cursorBlock + 1n,
      toBlock: head.blockNumber,
      addresses,
      maxRange: chain.maxRange,
    });
    for await (const chunk of chunks) {
      await db.transaction(async (tx) => {
        const now = deps.now();
        stored += await storeTransfers(tx, {
          chainId,
          token: chain.token,
          transfers: chunk.transfers,
          owners,
          now,
        });
        await advanceCursor(tx, cursor, chunk.toBlock, now);
      });
      cursorBlock = chunk.toBlock;
      if (options.signal?.aborted) break; // the cursor holds: the next start continues here
    }
  }

  let storedUnsettled = 0;
  if (head.latest > head.blockNumber && addresses.length > 0) {
    const window = head.latest - chain.maxRange + 1n;
    const transfers = await scanUsdtTransfers({
      client: chain.client,
      token: chain.token,
      fromBlock: window > head.blockNumber ? window : head.blockNumber + 1n,
      toBlock: head.latest,
      addresses,
      maxRange: chain.maxRange,
    });
    storedUnsettled = await storeTransfers(db, {
      chainId,
      token: chain.token,
      transfers,
      owners,
      now: deps.now(),
    });
  }

  const scannedAt = performance.now();
  const credit = await creditSettledTransfers(deps, { chainId, settledBlock: head.blockNumber });
  const periodsPaidFromCredit = await payFromHeldCredit(deps);
  return {
    scanMs: Math.round(scannedAt - startedAt),
    creditMs: Math.round(performance.now() - scannedAt),
    settledBlock: head.blockNumber,
    latestBlock: head.latest,
    cursorBlock,
    stored,
    storedUnsettled,
    ...credit,
    periodsPaidFromCredit,
  };
}

/** The cursor, started below the head on first use, and again when the chain was replaced. */
async function cursorFor(
  deps: WatchDepositsDeps,
  chainId: number,
  settledBlock: bigint,
): Promise<ChainCursor> {
  const genesisHash = await deps.chain.genesisHash();
  const cursor = await readCursor(deps.db, chainId, deps.chain.token);
  if (cursor && cursor.genesisHash === genesisHash) return cursor;
  if (cursor) {
    deps.log?.warn(
      { chainId, previousGenesis: cursor.genesisHash, genesisHash },
      'the chain under this id was replaced (a restarted dev node?): reading it from the start',
    );
  }
  const fromBlock = settledBlock > INITIAL_LOOKBACK_BLOCKS ? settledBlock - INITIAL_LOOKBACK_BLOCKS : 0n;
  return resetCursor(deps.db, { chainId, token: deps.chain.token, genesisHash, fromBlock }, deps.now());
}
