import { z } from 'zod';
import { errorCodeSchema } from '../envelope';
import { countSchema, moneySchema } from '../money';
import { cycleDaySchema } from '../validation/cycle-period';
import { dateTimeSchema, idSchema } from './common';

export const CYCLE_SOURCES = ['CSV', 'EXCHANGE'] as const;
/**
 * What happened to a cycle's money: RUNNING (nothing paid yet), PAID (the paying transaction
 * committed; whatever fails afterwards is a `warning` beside it), FAILED (nothing was paid).
 */
export const CYCLE_STATUSES = ['RUNNING', 'PAID', 'FAILED'] as const;
export type CycleStatus = (typeof CYCLE_STATUSES)[number];

const lineUidSchema = z.object({ line: countSchema, uid: z.string() });
const lineReasonSchema = z.object({ line: countSchema, reason: z.string() });

/** A row whose UID was already paid for some of the period's days, by an earlier cycle. */
export const alreadyPaidRowSchema = z.object({
  line: countSchema,
  uid: z.string(),
  /** The earlier cycle's number. */
  cycle: countSchema,
  /** The days both periods cover (YYYY-MM-DD, both included). */
  from: cycleDaySchema,
  to: cycleDaySchema,
});
export type AlreadyPaidRow = z.infer<typeof alreadyPaidRowSchema>;

/**
 * A DOWNLINE distribution cycle and its report (issues 5 and 20): it pays the days
 * `periodStart`-`periodEnd` (`period` is a display name only); numbered, all-or-nothing; unknown
 * UIDs, rejected rows and rows already paid for these days carry their line numbers; `progress`
 * moves while it runs.
 */
export const rewardCycleSchema = z.object({
  _id: idSchema,
  cycle: countSchema,
  /** Display name (the admin's label, or the period's days). */
  period: z.string(),
  periodStart: cycleDaySchema,
  periodEnd: cycleDaySchema,
  /** SHA-256 of the accepted rows: the same data is imported once. */
  contentHash: z.string(),
  source: z.enum(CYCLE_SOURCES),
  status: z.enum(CYCLE_STATUSES),
  progress: z.object({
    processedRows: countSchema,
    totalRows: countSchema,
    /** What the run is doing: VALIDATING, STAGING, RESOLVING, PAYING, RECORDING, PAID or FAILED. */
    phase: z.string().optional(),
    /** What the phase is doing now (issue 16): computing rewards, writing ledger entries, ... */
    step: z.string().optional(),
    /** Rows that step has done so far: rewards computed, ledger entries and events written. */
    stepRows: countSchema.optional(),
  }),
  totals: z.object({
    /** Data rows read (header and blank lines not counted). */
    totalRows: countSchema.optional(),
    paidRows: countSchema,
    /** Exact counts; the lists below hold at most the first 1000 of each. */
    unknownCount: countSchema.optional(),
    rejectedCount: countSchema.optional(),
    alreadyPaidCount: countSchema.optional(),
    rewardsCreated: countSchema,
    totalMasterAmount: moneySchema,
    totalRewardAmount: moneySchema,
  }),
  unknownUids: z.array(lineUidSchema),
  rejectedRows: z.array(lineReasonSchema),
  alreadyPaidRows: z.array(alreadyPaidRowSchema),
  /** Why a FAILED cycle paid nothing, in words; `errorCode` is its catalogue code. */
  error: z.string().nullable(),
  errorCode: errorCodeSchema.nullable(),
  /** A PAID cycle whose follow-up (progress, releases) failed after the money was paid. */
  warning: z.string().nullable(),
  createdAt: dateTimeSchema,
  completedAt: dateTimeSchema.nullable(),
});
export type RewardCycle = z.infer<typeof rewardCycleSchema>;

/**
 * What an import would do, computed without paying (`POST /rewards/admin/cycles/preview`): the
 * admin confirms it before the cycle runs.
 */
export const cyclePreviewSchema = z.object({
  periodStart: cycleDaySchema,
  periodEnd: cycleDaySchema,
  contentHash: z.string(),
  /** The cycle that already paid this very data, if any: importing it again is refused. */
  alreadyImported: z.object({ _id: idSchema, cycle: countSchema }).nullable(),
  totalRows: countSchema,
  /** Rows that would be paid (members found, eligible, not paid for these days yet). */
  rowsToPay: countSchema,
  alreadyPaidCount: countSchema,
  alreadyPaidRows: z.array(alreadyPaidRowSchema),
  unknownCount: countSchema,
  unknownUids: z.array(lineUidSchema),
  rejectedCount: countSchema,
  rejectedRows: z.array(lineReasonSchema),
  /** Rewards per upline level of the rows to pay. */
  levels: z.array(z.object({ level: countSchema, rewards: countSchema, amount: moneySchema })),
  totalMasterAmount: moneySchema,
  totalRewardAmount: moneySchema,
});
export type CyclePreview = z.infer<typeof cyclePreviewSchema>;
