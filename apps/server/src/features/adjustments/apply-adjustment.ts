import { compareDecimal } from '@app/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../infra/db/client';
import { appendLedgerEntry, getBalances, lockUserForMoney } from '../ledger';
import { type LedgerAdjustmentRow, ledgerAdjustments } from './adjustments.tables';

/**
 * Puts an adjustment on the ledger, in the caller's transaction: the member's money lock first
 * (the order every money transaction uses), then for a debit the available balance, which it may
 * never take below zero (ADJUSTMENT_EXCEEDS_AVAILABLE), then one ADJUSTMENT_CREDIT or
 * ADJUSTMENT_DEBIT entry naming the adjustment (the ledger's unique index: applied once) and the
 * row marked APPLIED by `by`.
 */
export async function applyAdjustment(
  tx: Tx,
  row: LedgerAdjustmentRow,
  decided: { by: string; now: Date },
): Promise<LedgerAdjustmentRow> {
  await lockUserForMoney(tx, row.userId);
  if (row.direction === 'DEBIT') {
    const { available } = await getBalances(tx, row.userId);
    if (compareDecimal(available, row.amount) < 0) {
      throw new AppError('ADJUSTMENT_EXCEEDS_AVAILABLE', { data: { available } });
    }
  }
  await appendLedgerEntry(tx, {
    kind: row.direction === 'CREDIT' ? 'ADJUSTMENT_CREDIT' : 'ADJUSTMENT_DEBIT',
    userId: row.userId,
    amount: row.amount,
    adjustmentId: row.id,
    createdAt: decided.now,
  });
  const [applied] = await tx
    .update(ledgerAdjustments)
    .set({ status: 'APPLIED', decidedById: decided.by, decidedAt: decided.now })
    .where(eq(ledgerAdjustments.id, row.id))
    .returning();
  if (!applied) throw new AppError('ADJUSTMENT_NOT_FOUND');
  return applied;
}
