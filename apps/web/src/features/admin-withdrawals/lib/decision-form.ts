import { WITHDRAWAL_DECISIONS, withdrawalDecisionSchema, type WithdrawalDecision } from '@app/contract';

/** The three decisions of the review (DESIGN 3) and how the screen names them. */
export type Decision = (typeof WITHDRAWAL_DECISIONS)[number];
export const DECISIONS = WITHDRAWAL_DECISIONS;

export const decisionCopy: Record<Decision, { button: string; confirm: string; tone: 'primary' | 'danger' }> =
  {
    APPROVED: { button: 'Approve', confirm: 'Confirm approval', tone: 'primary' },
    REJECTED: { button: 'Reject', confirm: 'Confirm rejection', tone: 'danger' },
    BLOCKED_COMPLIANCE: { button: 'Block (compliance)', confirm: 'Confirm block', tone: 'danger' },
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
