// The payout wallet's step in a process of its own, for the test to kill -9:
// argv: DATABASE_URL RPC_URL USDT_CONTRACT WITHDRAWAL_ID; the key comes from PAYOUT_PRIVATE_KEY.
// Prints STARTED, then signs, stores and broadcasts through RPC_URL (a proxy that never answers
// the broadcast), and waits there to be killed.
import { depositChainFromConfig } from '../../../src/features/onboarding/deposit-chain';
import { openPayoutWallet } from '../../../src/features/payouts/wallet/payout-wallet';
import { payFromWallet } from '../../../src/features/payouts/wallet/pay-from-wallet';
import { connectDatabase } from '../../../src/infra/db/client';

const [url = '', rpcUrl = '', token = '', withdrawalId = ''] = process.argv.slice(2);
const { db } = connectDatabase(url, { maxConnections: 2 });
const chain = depositChainFromConfig({ bscRpcUrl: rpcUrl, usdtContract: token, chainConfirmations: 1 });
const wallet = await openPayoutWallet({
  kind: 'private-key',
  privateKey: process.env.PAYOUT_PRIVATE_KEY as `0x${string}`,
});
console.log('STARTED');
await payFromWallet(
  { db, now: () => new Date(), appUrl: 'http://localhost:5173', chain, wallet },
  withdrawalId,
);
console.log('RETURNED');
setInterval(() => {}, 60_000);
