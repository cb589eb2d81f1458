import { z } from 'zod';
import { countSchema, moneySchema } from '../money';
import { dateTimeSchema, idSchema } from './common';

export const CYCLE_SOURCES = ['CSV', 'EXCHANGE'] as const;
export const CYCLE_STATUSES = ['RUNNING', 'COMPLETED', 'FAILED'] as const;

/**
 * A DOWNLINE distribution cycle and its report (issue 5): numbered, all-or-nothing, idempotent;
 * unknown UIDs and rejected rows carry their line numbers; `progress` moves while it runs.
 */
export const rewardCycleSchema = z.object({
  _id: idSchema,
  cycle: countSchema,
  period: z.string(),
  source: z.enum(CYCLE_SOURCES),
  status: z.enum(CYCLE_STATUSES),
  progress: z.object({
    processedRows: countSchema,
    totalRows: countSchema,
    /** What the run is doing: VALIDATING, STAGING, RESOLVING, PAYING, COMPLETED or FAILED. */
    phase: z.string().optional(),
  }),
  totals: z.object({
    /** Data rows read (header and blank lines not counted). */
    totalRows: countSchema.optional(),
    paidRows: countSchema,
    /** Exact counts; `unknownUids` and `rejectedRows` list at most the first 1000 of each. */
    unknownCount: countSchema.optional(),
    rejectedCount: countSchema.optional(),
    rewardsCreated: countSchema,
    totalMasterAmount: moneySchema,
    totalRewardAmount: moneySchema,
  }),
  unknownUids: z.array(z.object({ line: countSchema, uid: z.string() })),
  rejectedRows: z.array(z.object({ line: countSchema, reason: z.string() })),
  /** Set when a FAILED cycle says why. */
  error: z.string().nullable(),
  createdAt: dateTimeSchema,
  completedAt: dateTimeSchema.nullable(),
});
export type RewardCycle = z.infer<typeof rewardCycleSchema>;
