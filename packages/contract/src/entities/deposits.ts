import { z } from 'zod';
import { countSchema, tokenAmountSchema } from '../money';
import { dateTimeSchema, idSchema, userStatusSchema } from './common';

/**
 * A stored transfer to a deposit address: WAITING (stored, not credited yet: confirmations still
 * to come, or the next watcher pass), CREDITED, SET_ASIDE (crediting failed; tried again by
 * itself) or DROPPED (its block was reorganised away; never credited).
 */
export const DEPOSIT_TRANSFER_STATES = ['WAITING', 'CREDITED', 'SET_ASIDE', 'DROPPED'] as const;
export type DepositTransferState = (typeof DEPOSIT_TRANSFER_STATES)[number];
export const depositTransferStateSchema = z.enum(DEPOSIT_TRANSFER_STATES);

/** Which member addresses the admin deposits list shows. */
export const DEPOSIT_LIST_FILTERS = ['received', 'set-aside', 'waiting', 'overpaid', 'all'] as const;
export type DepositListFilter = (typeof DEPOSIT_LIST_FILTERS)[number];

const transferCountsSchema = z.object({
  waiting: countSchema,
  credited: countSchema,
  setAside: countSchema,
  dropped: countSchema,
});

/** USDT amounts are exact decimal text (tokenAmountSchema): a dust transfer shows as itself. */
const depositFiguresSchema = z.object({
  /** On the chain: every transfer stored for the address and not dropped (waiting, credited, set aside). */
  received: tokenAmountSchema,
  /** Counted for the member. */
  credited: tokenAmountSchema,
  /** What the member's paid periods cost. */
  usedByPeriods: tokenAmountSchema,
  /** Sent back to the member by an admin (recorded refunds). */
  refunded: tokenAmountSchema,
  /** Credited minus used minus refunded: kept for the next periods. */
  credit: tokenAmountSchema,
  /** Credit held back by the cap on periods paid ahead: the admin refunds it or keeps it. */
  overpayment: tokenAmountSchema,
  transfers: transferCountsSchema,
});

/** One member's deposit address and what came to it. */
export const depositAddressSchema = depositFiguresSchema.extend({
  /** The member's users.id. */
  _id: idSchema,
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: userStatusSchema,
  walletAddress: z.string(),
  /** When the newest transfer was first seen; null without any. */
  lastTransferAt: dateTimeSchema.nullable(),
  /** While credit is held back: when it is next looked at (a period ends, or the hourly look). */
  creditRecheckAt: dateTimeSchema.nullable(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

/** Totals over every deposit address. */
export const depositSummarySchema = depositFiguresSchema.extend({
  /** Addresses that received at least one transfer. */
  addresses: countSchema,
  /** Members whose credit the cap holds back. */
  overpaidMembers: countSchema,
});
export type DepositSummary = z.infer<typeof depositSummarySchema>;

export const depositTransferSchema = z.object({
  _id: idSchema,
  txHash: z.string(),
  logIndex: countSchema,
  blockNumber: countSchema,
  fromAddress: z.string(),
  amount: tokenAmountSchema,
  state: depositTransferStateSchema,
  /** When the watcher or a refresh first stored it. */
  seenAt: dateTimeSchema,
  creditedAt: dateTimeSchema.nullable(),
  droppedAt: dateTimeSchema.nullable(),
  /** When its crediting first failed (kept once credited later). */
  setAsideAt: dateTimeSchema.nullable(),
  /** What the last failed crediting said. */
  error: z.string().nullable(),
  attempts: countSchema,
  /** SET_ASIDE only: not tried again before this time. */
  nextAttemptAt: dateTimeSchema.nullable(),
});
export type DepositTransfer = z.infer<typeof depositTransferSchema>;

export const depositPeriodSchema = z.object({
  periodNumber: countSchema,
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  paidAt: dateTimeSchema,
  /** The fee it cost, in USDT. */
  amount: tokenAmountSchema,
});
export type DepositPeriod = z.infer<typeof depositPeriodSchema>;

/** A refund an admin recorded: credit sent back to the member outside the product. */
export const depositRefundSchema = z.object({
  _id: idSchema,
  amount: tokenAmountSchema,
  txHash: z.string(),
  /** The admin who recorded it (null once their account is gone). */
  recordedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  createdAt: dateTimeSchema,
});
export type DepositRefund = z.infer<typeof depositRefundSchema>;
