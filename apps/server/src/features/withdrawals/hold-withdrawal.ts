import { compareDecimal } from '@app/contract';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../infra/db/client';
import { withdrawalLedger } from './withdrawal-ledger';

/**
 * The step that must never overdraw: under the member's money lock, read the available balance
 * and hold the amount on the ledger, in the caller's transaction. Parallel calls for one member
 * queue on the lock, so each one sees the holds of those before it.
 */
export async function holdWithdrawal(
  tx: Tx,
  hold: { userId: string; withdrawalId: string; amount: string; now: Date },
): Promise<void> {
  await withdrawalLedger.lockMoney(tx, hold.userId);
  const available = await withdrawalLedger.available(tx, hold.userId);
  if (compareDecimal(hold.amount, available) > 0) throw new AppError('INSUFFICIENT_BALANCE');
  await withdrawalLedger.hold(tx, hold);
}
