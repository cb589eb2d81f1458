import { eq } from 'drizzle-orm';
import { AppError } from '../../http/app-error';
import type { Db, Tx } from '../../infra/db/client';
import { recordAdjustment } from './adjustment-audit';
import { ledgerAdjustments } from './adjustments.tables';
import { applyAdjustment } from './apply-adjustment';
import type { AdjustingAdmin } from './create-adjustment';

/** The PENDING adjustment, locked for the decision (ADJUSTMENT_NOT_FOUND, ADJUSTMENT_ALREADY_PROCESSED). */
async function lockPending(tx: Tx, id: string) {
  const [row] = await tx.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.id, id)).for('update');
  if (!row) throw new AppError('ADJUSTMENT_NOT_FOUND');
  if (row.status !== 'PENDING') throw new AppError('ADJUSTMENT_ALREADY_PROCESSED');
  return row;
}

/**
 * `POST /admin/adjustments/:id/approve`: the second approval of an adjustment above the four-eyes
 * amount. Only a different admin than the one who asked (ADJUSTMENT_SECOND_APPROVAL_REQUIRED),
 * never for their own balance (OWN_BALANCE_ADJUSTMENT); then applied like any adjustment (a
 * debit still never takes the available balance below zero). Audited.
 */
export async function approveAdjustment(
  deps: { db: Db; now: () => Date },
  admin: AdjustingAdmin,
  id: string,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockPending(tx, id);
    if (before.requestedById === admin.id) throw new AppError('ADJUSTMENT_SECOND_APPROVAL_REQUIRED');
    if (before.userId === admin.id) throw new AppError('OWN_BALANCE_ADJUSTMENT');
    const applied = await applyAdjustment(tx, before, { by: admin.id, now });
    await recordAdjustment(tx, { action: 'adjustment.apply', admin, before, after: applied, now });
    return applied;
  });
}

/** `POST /admin/adjustments/:id/reject`: a PENDING adjustment refused with a reason; nothing moves. Audited. */
export async function rejectAdjustment(
  deps: { db: Db; now: () => Date },
  admin: AdjustingAdmin,
  id: string,
  reason: string,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockPending(tx, id);
    const [rejected] = await tx
      .update(ledgerAdjustments)
      .set({ status: 'REJECTED', decidedById: admin.id, decidedAt: now, rejectionReason: reason })
      .where(eq(ledgerAdjustments.id, id))
      .returning();
    if (!rejected) throw new AppError('ADJUSTMENT_NOT_FOUND');
    await recordAdjustment(tx, { action: 'adjustment.reject', admin, before, after: rejected, now });
    return rejected;
  });
}
