// Benchmark of the USDT Transfer scanner on the local Hardhat node: builds 100,000 blocks holding
// 10,000 transfers, then times full scans. Run from the repository root:
//   npx tsx apps/server/scripts/bench-chain-scan.ts [--blocks 100000] [--transfers 10000]
import { parseArgs } from 'node:util';
import type { Address } from 'viem';
import {
  deriveDepositAddress,
  devXpubFromMnemonic,
  scanUsdtTransfers,
  startDevChain,
  type ScanUsdtTransfersOptions,
} from '../src/infra/chain';
import { buildTransferBlocks } from './bench-chain-blocks';

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

const seconds = (since: number) => (performance.now() - since) / 1000;

const chain = await startDevChain();
try {
  const xpub = devXpubFromMnemonic();
  const recipients: Address[] = Array.from({ length: recipientCount }, (_, i) =>
    deriveDepositAddress(xpub, i),
  );
  const build = performance.now();
  const { token, startBlock, endBlock, sent } = await buildTransferBlocks(chain, {
    recipients,
    totalTransfers,
    perBlock,
    totalBlocks,
  });
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
