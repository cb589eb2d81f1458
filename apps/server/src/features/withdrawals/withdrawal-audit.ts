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
  payoutStatus: w.payoutStatus,
  payoutMethod: w.payoutMethod,
  firstApprovedById: w.firstApprovedById,
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
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ip: entry.admin.ip,
    at: entry.now,
  });
}

/** Four eyes: the first of two approvals, in its own transaction (issue 15). */
export async function recordFirstApproval(
  tx: Tx,
  entry: { admin: { id: string; ip: string | null }; before: WithdrawalRow; after: WithdrawalRow; now: Date },
) {
  await writeAudit(tx, {
    actorId: entry.admin.id,
    action: 'withdrawal.approve.first',
    target: { type: 'withdrawal', id: entry.after.id },
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ip: entry.admin.ip,
    at: entry.now,
  });
}

/** A payout action of an admin (a hash given later, a retry), audited like the decisions. */
export async function recordPayoutAction(
  tx: Tx,
  entry: {
    admin: { id: string; ip: string | null };
    action: 'withdrawal.payout.hash' | 'withdrawal.payout.retry';
    before: WithdrawalRow;
    after: WithdrawalRow;
    now: Date;
  },
) {
  await writeAudit(tx, {
    actorId: entry.admin.id,
    action: entry.action,
    target: { type: 'withdrawal', id: entry.after.id },
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ip: entry.admin.ip,
    at: entry.now,
  });
}
