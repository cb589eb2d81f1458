import { and, eq, ne, sql } from 'drizzle-orm';
import type { Hash } from 'viem';
import { AppError } from '../../http/app-error';
import type { DbOrTx } from '../../infra/db/client';
import { ChainReadError } from '../onboarding';
import type { MinedPayout } from '../withdrawals';
import { withdrawals } from '../withdrawals/withdrawals.tables';
import { checkTransfer, readReceipt } from './payout-chain';
import type { PayoutDeps } from './payout-deps';
import { payoutTransactions } from './payouts.tables';

/** Whether another withdrawal (or another withdrawal's wallet transaction) has this hash. */
export async function hashUsedElsewhere(db: DbOrTx, withdrawalId: string, hash: string) {
  const [inWithdrawals] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(withdrawals)
    .where(and(sql`lower(${withdrawals.transactionHash}) = ${hash}`, ne(withdrawals.id, withdrawalId)));
  const [inWallet] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payoutTransactions)
    .where(and(eq(payoutTransactions.txHash, hash), ne(payoutTransactions.withdrawalId, withdrawalId)));
  return (inWithdrawals?.n ?? 0) + (inWallet?.n ?? 0) > 0;
}

/**
 * The check of a hash an admin gives for a payout made from any wallet: the node must have its
 * receipt (PAYOUT_TX_NOT_FOUND while it has none), the transaction succeeded (PAYOUT_TX_REVERTED),
 * it holds a Transfer of the configured USDT to the withdrawal's address of exactly its amount
 * (PAYOUT_WRONG_TOKEN, PAYOUT_WRONG_RECIPIENT, PAYOUT_WRONG_AMOUNT), and no other withdrawal uses
 * the hash (PAYOUT_HASH_IN_USE). The node not answering is CHAIN_UNAVAILABLE. Confirmations are
 * counted afterwards, by the settlement (settle-payout.ts).
 */
export async function verifyManualPayout(
  deps: Pick<PayoutDeps, 'db' | 'chain'>,
  withdrawal: { id: string; walletAddress: string; amount: string },
  transactionHash: string,
): Promise<MinedPayout> {
  const hash = transactionHash.toLowerCase();
  if (await hashUsedElsewhere(deps.db, withdrawal.id, hash)) throw new AppError('PAYOUT_HASH_IN_USE');
  const { chain } = deps;
  if (!chain) {
    throw new AppError('CHAIN_UNAVAILABLE', { detail: 'No chain is configured (BSC_RPC_URL)' });
  }
  let receipt;
  try {
    receipt = await readReceipt(chain.client, hash as Hash);
  } catch (error) {
    if (error instanceof ChainReadError) {
      throw new AppError('CHAIN_UNAVAILABLE', { detail: error.message, cause: error });
    }
    throw error;
  }
  if (!receipt) throw new AppError('PAYOUT_TX_NOT_FOUND');
  if (receipt.status !== 'success') throw new AppError('PAYOUT_TX_REVERTED');
  const transfer = checkTransfer(receipt, {
    token: chain.token,
    to: withdrawal.walletAddress,
    amount: withdrawal.amount,
  });
  if (transfer !== 'OK') throw new AppError(transfer);
  return { hash, blockNumber: receipt.blockNumber, blockHash: receipt.blockHash };
}
