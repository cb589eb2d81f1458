import { z } from 'zod';
import { withdrawalStatusSchema } from '../entities/common';

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

export const withdrawalDecisionMessages = {
  reasonRequired: 'A reason is required to reject or block a withdrawal',
  invalidHash: 'Transaction hash must be 0x followed by 64 hex characters',
} as const;

/**
 * `PUT /withdrawals/:id` (admin section 4). Any withdrawal status is accepted here so that the
 * handler can answer INVALID_STATUS for PENDING; REJECTED and BLOCKED_COMPLIANCE need a reason.
 */
export const withdrawalDecisionSchema = z
  .strictObject({
    status: withdrawalStatusSchema,
    reason: z.string().trim().max(500).optional(),
    /** An empty field counts as no hash. */
    transactionHash: z
      .string()
      .trim()
      .refine((v) => v === '' || TRANSACTION_HASH.test(v), withdrawalDecisionMessages.invalidHash)
      .transform((v) => v || undefined)
      .optional(),
  })
  .refine((v) => v.status === 'APPROVED' || v.status === 'PENDING' || (v.reason ?? '') !== '', {
    message: withdrawalDecisionMessages.reasonRequired,
    path: ['reason'],
  });
export type WithdrawalDecision = z.input<typeof withdrawalDecisionSchema>;
