import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createChainClient,
  deriveDepositAddress,
  devXpubFromMnemonic,
  parseUsdt,
  safeHead,
  scanUsdtTransfers,
  sendUsdt,
  verifyBlockHash,
} from '../../src/infra/chain';
import { startRpcProxy, type RpcCall, type RpcOverride } from './rpc-proxy';
import { startTokenChain } from './token-chain';

// Each file starts its own Hardhat node; leave room for a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const deposit = deriveDepositAddress(devXpubFromMnemonic(), 0);
const elsewhere = deriveDepositAddress(devXpubFromMnemonic(), 50);

let setup: Awaited<ReturnType<typeof startTokenChain>>;
beforeAll(async () => {
  setup = await startTokenChain();
  await setup.chain.mine(20);
});
afterAll(() => setup?.chain.stop());

const onFinalized =
  (override: RpcOverride) =>
  (call: RpcCall): RpcOverride | undefined =>
    call.method === 'eth_getBlockByNumber' && call.params[0] === 'finalized' ? override : undefined;

describe('safeHead', () => {
  it("uses Hardhat's finalized tag with no lag, and the lag when it is lower", async () => {
    const client = setup.chain.client;
    const latest = await client.getBlockNumber({ cacheTime: 0 });
    expect(await safeHead(client, 0n)).toEqual({
      blockNumber: latest,
      latest,
      finalized: latest,
      source: 'finalized',
    });
    // Hardhat calls the latest block final; the configured lag still holds.
    expect(await safeHead(client, 5n)).toEqual({
      blockNumber: latest - 5n,
      latest,
      finalized: latest,
      source: 'confirmations',
    });
    expect((await safeHead(client, latest + 10n)).blockNumber).toBe(0n);
  });

  it('uses the finalized block when it is lower than latest - lag (as on BSC)', async () => {
    const block3 = await setup.chain.client.request({
      method: 'eth_getBlockByNumber',
      params: ['0x3', false],
    });
    const proxy = await startRpcProxy(setup.chain.rpcUrl, onFinalized({ result: block3 }));
    try {
      const head = await safeHead(createChainClient(proxy.url), 2n);
      expect(head).toMatchObject({ blockNumber: 3n, finalized: 3n, source: 'finalized' });
    } finally {
      await proxy.close();
    }
  });

  it.each([
    ['an invalid-params error', { error: { code: -32602, message: 'invalid block tag finalized' } }],
    ['an unknown-block error', { error: { code: -32000, message: 'finalized block not found' } }],
    ['no block', { result: null }],
  ] satisfies [string, RpcOverride][])(
    'falls back to latest - lag when the node answers finalized with %s',
    async (_label, override) => {
      const proxy = await startRpcProxy(setup.chain.rpcUrl, onFinalized(override));
      try {
        const latest = await setup.chain.client.getBlockNumber({ cacheTime: 0 });
        expect(await safeHead(createChainClient(proxy.url), 3n)).toEqual({
          blockNumber: latest - 3n,
          latest,
          finalized: null,
          source: 'confirmations',
        });
      } finally {
        await proxy.close();
      }
    },
  );

  it('fails, rather than dropping finality, when the node errors on finalized for another reason', async () => {
    const proxy = await startRpcProxy(setup.chain.rpcUrl, onFinalized({ httpStatus: 502 }));
    try {
      await expect(safeHead(createChainClient(proxy.url, { timeoutMs: 2000 }), 0n)).rejects.toThrow();
    } finally {
      await proxy.close();
    }
  });
});

describe('a reorganisation (evm_snapshot / evm_revert)', () => {
  it('a transfer seen in a block that is reorganised away reports a missing, then a different block hash', async () => {
    const { chain, token, payerKey } = setup;
    const client = chain.client;
    const from = (await client.getBlockNumber({ cacheTime: 0 })) + 1n;
    const snapshot = await chain.snapshot();

    await sendUsdt({
      rpcUrl: chain.rpcUrl,
      senderKey: payerKey,
      token,
      to: deposit,
      amount: parseUsdt('10'),
    });
    const [seen, ...others] = await scanUsdtTransfers({
      client,
      token,
      fromBlock: from,
      toBlock: from + 5n,
      addresses: [deposit],
    });
    expect(others).toEqual([]);
    expect(seen).toMatchObject({ blockNumber: from, to: deposit, value: parseUsdt('10') });
    expect(await verifyBlockHash(client, seen!.blockNumber, seen!.blockHash)).toBe('canonical');

    await chain.revert(snapshot);
    expect(await verifyBlockHash(client, seen!.blockNumber, seen!.blockHash)).toBe('unknown');

    // The other branch: the same height now holds a different transaction.
    await sendUsdt({
      rpcUrl: chain.rpcUrl,
      senderKey: payerKey,
      token,
      to: elsewhere,
      amount: parseUsdt('1'),
    });
    await chain.mine(3);
    expect(await verifyBlockHash(client, seen!.blockNumber, seen!.blockHash)).toBe('replaced');
    expect(
      await scanUsdtTransfers({ client, token, fromBlock: from, toBlock: from + 3n, addresses: [deposit] }),
    ).toEqual([]);
  });

  it('keeps a block that was not reorganised canonical', async () => {
    const { chain, token, payerKey } = setup;
    const mined = await sendUsdt({
      rpcUrl: chain.rpcUrl,
      senderKey: payerKey,
      token,
      to: deposit,
      amount: 1n,
    });
    const snapshot = await chain.snapshot();
    await chain.mine(5);
    await chain.revert(snapshot);
    await chain.mine(2);
    expect(await verifyBlockHash(chain.client, mined.blockNumber, mined.blockHash)).toBe('canonical');
  });
});
