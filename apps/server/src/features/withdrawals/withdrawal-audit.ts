import { normalizeDecimal } from '@app/contract';
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
  payoutNote: w.payoutNote,
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
    targetUser: { id: entry.after.userId },
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

/** Which of the payout wallet's limits sent a payout to manual payout. */
export interface PayoutLimitHit {
  limit: 'PER_WITHDRAWAL' | 'PER_DAY';
  /** The setting's value (USDT) at that moment. */
  max: string;
  /** PER_DAY: what the wallet had sent in the 24 hours before. */
  sentLast24h?: string;
}

/**
 * The platform's own decision that the payout wallet will not pay a withdrawal (issue 15): its
 * limits sent it to manual payout, at the approval or when the wallet was about to sign. No admin
 * made it (actor null); the audit log keeps which limit, its value and the amount, in the
 * transaction that made the payout MANUAL.
 */
export async function recordManualFallback(
  tx: Tx,
  entry: { withdrawal: WithdrawalRow; hit: PayoutLimitHit; at: 'approval' | 'signing'; now: Date },
) {
  const { withdrawal: w, hit } = entry;
  await writeAudit(tx, {
    actorId: null,
    action: 'withdrawal.payout.manual-fallback',
    target: { type: 'withdrawal', id: w.id },
    before: { payoutMethod: 'WALLET' },
    after: {
      payoutMethod: 'MANUAL',
      payoutStatus: w.payoutStatus,
      amount: normalizeDecimal(w.amount),
      limit: hit.limit,
      max: hit.max,
      ...(hit.sentLast24h !== undefined ? { sentLast24h: hit.sentLast24h } : {}),
      at: entry.at,
      payoutNote: w.payoutNote,
    },
    at: entry.now,
  });
}

/** The note a payout sent to manual payout by a limit carries (the review screen shows it). */
export const manualFallbackNote = (hit: PayoutLimitHit) =>
  hit.limit === 'PER_WITHDRAWAL'
    ? `Manual payout: above the payout wallet's limit per withdrawal (${hit.max} USDT).`
    : `Manual payout: above the payout wallet's limit per 24 hours (${hit.max} USDT, ${hit.sentLast24h ?? '0'} sent).`;
