import { z } from 'zod';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

export const withdrawalDecisionMessages = {
  reasonRequired: 'A reason is required to reject or block a withdrawal',
  invalidHash: 'Transaction hash must be 0x followed by 64 hex characters',
  hashBeforeSecondApproval:
    'Pay only after the second approval: this withdrawal is above the four-eyes amount and has no approval yet',
} as const;

const NEEDS_REASON: readonly string[] = ['REJECTED', 'BLOCKED_COMPLIANCE'];

/**
 * `PUT /withdrawals/:id` (admin section 4). Any status text is accepted here so that the handler
 * answers INVALID_STATUS for PENDING or an unknown one; REJECTED and BLOCKED_COMPLIANCE need a
 * reason.
 */
export const withdrawalDecisionSchema = z
  .strictObject({
    /** A decision: APPROVED, REJECTED or BLOCKED_COMPLIANCE (`WithdrawalStatus`). */
    status: z.string().trim().min(1).max(40),
    reason: z.string().trim().max(500).optional(),
    /** An empty field counts as no hash. */
    transactionHash: z
      .string()
      .trim()
      .refine((v) => v === '' || TRANSACTION_HASH.test(v), withdrawalDecisionMessages.invalidHash)
      .transform((v) => v || undefined)
      .optional(),
  })
  .refine((v) => !NEEDS_REASON.includes(v.status) || (v.reason ?? '') !== '', {
    message: withdrawalDecisionMessages.reasonRequired,
    path: ['reason'],
  });
export type WithdrawalDecision = z.input<typeof withdrawalDecisionSchema>;
