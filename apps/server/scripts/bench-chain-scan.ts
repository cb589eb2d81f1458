// Benchmark of the USDT Transfer scanner on the local Hardhat node: builds 100,000 blocks holding
// 10,000 transfers, then times full scans. Run from the repository root:
//   npx tsx apps/server/scripts/bench-chain-scan.ts [--blocks 100000] [--transfers 10000]
import { parseArgs } from 'node:util';
import { encodeFunctionData, numberToHex, type Address } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import {
  deployTestUsdt,
  deriveDepositAddress,
  devAccountKey,
  devXpubFromMnemonic,
  mintUsdt,
  parseUsdt,
  scanUsdtTransfers,
  startDevChain,
  usdtAbi,
  type ScanUsdtTransfersOptions,
} from '../src/infra/chain';

const { values } = parseArgs({
  options: {
    blocks: { type: 'string', default: '100000' },
    transfers: { type: 'string', default: '10000' },
    'per-block': { type: 'string', default: '10' },
    recipients: { type: 'string', default: '1000' },
  },
});
const totalBlocks = Number(values.blocks);
const totalTransfers = Number(values.transfers);
const perBlock = Number(values['per-block']);
const recipientCount = Number(values.recipients);
const busyBlocks = Math.ceil(totalTransfers / perBlock);
const gap = Math.floor(totalBlocks / busyBlocks) - 1; // empty blocks after each busy block

const seconds = (since: number) => (performance.now() - since) / 1000;

const chain = await startDevChain();
try {
  const ownerKey = devAccountKey(0);
  const payerKey = devAccountKey(1);
  const payer = privateKeyToAddress(payerKey);
  const token = await deployTestUsdt(chain.rpcUrl, ownerKey);
  await mintUsdt({ rpcUrl: chain.rpcUrl, ownerKey, token, to: payer, amount: parseUsdt('1000000000') });
  const xpub = devXpubFromMnemonic();
  const recipients: Address[] = Array.from({ length: recipientCount }, (_, i) =>
    deriveDepositAddress(xpub, i),
  );

  // Build: automine off; each busy block gets `perBlock` transfers (sent unsigned to Hardhat's unlocked
  // account, explicit nonce and gas, so no estimates), then `gap` empty blocks via hardhat_mine.
  const build = performance.now();
  const rpc = (method: string, params: unknown[]) =>
    chain.client.request({ method, params } as never, { retryCount: 0 }) as Promise<unknown>;
  let nonce = await chain.client.getTransactionCount({ address: payer, blockTag: 'pending' });
  const startBlock = (await chain.client.getBlockNumber({ cacheTime: 0 })) + 1n;
  await chain.setAutomine(false);
  let sent = 0;
  for (let busy = 0; busy < busyBlocks; busy++) {
    const sends = [];
    for (let k = 0; k < perBlock && sent < totalTransfers; k++, sent++) {
      const data = encodeFunctionData({
        abi: usdtAbi,
        functionName: 'transfer',
        args: [recipients[sent % recipientCount]!, parseUsdt('10') + BigInt(sent)],
      });
      sends.push(
        rpc('eth_sendTransaction', [
          { from: payer, to: token, data, gas: numberToHex(100_000), nonce: numberToHex(nonce++) },
        ]),
      );
    }
    await Promise.all(sends);
    await rpc('evm_mine', []);
    if (gap > 0) await chain.mine(gap);
    if ((busy + 1) % 100 === 0) process.stdout.write(`\rbuilt ${busy + 1}/${busyBlocks} busy blocks`);
  }
  await chain.setAutomine(true);
  const endBlock = await chain.client.getBlockNumber({ cacheTime: 0 });
  const blockCount = endBlock - startBlock + 1n;
  console.log(`\nbuilt ${blockCount} blocks with ${sent} transfers in ${seconds(build).toFixed(1)} s`);

  const base = { client: chain.client, token, fromBlock: startBlock, toBlock: endBlock };
  const toFirst100 = Array.from({ length: sent }, (_, i) => i % recipientCount).filter((r) => r < 100).length;
  const runs: [string, Partial<ScanUsdtTransfersOptions>, number][] = [
    ['every Transfer of the token (no address filter)', {}, sent],
    [`${recipientCount} addresses, filtered in memory`, { addresses: recipients }, sent],
    ['100 addresses, topic filter at the node', { addresses: recipients.slice(0, 100) }, toFirst100],
  ];
  for (const [label, extra, expectedCount] of runs) {
    const start = performance.now();
    const found = await scanUsdtTransfers({ ...base, ...extra });
    const elapsed = seconds(start);
    if (found.length !== expectedCount)
      throw new Error(`${label}: found ${found.length}, expected ${expectedCount}`);
    console.log(
      `${label}: ${found.length} logs over ${blockCount} blocks in ${elapsed.toFixed(2)} s = ` +
        `${Math.round(Number(blockCount) / elapsed)} blocks/s, ${Math.round(found.length / elapsed)} logs/s`,
    );
  }
} finally {
  await chain.stop();
}
