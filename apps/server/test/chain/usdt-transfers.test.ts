import type { Address, PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ScanRangeError,
  createChainClient,
  deriveDepositAddress,
  devXpubFromMnemonic,
  iterateUsdtTransfers,
  parseUsdt,
  scanUsdtTransfers,
  sendUsdt,
  type UsdtTransfer,
} from '../../src/infra/chain';
import { getLogsRange, startRpcProxy, type RpcCall, type RpcOverride } from './rpc-proxy';
import { startTokenChain } from './token-chain';

// Each file starts its own Hardhat node; leave room for a busy machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const xpub = devXpubFromMnemonic();
const depositA = deriveDepositAddress(xpub, 0);
const depositB = deriveDepositAddress(xpub, 1);
const stranger = deriveDepositAddress(xpub, 99);

let setup: Awaited<ReturnType<typeof startTokenChain>>;
let expected: UsdtTransfer[]; // transfers to A and B, in chain order
let lastBlock: bigint;

async function pay(to: Address, amount: string): Promise<UsdtTransfer> {
  const value = parseUsdt(amount);
  const mined = await sendUsdt({
    rpcUrl: setup.chain.rpcUrl,
    senderKey: setup.payerKey,
    token: setup.token,
    to,
    amount: value,
  });
  // One Transfer per transaction, and automine puts each transaction in its own block: log index 0.
  return { ...mined, logIndex: 0, from: setup.payer, to, value };
}

beforeAll(async () => {
  setup = await startTokenChain();
  const { chain } = setup;
  expected = [];
  expected.push(await pay(depositA, '10'));
  await chain.mine(700);
  expected.push(await pay(depositA, '2.5'));
  await pay(stranger, '1');
  expected.push(await pay(depositB, '3.000000000000000001'));
  await chain.mine(1500);
  expected.push(await pay(depositA, '7.5'));
  await chain.mine(300);
  lastBlock = await chain.client.getBlockNumber({ cacheTime: 0 });
});
afterAll(() => setup?.chain.stop());

const scan = (client: PublicClient, extra: Partial<Parameters<typeof scanUsdtTransfers>[0]> = {}) =>
  scanUsdtTransfers({
    client,
    token: setup.token,
    fromBlock: 0n,
    toBlock: lastBlock,
    addresses: [depositA, depositB],
    ...extra,
  });

/** A node that refuses eth_getLogs over more than `limit` blocks, the way providers do. */
const refuseRangesOver =
  (limit: () => bigint, refusal = { code: -32005, message: 'query returned more than 10000 results' }) =>
  (call: RpcCall): RpcOverride | undefined =>
    call.method === 'eth_getLogs' && getLogsRange(call).size > limit() ? { error: refusal } : undefined;

describe('scanUsdtTransfers', () => {
  it('finds every transfer to the deposit addresses, exactly, in chain order', async () => {
    const found = await scan(setup.chain.client);
    expect(found).toEqual(expected);
    expect(found.map((t) => t.value)).toEqual([
      10_000000000000000000n,
      2_500000000000000000n,
      3_000000000000000001n,
      7_500000000000000000n,
    ]);
  });

  it('gives the same answer when it filters in memory instead of by topic', async () => {
    const proxy = await startRpcProxy(setup.chain.rpcUrl, () => undefined);
    try {
      const client = createChainClient(proxy.url);
      expect(await scan(client, { topicFilterLimit: 1 })).toEqual(expected);
      expect(await scan(client)).toEqual(expected);
      const topicLists = proxy.calls
        .filter((c) => c.method === 'eth_getLogs')
        .map((c) => (c.params[0] as { topics: unknown[] }).topics);
      expect(topicLists[0]).toHaveLength(1); // Transfer only: every log of the token comes back
      expect(topicLists.at(-1)).toHaveLength(3); // Transfer, any sender, [A, B]
    } finally {
      await proxy.close();
    }
  });

  it('returns every Transfer of the token when no addresses are given (mint and the stranger too)', async () => {
    const all = await scanUsdtTransfers({
      client: setup.chain.client,
      token: setup.token,
      fromBlock: 0n,
      toBlock: lastBlock,
    });
    expect(all).toHaveLength(expected.length + 2);
    expect(all[0]).toMatchObject({
      from: '0x0000000000000000000000000000000000000000',
      to: setup.payer,
      value: parseUsdt('1000'),
    });
    expect(all.some((t) => t.to === stranger)).toBe(true);
  });

  it('finds nothing, without asking the node, for an empty address list', async () => {
    const proxy = await startRpcProxy(setup.chain.rpcUrl, () => undefined);
    try {
      expect(await scan(createChainClient(proxy.url), { addresses: [] })).toEqual([]);
      expect(proxy.calls).toHaveLength(0);
    } finally {
      await proxy.close();
    }
  });

  it('reads the same range twice to the same result, and a split range (a restart at the cursor) too', async () => {
    const client = setup.chain.client;
    expect(await scan(client)).toEqual(await scan(client));
    const cut = expected[1]!.blockNumber; // the second payment ends the first half
    const firstHalf = await scan(client, { toBlock: cut });
    const secondHalf = await scan(client, { fromBlock: cut + 1n });
    expect([...firstHalf, ...secondHalf]).toEqual(expected);
  });

  it('reads in chunks of at most 2,000 blocks that cover the range without gap or overlap', async () => {
    const chunks = [];
    for await (const chunk of iterateUsdtTransfers({
      client: setup.chain.client,
      token: setup.token,
      fromBlock: 1n,
      toBlock: lastBlock,
    })) {
      chunks.push(chunk);
    }
    expect(chunks[0]!.fromBlock).toBe(1n);
    expect(chunks.at(-1)!.toBlock).toBe(lastBlock);
    for (const [i, chunk] of chunks.entries()) {
      expect(chunk.toBlock - chunk.fromBlock + 1n).toBeLessThanOrEqual(2000n);
      if (i > 0) expect(chunk.fromBlock).toBe(chunks[i - 1]!.toBlock + 1n);
    }
  });
});

describe('scanUsdtTransfers against a node that refuses large ranges', () => {
  it.each([
    { code: -32005, message: 'query returned more than 10000 results' },
    { code: -32000, message: 'exceed maximum block range: 37' },
    {
      code: -32602,
      message: 'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range',
    },
  ])('shrinks the range and still returns every log exactly once ($message)', async (refusal) => {
    const proxy = await startRpcProxy(
      setup.chain.rpcUrl,
      refuseRangesOver(() => 37n, refusal),
    );
    try {
      expect(await scan(createChainClient(proxy.url))).toEqual(expected);
      const getLogs = proxy.calls.filter((c) => c.method === 'eth_getLogs').map(getLogsRange);
      const accepted = getLogs.filter((r) => r.size <= 37n);
      expect(getLogs.length).toBeGreaterThan(accepted.length); // it was refused, and went on
      // The accepted ranges tile [0, lastBlock]: every block read once.
      expect(accepted[0]!.from).toBe(0n);
      expect(accepted.at(-1)!.to).toBe(lastBlock);
      for (let i = 1; i < accepted.length; i++) expect(accepted[i]!.from).toBe(accepted[i - 1]!.to + 1n);
    } finally {
      await proxy.close();
    }
  });

  it('grows the range back once the node accepts again', async () => {
    let limit = 50n;
    const proxy = await startRpcProxy(
      setup.chain.rpcUrl,
      refuseRangesOver(() => limit),
    );
    try {
      const sizes: bigint[] = [];
      for await (const chunk of iterateUsdtTransfers({
        client: createChainClient(proxy.url),
        token: setup.token,
        fromBlock: 0n,
        toBlock: lastBlock,
        maxRange: 400n,
      })) {
        sizes.push(chunk.toBlock - chunk.fromBlock + 1n);
        if (sizes.length === 3) limit = 10_000n; // the node recovers
      }
      expect(sizes[0]).toBeLessThanOrEqual(50n);
      expect(sizes.slice(0, -1)).toContain(400n);
    } finally {
      await proxy.close();
    }
  });

  it('gives up with ScanRangeError when even one block is refused', async () => {
    const proxy = await startRpcProxy(
      setup.chain.rpcUrl,
      refuseRangesOver(() => 0n),
    );
    try {
      await expect(scan(createChainClient(proxy.url))).rejects.toThrow(ScanRangeError);
    } finally {
      await proxy.close();
    }
  });

  it('does not mistake other failures (rate limit, server error) for a range refusal', async () => {
    for (const override of [
      { error: { code: -32005, message: 'daily request count exceeded, request rate limited' } },
      { httpStatus: 500 },
    ] satisfies RpcOverride[]) {
      const proxy = await startRpcProxy(setup.chain.rpcUrl, (call) =>
        call.method === 'eth_getLogs' ? override : undefined,
      );
      try {
        await expect(scan(createChainClient(proxy.url))).rejects.toThrow();
        expect(proxy.calls.filter((c) => c.method === 'eth_getLogs')).toHaveLength(1);
      } finally {
        await proxy.close();
      }
    }
  });
});
