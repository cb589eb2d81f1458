import { z } from 'zod';
import { PAYOUT_METHODS, PAYOUT_STATUSES } from '../constants';
import { countSchema, moneySchema } from '../money';
import { dateTimeSchema, idSchema, personSchema, userStatusSchema, withdrawalStatusSchema } from './common';
import { detailBlockPaginationSchema } from './pagination';
import { rewardStatsSchema } from './rewards';

/** A member's own withdrawal (member section 3). */
export const withdrawalSchema = z.object({
  _id: idSchema,
  amount: moneySchema,
  walletAddress: z.string(),
  asset: z.string(),
  status: withdrawalStatusSchema,
  /** Why it was rejected or blocked. */
  reason: z.string().nullable(),
  requestedAt: dateTimeSchema,
  processedAt: dateTimeSchema.nullable(),
  transactionHash: z.string().nullable(),
  /**
   * The payout of an APPROVED withdrawal (issue 15): AWAITING_PAYMENT, BROADCAST, CONFIRMED (the
   * amount left the balance) or FAILED (still held); null before approval and when not approved.
   */
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  /** Why the payout FAILED, in words. */
  payoutFailure: z.string().nullable(),
  /** When the payout was CONFIRMED on the chain. */
  payoutConfirmedAt: dateTimeSchema.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** An admin's approval of a withdrawal above the four-eyes amount, waiting for a second one. */
export const firstApprovalSchema = z.object({
  admin: z.object({ firstName: z.string(), lastName: z.string(), userId: z.string() }),
  at: dateTimeSchema,
});

/** A withdrawal as the admin screens read it: with its member and how it is paid. */
export const adminWithdrawalSchema = withdrawalSchema.extend({
  user: personSchema,
  /** MANUAL (an admin pays and gives the hash) or WALLET (the payout wallet sends it); null before approval. */
  payoutMethod: z.enum(PAYOUT_METHODS).nullable(),
  /** What the payout waits for, when it waits (a limit that sent it to manual payout, funds, ...). */
  payoutNote: z.string().nullable(),
  /** Above the four-eyes amount: the first approval, while a second administrator's is awaited. */
  firstApproval: firstApprovalSchema.nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** `statistics` of the admin withdrawals list, over every matching withdrawal. */
export const withdrawalListStatisticsSchema = z.object({
  total: countSchema,
  pending: countSchema,
  approved: countSchema,
  rejected: countSchema,
  blocked: countSchema,
  totalApprovedAmount: moneySchema,
  totalPendingAmount: moneySchema,
});

/** The withdrawals block of the admin user detail. */
export const userDetailWithdrawalsSchema = z.object({
  data: z.array(adminWithdrawalSchema),
  statistics: z.object({
    total: countSchema,
    totalRequestedAmount: moneySchema,
    totalApprovedAmount: moneySchema,
    totalPendingAmount: moneySchema,
  }),
  pagination: detailBlockPaginationSchema,
});

/**
 * `GET /withdrawals/admin/:id`: the withdrawal plus what the review screen (ours to design, issue 6)
 * shows beside it: the member's account, earlier withdrawals and signals worth a second look.
 */
export const withdrawalReviewSchema = adminWithdrawalSchema.extend({
  account: z.object({
    _id: idSchema,
    userId: z.string(),
    status: userStatusSchema,
    isEmailVerified: z.boolean(),
    bingXUID: z.string().nullish(),
    joinedAt: dateTimeSchema,
    passwordChangedAt: dateTimeSchema.nullable(),
    balance: rewardStatsSchema,
  }),
  previousWithdrawals: z.array(withdrawalSchema),
  signals: z.object({
    /** The address is in another member's withdrawal. */
    addressUsedByAnotherMember: z.boolean(),
    /** The password changed or was reset in the last days. */
    recentPasswordChange: z.boolean(),
    firstWithdrawal: z.boolean(),
    /** Above the member's usual amount (their earlier approved withdrawals). */
    aboveUsualAmount: z.boolean(),
  }),
});
export type WithdrawalReview = z.infer<typeof withdrawalReviewSchema>;

/** `GET /admin/payout-wallet`: the payout wallet's funds and limits (issue 15). */
export const payoutWalletSchema = z.object({
  /** Whether a payout wallet is configured (PAYOUT_PRIVATE_KEY or PAYOUT_KEYSTORE). */
  configured: z.boolean(),
  address: z.string().nullable(),
  /** Balances read from the chain now; null when the node could not be read (see `error`). */
  usdt: moneySchema.nullable(),
  bnb: moneySchema.nullable(),
  minUsdt: moneySchema,
  minBnb: moneySchema,
  lowUsdt: z.boolean(),
  lowBnb: z.boolean(),
  /** What the wallet signed in the last 24 hours, and its limits. */
  sentLast24h: moneySchema,
  maxPerDay: moneySchema,
  maxPerWithdrawal: moneySchema,
  error: z.string().nullable(),
});
export type PayoutWalletStatus = z.infer<typeof payoutWalletSchema>;

/** `GET /admin/reconciliation`: the last comparison of the ledger with the chain and what it found (issue 15). */
export const reconciliationReportSchema = z.object({
  lastRun: z
    .object({
      startedAt: dateTimeSchema,
      finishedAt: dateTimeSchema.nullable(),
      /** Blocks compared (decimal text). */
      fromBlock: z.string().nullable(),
      toBlock: z.string().nullable(),
      /** How many of each were compared: confirmedPayouts, walletTransfers, creditedDeposits, depositTransfers. */
      checked: z.record(z.string(), countSchema),
      findings: countSchema.nullable(),
      /** Why the run could not finish (the chain node could not be read, ...). */
      error: z.string().nullable(),
    })
    .nullable(),
  /** The open mismatches, newest first. */
  findings: z.array(
    z.object({
      key: z.string(),
      kind: z.string(),
      description: z.string(),
      txHash: z.string().nullable(),
      withdrawalId: z.string().nullable(),
      userId: z.string().nullable(),
      address: z.string().nullable(),
      detail: z.string(),
      firstSeenAt: dateTimeSchema,
      lastSeenAt: dateTimeSchema,
    }),
  ),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
