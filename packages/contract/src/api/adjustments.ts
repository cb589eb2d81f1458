import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ADJUSTMENT_DIRECTIONS, idSchema, ledgerAdjustmentSchema, memberAdjustmentSchema } from '../entities';
import { amountInputSchema } from '../money';
import { emptyBody } from './common';

/** Ledger adjustments (issue 15): an admin's credit or debit of a member's balance, with a reason. */
const tag = 'admin';

export const adjustmentMessages = {
  amount: 'Amount must be a USDT amount above 0 with at most 8 decimals',
  reasonRequired: 'A reason is required',
  direction: 'Choose credit or debit',
} as const;

const reason = z.string().trim().min(1, adjustmentMessages.reasonRequired).max(500);

export const userAdjustments = defineEndpoint({
  method: 'GET',
  path: '/users/admin/:id/adjustments',
  access: 'admin',
  summary: "A member's ledger adjustments (applied, waiting for a second admin, rejected), newest first",
  tag,
  params: z.strictObject({ id: idSchema }),
  data: z.object({ adjustments: z.array(ledgerAdjustmentSchema) }),
});

export const createAdjustment = defineEndpoint({
  method: 'POST',
  path: '/users/admin/:id/adjustments',
  access: 'admin',
  summary:
    "Credit or debit a member's balance with a reason (audited); above the four-eyes amount it waits for a second admin; a debit never exceeds the available balance",
  tag,
  params: z.strictObject({ id: idSchema }),
  body: z.strictObject({
    direction: z.enum(ADJUSTMENT_DIRECTIONS, { message: adjustmentMessages.direction }),
    amount: amountInputSchema({ min: '0.00000001', places: 8, message: adjustmentMessages.amount }),
    reason,
  }),
  data: ledgerAdjustmentSchema,
});

export const approveAdjustment = defineEndpoint({
  method: 'POST',
  path: '/admin/adjustments/:id/approve',
  access: 'admin',
  summary:
    'The second approval of an adjustment above the four-eyes amount, by a different admin: applied (audited)',
  tag,
  params: z.strictObject({ id: idSchema }),
  body: emptyBody,
  data: ledgerAdjustmentSchema,
});

export const rejectAdjustment = defineEndpoint({
  method: 'POST',
  path: '/admin/adjustments/:id/reject',
  access: 'admin',
  summary: 'Refuse an adjustment waiting for a second approval, with a reason: nothing moves (audited)',
  tag,
  params: z.strictObject({ id: idSchema }),
  body: z.strictObject({ reason }),
  data: ledgerAdjustmentSchema,
});

export const myAdjustments = defineEndpoint({
  method: 'GET',
  path: '/rewards/adjustments',
  access: 'member',
  summary: "The member's applied balance adjustments, newest first (shown as 'Adjustment')",
  tag: 'rewards',
  data: z.object({ adjustments: z.array(memberAdjustmentSchema) }),
});
