import type { Tx } from '../../infra/db/client';
import { writeAudit } from '../audit';
import type { WithdrawalRow } from './withdrawals.tables';

const ACTIONS = {
  APPROVED: 'withdrawal.approve',
  REJECTED: 'withdrawal.reject',
  BLOCKED_COMPLIANCE: 'withdrawal.block',
  PENDING: 'withdrawal.update',
} as const;

const snapshot = (w: WithdrawalRow) => ({
  status: w.status,
  amount: w.amount,
  asset: w.asset,
  walletAddress: w.walletAddress,
  reason: w.reason,
  transactionHash: w.transactionHash,
  processedAt: w.processedAt,
});

/** A review decision in the audit log, in the decision's own transaction: who, what, before, after. */
export async function recordWithdrawalDecision(
  tx: Tx,
  entry: { admin: { id: string; ip: string | null }; before: WithdrawalRow; after: WithdrawalRow; now: Date },
) {
  await writeAudit(tx, {
    actorId: entry.admin.id,
    action: ACTIONS[entry.after.status],
    target: { type: 'withdrawal', id: entry.after.id },
    targetUser: { id: entry.after.userId },
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ip: entry.admin.ip,
    at: entry.now,
  });
}
