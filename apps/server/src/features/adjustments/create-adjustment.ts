import { type ADJUSTMENT_DIRECTIONS, compareDecimal } from '@app/contract';
import { AppError } from '../../http/app-error';
import type { Db } from '../../infra/db/client';
import { getBalances } from '../ledger';
import { readSettings } from '../settings';
import { usersRepository } from '../users';
import { recordAdjustment } from './adjustment-audit';
import { ledgerAdjustments } from './adjustments.tables';
import { applyAdjustment } from './apply-adjustment';

export interface AdjustingAdmin {
  id: string;
  ip: string | null;
}

export interface AdjustmentInput {
  direction: (typeof ADJUSTMENT_DIRECTIONS)[number];
  /** Exact decimal text (the contract normalised it). */
  amount: string;
  reason: string;
}

/**
 * `POST /users/admin/:id/adjustments` (issue 15): an admin credits or debits a member's balance
 * with a reason, never their own (OWN_BALANCE_ADJUSTMENT). Up to the four-eyes amount (the
 * payouts' setting `secondApprovalAbove`) it is applied at once; above it, it waits PENDING for a
 * different admin (approve-adjustment.ts). A debit never takes the available balance below zero:
 * refused at once when it would now, and checked again under the money lock when applied.
 * Audited in the same transaction.
 */
export async function createAdjustment(
  deps: { db: Db; now: () => Date },
  admin: AdjustingAdmin,
  userId: string,
  input: AdjustmentInput,
) {
  if (userId === admin.id) throw new AppError('OWN_BALANCE_ADJUSTMENT');
  const member = await usersRepository.findById(deps.db, userId);
  if (!member) throw new AppError('USER_NOT_FOUND');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const needsSecond = compareDecimal(input.amount, settings.secondApprovalAbove) > 0;
    if (needsSecond && input.direction === 'DEBIT') {
      // Said now rather than after a second admin's approval (checked again then).
      const { available } = await getBalances(tx, userId);
      if (compareDecimal(available, input.amount) < 0) {
        throw new AppError('ADJUSTMENT_EXCEEDS_AVAILABLE', { data: { available } });
      }
    }
    const [pending] = await tx
      .insert(ledgerAdjustments)
      .values({
        userId,
        direction: input.direction,
        amount: input.amount,
        reason: input.reason,
        status: 'PENDING',
        requestedById: admin.id,
        requestedAt: now,
      })
      .returning();
    if (!pending) throw new Error('adjustment insert returned nothing');
    if (needsSecond) {
      await recordAdjustment(tx, { action: 'adjustment.request', admin, after: pending, now });
      return pending;
    }
    const applied = await applyAdjustment(tx, pending, { by: admin.id, now });
    await recordAdjustment(tx, { action: 'adjustment.apply', admin, after: applied, now });
    return applied;
  });
}
