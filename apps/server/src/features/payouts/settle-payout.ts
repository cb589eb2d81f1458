import { compareDecimal } from '@app/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Hash } from 'viem';
import type { Tx } from '../../infra/db/client';
import { notifyLive } from '../../infra/live/live-notify';
import { writeAudit } from '../audit';
import { withdrawalLedger, withdrawalsRepository } from '../withdrawals';
import { type WithdrawalRow, withdrawals } from '../withdrawals/withdrawals.tables';
import { checkTransfer, readReceipt, settledState } from './payout-chain';
import {
  FOREIGN_NONCE_FAIL_MS,
  MANUAL_MISSING_FAIL_MS,
  type PayoutDeps,
  REPLACE_AFTER_MS,
} from './payout-deps';
import { payoutTransactions, type PayoutTransactionRow } from './payouts.tables';
import { broadcastStored, isInMempool, replaceAtSameNonce } from './wallet/pay-from-wallet';

const transferTexts = {
  PAYOUT_WRONG_TOKEN: "the transaction does not transfer the platform's USDT",
  PAYOUT_WRONG_RECIPIENT: "the transaction's USDT transfer goes to another address",
  PAYOUT_WRONG_AMOUNT: "the transaction's USDT transfer is not the withdrawal's amount",
} as const;

const snapshot = (w: WithdrawalRow) => ({
  status: w.status,
  payoutStatus: w.payoutStatus,
  payoutMethod: w.payoutMethod,
  transactionHash: w.transactionHash,
  payoutFailure: w.payoutFailure,
  payoutBlockNumber: w.payoutBlockNumber,
});

/** Locks the member's money, then the withdrawal's row (the order of every money transaction). */
export async function lockPayout(tx: Tx, withdrawalId: string) {
  const found = await withdrawalsRepository.findById(tx, withdrawalId);
  if (!found) return undefined;
  await withdrawalLedger.lockMoney(tx, found.userId);
  return withdrawalsRepository.findById(tx, withdrawalId, { forUpdate: true });
}

/**
 * The payout is settled on the chain: its hold becomes the member's debit, in one transaction
 * under the member's money lock, once (only a BROADCAST payout with this very hash moves).
 */
export async function confirmPayout(
  deps: PayoutDeps,
  withdrawalId: string,
  mined: { hash: string; blockNumber: bigint; blockHash: string },
): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const w = await lockPayout(tx, withdrawalId);
    if (
      !w ||
      w.payoutStatus !== 'BROADCAST' ||
      w.transactionHash?.toLowerCase() !== mined.hash.toLowerCase()
    ) {
      return false;
    }
    const held = await withdrawalLedger.heldFor(tx, w.id);
    if (compareDecimal(held, w.amount) < 0) {
      throw new Error(`withdrawal ${w.id} holds ${held}, less than its amount ${w.amount}`);
    }
    await withdrawalLedger.debit(tx, { userId: w.userId, withdrawalId: w.id, amount: w.amount, now });
    const [after] = await tx
      .update(withdrawals)
      .set({
        payoutStatus: 'CONFIRMED',
        payoutConfirmedAt: now,
        payoutBlockNumber: mined.blockNumber,
        payoutBlockHash: mined.blockHash,
        payoutMissingSince: null,
        payoutNote: null,
      })
      .where(eq(withdrawals.id, w.id))
      .returning();
    // The hold became a debit: the member's balances change at commit (ADR 0015).
    await notifyLive(tx, { k: 'withdrawal', u: w.userId });
    await writeAudit(tx, {
      actorId: null,
      action: 'withdrawal.payout.confirm',
      target: { type: 'withdrawal', id: w.id },
      before: snapshot(w),
      after: after ? snapshot(after) : null,
      at: now,
    });
    return true;
  });
}

/** The payout FAILED (the amount stays held): with the reason, the hash that failed, audited. */
export async function failPayout(
  deps: PayoutDeps,
  withdrawalId: string,
  hash: string | null,
  reason: string,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const w = await lockPayout(tx, withdrawalId);
    if (!w || w.payoutStatus !== 'BROADCAST') return;
    const [after] = await tx
      .update(withdrawals)
      .set({ payoutStatus: 'FAILED', payoutFailure: reason, ...(hash ? { transactionHash: hash } : {}) })
      .where(eq(withdrawals.id, w.id))
      .returning();
    await notifyLive(tx, { k: 'withdrawal', u: w.userId });
    await writeAudit(tx, {
      actorId: null,
      action: 'withdrawal.payout.fail',
      target: { type: 'withdrawal', id: w.id },
      before: snapshot(w),
      after: after ? snapshot(after) : null,
      at: now,
    });
  });
  deps.log?.warn({ withdrawalId, hash, reason }, 'payout failed');
}

const setPayoutFields = (deps: PayoutDeps, id: string, fields: Partial<typeof withdrawals.$inferInsert>) =>
  deps.db
    .update(withdrawals)
    .set(fields)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.payoutStatus, 'BROADCAST')));

/** The wallet transactions of a payout's current nonce, newest first. */
export async function currentNonceTransactions(deps: Pick<PayoutDeps, 'db'>, withdrawalId: string) {
  const rows = await deps.db
    .select()
    .from(payoutTransactions)
    .where(eq(payoutTransactions.withdrawalId, withdrawalId))
    .orderBy(desc(payoutTransactions.signedAt), desc(sql`${payoutTransactions.gasPrice}`));
  const nonce = rows[0]?.nonce;
  return rows.filter((r) => r.nonce === nonce);
}

export type CheckOutcome = 'confirmed' | 'waiting' | 'failed' | 'resent' | 'replaced' | 'missing' | 'skipped';

/**
 * One look at a BROADCAST payout on the chain:
 * - mined (any of its transactions at the current nonce): the block is recorded; once settled,
 *   success with the right transfer CONFIRMS (the debit), a revert or a wrong transfer FAILS;
 * - not mined: a wallet transaction is sent again (same bytes) when the node lost it, replaced at
 *   the same nonce with a higher fee after REPLACE_AFTER_MS, and FAILS only when another
 *   transaction took its nonce; a manual one FAILS after MANUAL_MISSING_FAIL_MS missing.
 */
export async function checkBroadcastPayout(deps: PayoutDeps, withdrawalId: string): Promise<CheckOutcome> {
  const { chain } = deps;
  const w = await withdrawalsRepository.findById(deps.db, withdrawalId);
  if (!chain || !w || w.payoutStatus !== 'BROADCAST' || !w.transactionHash) return 'skipped';
  const wallet = w.payoutMethod === 'WALLET';
  const txs: PayoutTransactionRow[] = wallet ? await currentNonceTransactions(deps, w.id) : [];
  const hashes = wallet ? txs.map((t) => t.txHash) : [w.transactionHash.toLowerCase()];

  for (const hash of hashes) {
    const receipt = await readReceipt(chain.client, hash as Hash);
    if (!receipt) continue;
    const mined = { hash, blockNumber: receipt.blockNumber, blockHash: receipt.blockHash };
    await setPayoutFields(deps, w.id, {
      transactionHash: hash,
      payoutBlockNumber: receipt.blockNumber,
      payoutBlockHash: receipt.blockHash,
      payoutMissingSince: null,
    });
    const state = await settledState(chain, receipt.blockNumber, receipt.blockHash);
    if (state !== 'settled') return 'waiting';
    if (receipt.status !== 'success') {
      await failPayout(deps, w.id, hash, 'The transaction was mined but reverted: it paid nothing.');
      return 'failed';
    }
    const transfer = checkTransfer(receipt, { token: chain.token, to: w.walletAddress, amount: w.amount });
    if (transfer !== 'OK') {
      await failPayout(deps, w.id, hash, `Not a payout of this withdrawal: ${transferTexts[transfer]}.`);
      return 'failed';
    }
    return (await confirmPayout(deps, w.id, mined)) ? 'confirmed' : 'skipped';
  }

  // Not mined (or reorganised away): nothing is recorded as mined any more.
  const now = deps.now();
  const missingSince = w.payoutMissingSince ?? now;
  await setPayoutFields(deps, w.id, {
    payoutBlockNumber: null,
    payoutBlockHash: null,
    payoutMissingSince: missingSince,
  });
  if (!wallet) {
    if (now.getTime() - missingSince.getTime() >= MANUAL_MISSING_FAIL_MS) {
      await failPayout(
        deps,
        w.id,
        null,
        'The transaction is no longer on the chain (reorganised away or dropped). Make sure it cannot be mined any more before paying again.',
      );
      return 'failed';
    }
    return 'missing';
  }
  const newest = txs[0];
  if (!newest || !deps.wallet) return 'missing';
  const chainNonce = BigInt(
    await chain.client.getTransactionCount({ address: deps.wallet.address, blockTag: 'latest' }),
  );
  if (chainNonce > newest.nonce) {
    // The nonce is used, but by none of our transactions: someone else spent it.
    if (now.getTime() - missingSince.getTime() >= FOREIGN_NONCE_FAIL_MS) {
      await failPayout(
        deps,
        w.id,
        null,
        `Nonce ${newest.nonce} of the payout wallet was used by a transaction the platform did not sign; nothing was paid by it.`,
      );
      return 'failed';
    }
    return 'missing';
  }
  if (now.getTime() - newest.signedAt.getTime() >= REPLACE_AFTER_MS) {
    return (await replaceAtSameNonce(deps, w.id, newest)) ? 'replaced' : 'skipped';
  }
  if (!(await isInMempool(chain, newest.txHash as Hash))) {
    await broadcastStored(deps, newest);
    return 'resent';
  }
  return 'waiting';
}
