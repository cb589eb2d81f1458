// The chain both chain benchmarks scan: busy blocks of `perBlock` USDT transfers, each followed
// by `gap` empty blocks, built fast on the local Hardhat node.
import { encodeFunctionData, numberToHex, type Address } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { deployTestUsdt, devAccountKey, mintUsdt, parseUsdt, usdtAbi, type DevChain } from '../src/infra/chain';

export interface TransferBlocks {
  token: Address;
  startBlock: bigint;
  endBlock: bigint;
  sent: number;
}

export async function buildTransferBlocks(
  chain: DevChain,
  options: { recipients: Address[]; totalTransfers: number; perBlock: number; totalBlocks: number },
): Promise<TransferBlocks> {
  const { recipients, totalTransfers, perBlock, totalBlocks } = options;
  const busyBlocks = Math.ceil(totalTransfers / perBlock);
  const gap = Math.floor(totalBlocks / busyBlocks) - 1;
  const ownerKey = devAccountKey(0);
  const payer = privateKeyToAddress(devAccountKey(1));
  const token = await deployTestUsdt(chain.rpcUrl, ownerKey);
  await mintUsdt({ rpcUrl: chain.rpcUrl, ownerKey, token, to: payer, amount: parseUsdt('1000000000') });

  // Automine off; each busy block's transfers are sent unsigned from Hardhat's unlocked account
  // with explicit nonce and gas (no estimates), then the gap is mined with hardhat_mine.
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
        args: [recipients[sent % recipients.length]!, parseUsdt('10') + BigInt(sent)],
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
  return { token, startBlock, endBlock, sent };
}
