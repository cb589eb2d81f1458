import { privateKeyToAddress } from 'viem/accounts';
import {
  deployTestUsdt,
  devAccountKey,
  mintUsdt,
  parseUsdt,
  startDevChain,
  type DevChain,
} from '../../src/infra/chain';

/** A dev chain with TestUSDT deployed by account 0 and 1,000 USDT minted to account 1 (the payer). */
export async function startTokenChain() {
  const chain: DevChain = await startDevChain();
  const ownerKey = devAccountKey(0);
  const payerKey = devAccountKey(1);
  const payer = privateKeyToAddress(payerKey);
  const token = await deployTestUsdt(chain.rpcUrl, ownerKey);
  await mintUsdt({ rpcUrl: chain.rpcUrl, ownerKey, token, to: payer, amount: parseUsdt('1000') });
  return { chain, token, ownerKey, payerKey, payer };
}
