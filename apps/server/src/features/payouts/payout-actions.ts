import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import { isUniqueViolation } from '../../infra/db/pg-errors';
import { notifyLive } from '../../infra/live/live-notify';
import { recordPayoutAction, withdrawalsRepository as repo } from '../withdrawals';
import { withdrawals } from '../withdrawals/withdrawals.tables';
import { verifyManualPayout } from './manual-payout';
import type { PayoutDeps } from './payout-deps';
import { lockPayout } from './settle-payout';

export interface PayoutAdmin {
  id: string;
  ip: string | null;
}

/**
 * `POST /withdrawals/admin/:id/payout-hash`: an admin paid from any wallet and gives the hash,
 * while the payout is AWAITING_PAYMENT or FAILED (never while a transaction of it is out). The
 * hash is checked on the chain first (manual-payout.ts); the payout becomes a BROADCAST manual
 * payout, CONFIRMED by the settlement once deep enough. Audited.
 */
export async function submitPayoutHash(
  deps: PayoutDeps,
  admin: PayoutAdmin,
  withdrawalId: string,
  transactionHash: string,
) {
  const found = await repo.findById(deps.db, withdrawalId);
  if (!found) throw new AppError('WITHDRAWAL_NOT_FOUND');
  const open = (status: string | null) => status === 'AWAITING_PAYMENT' || status === 'FAILED';
  if (!open(found.payoutStatus)) throw new AppError('PAYOUT_NOT_AWAITING');
  const mined = await verifyManualPayout(deps, found, transactionHash);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await lockPayout(tx, withdrawalId);
      // The wallet may have signed meanwhile (it takes this row first): then this hash is not needed.
      if (!before || !open(before.payoutStatus)) throw new AppError('PAYOUT_NOT_AWAITING');
      const [after] = await tx
        .update(withdrawals)
        .set({
          payoutStatus: 'BROADCAST',
          payoutMethod: 'MANUAL',
          transactionHash: mined.hash,
          payoutBlockNumber: mined.blockNumber,
          payoutBlockHash: mined.blockHash,
          payoutFailure: null,
          payoutNote: null,
          payoutMissingSince: null,
        })
        .where(eq(withdrawals.id, withdrawalId))
        .returning();
      if (!after) throw new AppError('PAYOUT_NOT_AWAITING');
      await notifyLive(tx, { k: 'withdrawal', u: after.userId });
      await recordPayoutAction(tx, { admin, action: 'withdrawal.payout.hash', before, after, now });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'withdrawals_transaction_hash_unique'))
      throw new AppError('PAYOUT_HASH_IN_USE');
    throw error;
  }
}

/**
 * `POST /withdrawals/admin/:id/payout-retry`: a FAILED payout goes back to the payout wallet
 * (AWAITING_PAYMENT), which signs a new transaction at a new nonce. A failed payout's transaction
 * is settled as reverted or its nonce is taken (settle-payout.ts), so it can never pay too.
 */
export async function retryPayout(deps: PayoutDeps, admin: PayoutAdmin, withdrawalId: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockPayout(tx, withdrawalId);
    if (!before) throw new AppError('WITHDRAWAL_NOT_FOUND');
    if (before.payoutStatus !== 'FAILED') throw new AppError('PAYOUT_NOT_AWAITING');
    if (!deps.wallet || !deps.chain) {
      throw new AppError('PAYOUT_NOT_AWAITING', {
        detail: 'No payout wallet is configured: give the hash of a manual payout',
      });
    }
    const [after] = await tx
      .update(withdrawals)
      .set({
        payoutStatus: 'AWAITING_PAYMENT',
        payoutMethod: 'WALLET',
        payoutFailure: null,
        payoutNote: null,
      })
      .where(eq(withdrawals.id, withdrawalId))
      .returning();
    if (!after) throw new AppError('PAYOUT_NOT_AWAITING');
    await notifyLive(tx, { k: 'withdrawal', u: after.userId });
    await recordPayoutAction(tx, { admin, action: 'withdrawal.payout.retry', before, after, now });
    return after;
  });
}
