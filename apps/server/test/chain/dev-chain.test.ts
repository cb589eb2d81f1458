import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createWalletClient, http, type Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DevChainStartError, startDevChain, type DevChain } from '../../src/infra/chain';

// Each file starts its own Hardhat node; leave room for a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('startDevChain', () => {
  let chain: DevChain;
  beforeAll(async () => {
    chain = await startDevChain();
  });
  afterAll(() => chain?.stop());

  it('answers JSON-RPC on 127.0.0.1 with Hardhat chain id 31337', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await chain.client.getChainId()).toBe(31337);
  });

  it('serves the finalized tag, and it equals latest (so callers still need a lag)', async () => {
    await chain.mine(3);
    const latest = await chain.client.getBlock({ blockTag: 'latest' });
    const finalized = await chain.client.getBlock({ blockTag: 'finalized' });
    expect(latest.number).toBeGreaterThanOrEqual(3n);
    expect(finalized.number).toBe(latest.number);
    expect(finalized.hash).toBe(latest.hash);
  });

  it('mines n blocks at once', async () => {
    const before = await chain.client.getBlockNumber({ cacheTime: 0 });
    await chain.mine(1000);
    expect(await chain.client.getBlockNumber({ cacheTime: 0 })).toBe(before + 1000n);
  });

  /** A plain transfer from one of Hardhat's unlocked accounts to itself. */
  async function sendSelfTransfer(): Promise<Hash> {
    const wallet = createWalletClient({ transport: http(chain.rpcUrl) });
    const [account] = await wallet.getAddresses();
    return await wallet.sendTransaction({ account: account!, to: account!, value: 1n, chain: null });
  }

  it('automines: a transaction is in a block as soon as it is sent', async () => {
    const before = await chain.client.getBlockNumber({ cacheTime: 0 });
    const hash = await sendSelfTransfer();
    const receipt = await chain.client.getTransactionReceipt({ hash });
    expect(receipt.blockNumber).toBe(before + 1n);
  });

  it('holds transactions while automine is off, until mine()', async () => {
    await chain.setAutomine(false);
    try {
      const hash = await sendSelfTransfer();
      await expect(chain.client.getTransactionReceipt({ hash })).rejects.toThrow(/could not be found/);
      await chain.mine();
      expect((await chain.client.getTransactionReceipt({ hash })).status).toBe('success');
    } finally {
      await chain.setAutomine(true);
    }
  });
});

describe('startDevChain with blockIntervalMs', () => {
  it('also mines empty blocks on a timer, so confirmations come without transactions', async () => {
    const chain = await startDevChain({ blockIntervalMs: 100 });
    try {
      const first = await chain.client.getBlockNumber({ cacheTime: 0 });
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(await chain.client.getBlockNumber({ cacheTime: 0 })).toBeGreaterThanOrEqual(first + 3n);
    } finally {
      await chain.stop();
    }
  });
});

describe('startDevChain with a port in use', () => {
  let blocker: Server;
  let busyPort: number;
  beforeAll(async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    busyPort = (blocker.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())));

  it('starts on another free port and says which', async () => {
    const chain = await startDevChain({ port: busyPort });
    try {
      expect(new URL(chain.rpcUrl).port).not.toBe(String(busyPort));
      expect(await chain.client.getChainId()).toBe(31337);
    } finally {
      await chain.stop();
    }
  });
});

describe('DevChain.stop', () => {
  it('ends the node process and frees its port; stopping twice is harmless', async () => {
    const chain = await startDevChain({ chainId: 1337 });
    expect(await chain.client.getChainId()).toBe(1337);
    expect(isAlive(chain.pid)).toBe(true);
    await chain.stop();
    await chain.stop();
    expect(isAlive(chain.pid)).toBe(false);
    await expect(fetch(chain.rpcUrl, { method: 'POST' })).rejects.toThrow();
  });

  it('uses the requested port when it is free', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const chain = await startDevChain({ port });
    try {
      expect(chain.rpcUrl).toBe(`http://127.0.0.1:${port}`);
    } finally {
      await chain.stop();
    }
  });
});

describe('a dev chain that does not start in time', () => {
  it('fails with DevChainStartError and leaves no node behind', async () => {
    await expect(startDevChain({ startTimeoutMs: 50 })).rejects.toThrow(DevChainStartError);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const children = execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
    expect(children).not.toMatch(/hardhat/);
  });
});

describe('a dev chain whose starter dies without stopping it', () => {
  it('stops by itself (no orphan node after a crash or SIGKILL)', async () => {
    const fixture = fileURLToPath(new URL('./fixtures/start-chain-and-wait.ts', import.meta.url));
    const starter = spawn(process.execPath, ['--import', 'tsx', fixture], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(createInterface({ input: starter.stdout }), 'line')) as [string];
    const { pid } = JSON.parse(line) as { pid: number };
    expect(isAlive(pid)).toBe(true);

    starter.kill('SIGKILL');
    const deadline = Date.now() + 10_000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isAlive(pid)).toBe(false);
  });
});
