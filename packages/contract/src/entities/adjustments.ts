import { z } from 'zod';
import { moneySchema } from '../money';
import { dateTimeSchema, idSchema } from './common';

export const ADJUSTMENT_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;
export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;

const adminRef = z.object({ firstName: z.string(), lastName: z.string(), userId: z.string() });

/**
 * A ledger adjustment (issue 15): an admin's credit or debit of a member's balance, with its
 * reason. APPLIED: on the ledger; PENDING: above the four-eyes amount, waiting for a second admin;
 * REJECTED: the second admin refused it (nothing moved).
 */
export const ledgerAdjustmentSchema = z.object({
  _id: idSchema,
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: moneySchema,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: adminRef,
  requestedAt: dateTimeSchema,
  /** Who applied (the requester, or the second admin) or rejected it, and when. */
  decidedBy: adminRef.nullable(),
  decidedAt: dateTimeSchema.nullable(),
  rejectionReason: z.string().nullable(),
});
export type LedgerAdjustment = z.infer<typeof ledgerAdjustmentSchema>;

/** An applied adjustment as the member's history shows it ('Adjustment'; the reason is the admins'). */
export const memberAdjustmentSchema = z.object({
  _id: idSchema,
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: moneySchema,
  createdAt: dateTimeSchema,
});
export type MemberAdjustment = z.infer<typeof memberAdjustmentSchema>;
