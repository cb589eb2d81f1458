import {
  type Address,
  type Hash,
  parseEventLogs,
  type PublicClient,
  TransactionReceiptNotFoundError,
  type TransactionReceipt,
} from 'viem';
import { parseUsdt, safeHead, verifyBlockHash } from '../../infra/chain';
import { transferEvent } from '../../infra/chain/transfer-logs-request';
import { type DepositChain, lagOf, readChain } from '../onboarding';

/**
 * What a payout reads on the chain. It is the deposit watcher's chain (BSC_RPC_URL, USDT_CONTRACT,
 * CHAIN_CONFIRMATIONS) and its settling rules, reused: a block counts once it is at or below the
 * settled head (the node's finalized block, bounded by latest - (confirmations - 1)) and the node
 * still has that block hash at its height.
 */
export type PayoutChain = DepositChain;

/** The receipt of a transaction, or null while the node knows no mined transaction by that hash. */
export async function readReceipt(client: PublicClient, hash: Hash): Promise<TransactionReceipt | null> {
  return readChain(async () => {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (error) {
      if (error instanceof TransactionReceiptNotFoundError) return null;
      throw error;
    }
  });
}

export type SettledState = 'settled' | 'waiting' | 'replaced';

/** Whether a mined block is settled: deep enough and still canonical (else 'replaced' or 'waiting'). */
export async function settledState(
  chain: PayoutChain,
  blockNumber: bigint,
  blockHash: Hash,
): Promise<SettledState> {
  const head = await readChain(() => safeHead(chain.client, lagOf(chain)));
  if (blockNumber > head.blockNumber) return 'waiting';
  const check = await readChain(() => verifyBlockHash(chain.client, blockNumber, blockHash));
  return check === 'canonical' ? 'settled' : check === 'replaced' ? 'replaced' : 'waiting';
}

export type TransferCheck = 'OK' | 'PAYOUT_WRONG_TOKEN' | 'PAYOUT_WRONG_RECIPIENT' | 'PAYOUT_WRONG_AMOUNT';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Whether a receipt holds a Transfer of the USDT contract to `to` of exactly `amount` (a decimal
 * string, 18-decimal token units): else what is wrong, the nearest miss first (a USDT transfer to
 * the address of another amount, a USDT transfer to someone else, no USDT transfer at all).
 */
export function checkTransfer(
  receipt: Pick<TransactionReceipt, 'logs'>,
  expected: { token: Address; to: string; amount: string },
): TransferCheck {
  const logs = parseEventLogs({ abi: [transferEvent], logs: receipt.logs, strict: true });
  const usdt = logs.filter((log) => same(log.address, expected.token));
  const units = parseUsdt(expected.amount);
  if (usdt.some((log) => same(log.args.to, expected.to) && log.args.value === units)) return 'OK';
  if (usdt.some((log) => same(log.args.to, expected.to))) return 'PAYOUT_WRONG_AMOUNT';
  if (usdt.length > 0) return 'PAYOUT_WRONG_RECIPIENT';
  return 'PAYOUT_WRONG_TOKEN';
}
