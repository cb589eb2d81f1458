import { WITHDRAWAL_DECISIONS, withdrawalDecisionSchema, type WithdrawalDecision } from '@app/contract';

/**
 * The three decisions of the review (DESIGN 3) and their tone; the screen names them with the
 * admin catalogue's `review.decisions.<DECISION>` (button, confirm).
 */
export type Decision = (typeof WITHDRAWAL_DECISIONS)[number];
export const DECISIONS = WITHDRAWAL_DECISIONS;

export const decisionCopy: Record<Decision, { tone: 'primary' | 'danger' }> = {
  APPROVED: { tone: 'primary' },
  REJECTED: { tone: 'danger' },
  BLOCKED_COMPLIANCE: { tone: 'danger' },
};

/** A reason is required to reject or block; approval takes an optional transaction hash. */
export const needsReason = (decision: Decision) => decision !== 'APPROVED';

export interface DecisionValues {
  reason: string;
  transactionHash: string;
}

/** What is sent: empty fields are left out; the hash only with an approval. */
export const decisionBody = (decision: Decision, values: DecisionValues): WithdrawalDecision => {
  const reason = values.reason.trim();
  const hash = values.transactionHash.trim();
  return {
    status: decision,
    ...(reason ? { reason } : {}),
    ...(decision === 'APPROVED' && hash ? { transactionHash: hash } : {}),
  };
};

/** The contract's own rules on the form (the server checks the same): errors by field. */
export const decisionErrors = (decision: Decision, values: DecisionValues): Record<string, string> => {
  const parsed = withdrawalDecisionSchema.safeParse(decisionBody(decision, values));
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]),
  );
};
