import { createPublicClient, createTestClient, http, type Hex, type PublicClient } from 'viem';
import { DevChainStartError, killGroup, spawnHardhatNode, type HardhatProcess } from './hardhat-process';
import { isPortFree } from './port-check';

export interface DevChainOptions {
  /** Preferred port; when it is taken (or not given) the OS picks a free one. Read `rpcUrl` for the real one. */
  port?: number;
  /** Chain id of the node (default 31337, Hardhat's). */
  chainId?: number;
  /**
   * Also mine an empty block every N ms (default 0: off). Transactions are always mined at once
   * (automine). Tests leave it off to stay deterministic; the embedded demo can turn it on so that
   * confirmations keep coming without new transactions.
   */
  blockIntervalMs?: number;
  /** Print every JSON-RPC call in the node's output (default false). */
  logging?: boolean;
  /** Give up starting after this long (default 30 s). */
  startTimeoutMs?: number;
}

/** A running local Hardhat node; `stop()` ends its whole process tree. */
export interface DevChain {
  rpcUrl: string;
  chainId: number;
  pid: number;
  /** Public client on the node, for reads. */
  client: PublicClient;
  /** Mines `blocks` empty blocks at once (hardhat_mine), default 1. */
  mine(blocks?: number | bigint): Promise<void>;
  /** Turns automine on or off; with it off, transactions wait in the pool until `mine()`. */
  setAutomine(enabled: boolean): Promise<void>;
  /** evm_snapshot: remember the chain state; returns the id for `revert`. */
  snapshot(): Promise<Hex>;
  /** evm_revert: drop every block after the snapshot (a reorganisation, for tests). */
  revert(snapshotId: Hex): Promise<void>;
  stop(): Promise<void>;
}

const DEFAULT_CHAIN_ID = 31337;
const STOP_GRACE_MS = 5000;
const START_ATTEMPTS = 3;

/**
 * Starts Hardhat 2's node from the repository's own install (never through npx) and waits until
 * its JSON-RPC answers. Hardhat serves the `finalized` and `safe` block tags; both equal `latest`.
 */
export async function startDevChain(options: DevChainOptions = {}): Promise<DevChain> {
  const chainId = options.chainId ?? DEFAULT_CHAIN_ID;
  const env = {
    DEV_CHAIN_ID: String(chainId),
    DEV_CHAIN_BLOCK_INTERVAL_MS: String(options.blockIntervalMs ?? 0),
    DEV_CHAIN_LOGGING: options.logging ? 'true' : 'false',
  };
  const timeoutMs = options.startTimeoutMs ?? 30_000;

  let port = options.port !== undefined && (await isPortFree(options.port)) ? options.port : 0;
  let started: HardhatProcess | undefined;
  for (let attempt = 1; !started; attempt++) {
    try {
      started = await spawnHardhatNode({ port, env, timeoutMs });
    } catch (error) {
      // Someone took the port between our check and Hardhat's bind: let the OS choose instead.
      if (!(error instanceof DevChainStartError && error.addressInUse) || attempt >= START_ATTEMPTS)
        throw error;
      port = 0;
    }
  }
  return await connect(started, chainId);
}

async function connect({ child, rpcUrl, outputTail }: HardhatProcess, chainId: number): Promise<DevChain> {
  const pid = child.pid!;
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  // If this process exits without calling stop(), do not leave the node behind.
  const killOnExit = () => killGroup(pid, 'SIGKILL');
  process.once('exit', killOnExit);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off('exit', killOnExit);
      killGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    })());

  const transport = http(rpcUrl, { retryCount: 0 });
  const client = createPublicClient({ transport });
  const testClient = createTestClient({ mode: 'hardhat', transport });
  try {
    const answered = await client.getChainId();
    if (answered !== chainId) throw new Error(`expected chain id ${chainId}, node answered ${answered}`);
  } catch (error) {
    await stop();
    throw new DevChainStartError(
      `Hardhat node at ${rpcUrl} did not answer JSON-RPC: ${String(error)}`,
      outputTail(),
    );
  }

  return {
    rpcUrl,
    chainId,
    pid,
    client,
    mine: (blocks = 1) => testClient.mine({ blocks: Number(blocks) }),
    setAutomine: (enabled) => testClient.setAutomine(enabled),
    snapshot: () => testClient.snapshot() as Promise<Hex>,
    revert: (snapshotId) => testClient.revert({ id: snapshotId }),
    stop,
  };
}
