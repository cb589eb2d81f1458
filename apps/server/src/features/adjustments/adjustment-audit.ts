import { normalizeDecimal } from '@app/contract';
import type { Tx } from '../../infra/db/client';
import { writeAudit } from '../audit';
import type { LedgerAdjustmentRow } from './adjustments.tables';

const snapshot = (a: LedgerAdjustmentRow) => ({
  userId: a.userId,
  direction: a.direction,
  amount: normalizeDecimal(a.amount),
  reason: a.reason,
  status: a.status,
  requestedById: a.requestedById,
  decidedById: a.decidedById,
  rejectionReason: a.rejectionReason,
});

/**
 * An adjustment's step in the audit log, in its own transaction: requested (waiting for a second
 * admin), applied, rejected.
 */
export async function recordAdjustment(
  tx: Tx,
  entry: {
    action: 'adjustment.request' | 'adjustment.apply' | 'adjustment.reject';
    admin: { id: string; ip: string | null };
    before?: LedgerAdjustmentRow;
    after: LedgerAdjustmentRow;
    now: Date;
  },
) {
  await writeAudit(tx, {
    actorId: entry.admin.id,
    action: entry.action,
    target: { type: 'adjustment', id: entry.after.id },
    ...(entry.before ? { before: snapshot(entry.before) } : {}),
    after: snapshot(entry.after),
    ip: entry.admin.ip,
    at: entry.now,
  });
}
