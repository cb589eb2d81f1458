import { z } from 'zod';
import { ADMIN_DEFAULT_SORT, ADMIN_PAGE_SIZE, WITHDRAWALS_FETCH_LIMIT } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  adminWithdrawalSchema,
  dateTimeSchema,
  payoutWalletSchema,
  reconciliationReportSchema,
  idSchema,
  userDetailWithdrawalsSchema,
  userRefSchema,
  withdrawalListStatisticsSchema,
  withdrawalPaginationSchema,
  withdrawalReviewSchema,
  withdrawalSchema,
  withdrawalStatusSchema,
} from '../entities';
import { otpSchema } from '../validation/otp';
import { withdrawalDecisionSchema } from '../validation/withdrawal-decision';
import { withdrawalPayloadSchema } from '../validation/withdrawal';
import { walletAddressPayloadSchema } from '../validation/wallet-address';
import { emptyBody, limitQuery, pageQuery, searchQuery, sortQuery } from './common';

/** Withdrawals: the one-time code, requests, the member's history and the admin review. */
const tag = 'withdrawals';

export const requestWithdrawalOtp = defineEndpoint({
  method: 'POST',
  path: '/otp/withdrawal/request',
  access: 'member',
  summary:
    'Email a new 6-digit code (replaces the previous one). Optional walletAddress (not in the spec): an address not ready in the address book is refused before any code is sent',
  tag,
  body: z.strictObject({ walletAddress: walletAddressPayloadSchema.optional() }),
  data: z.object({ expiresAt: dateTimeSchema }),
});

export const verifyWithdrawalOtp = defineEndpoint({
  method: 'POST',
  path: '/otp/withdrawal/verify',
  access: 'member',
  summary: 'Check the code; dead after 5 wrong tries',
  tag,
  body: z.strictObject({ otp: otpSchema }),
  data: z.object({ verified: z.literal(true), expiresAt: dateTimeSchema }),
});

export const withdrawalOtpStatus = defineEndpoint({
  method: 'GET',
  path: '/otp/withdrawal/status',
  access: 'member',
  summary: "The member's current code: whether one is live, verified, and tries left",
  tag,
  data: z.object({
    active: z.boolean(),
    verified: z.boolean(),
    expiresAt: dateTimeSchema.nullable(),
    attemptsLeft: z.number().int().min(0),
  }),
});

export const createWithdrawal = defineEndpoint({
  method: 'POST',
  path: '/withdrawals',
  access: 'member',
  summary: 'Request a withdrawal with the verified code; holds the amount',
  tag,
  body: withdrawalPayloadSchema,
  data: withdrawalSchema,
});

export const listWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/withdrawals',
  access: 'member',
  summary: "A page of the member's own withdrawals, newest first",
  tag,
  query: z.strictObject({
    page: pageQuery,
    limit: limitQuery(WITHDRAWALS_FETCH_LIMIT),
    status: withdrawalStatusSchema.optional(),
  }),
  data: z.object({ withdrawals: z.array(withdrawalSchema), pagination: withdrawalPaginationSchema }),
});

export const getWithdrawal = defineEndpoint({
  method: 'GET',
  path: '/withdrawals/:id',
  access: 'member',
  summary: "One of the member's own withdrawals",
  tag,
  params: z.strictObject({ id: idSchema }),
  data: withdrawalSchema,
});

const adminListQuery = {
  page: pageQuery,
  limit: limitQuery(ADMIN_PAGE_SIZE),
  search: searchQuery.optional(),
  sort: sortQuery(['createdAt', 'amount', 'status', 'processedAt'], ADMIN_DEFAULT_SORT),
  /** Either `status=PENDING` or, as the admin client sends nested filters, `filters[status]=PENDING`. */
  status: withdrawalStatusSchema.optional(),
  filters: z.strictObject({ status: withdrawalStatusSchema.optional() }).optional(),
};

export const adminWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/withdrawals/admin/all',
  access: 'admin',
  summary: 'A page of all withdrawals with statistics over every match',
  tag,
  query: z.strictObject(adminListQuery),
  data: z.object({
    withdrawals: z.array(adminWithdrawalSchema),
    pagination: withdrawalPaginationSchema,
    statistics: withdrawalListStatisticsSchema,
  }),
});

export const adminWithdrawal = defineEndpoint({
  method: 'GET',
  path: '/withdrawals/admin/:id',
  access: 'admin',
  summary: 'One withdrawal with what its review needs',
  tag,
  params: z.strictObject({ id: idSchema }),
  data: withdrawalReviewSchema,
});

export const adminUserWithdrawals = defineEndpoint({
  method: 'GET',
  path: '/withdrawals/admin/user/:userId',
  access: 'admin',
  summary: "A page of one user's withdrawals (`_id` or `userId`), shaped like the user detail's block",
  tag,
  params: z.strictObject({ userId: userRefSchema }),
  query: z.strictObject(adminListQuery),
  data: userDetailWithdrawalsSchema,
});

export const decideWithdrawal = defineEndpoint({
  method: 'PUT',
  path: '/withdrawals/:id',
  access: 'admin',
  summary: 'Approve (optional hash), reject or block (reason required) a pending withdrawal',
  tag,
  params: z.strictObject({ id: idSchema }),
  body: withdrawalDecisionSchema,
  data: adminWithdrawalSchema,
});

export const payoutHashMessages = {
  hash: 'Transaction hash must be 0x followed by 64 hex characters',
} as const;

export const submitPayoutHash = defineEndpoint({
  method: 'POST',
  path: '/withdrawals/admin/:id/payout-hash',
  access: 'admin',
  summary:
    'Give the hash of a payout an admin made from any wallet, for an APPROVED withdrawal awaiting payment or whose payout FAILED: checked on the chain (success, USDT, recipient, exact amount, once)',
  tag,
  params: z.strictObject({ id: idSchema }),
  body: z.strictObject({
    transactionHash: z
      .string()
      .trim()
      .regex(/^0x[0-9a-fA-F]{64}$/, payoutHashMessages.hash),
  }),
  data: adminWithdrawalSchema,
});

export const retryPayout = defineEndpoint({
  method: 'POST',
  path: '/withdrawals/admin/:id/payout-retry',
  access: 'admin',
  summary:
    'Send a FAILED payout again from the payout wallet (a new transaction: the failed one is mined and reverted, so it paid nothing)',
  tag,
  params: z.strictObject({ id: idSchema }),
  body: emptyBody,
  data: adminWithdrawalSchema,
});

export const payoutWallet = defineEndpoint({
  method: 'GET',
  path: '/admin/payout-wallet',
  access: 'admin',
  summary:
    'The payout wallet: its address, USDT and BNB (gas) against the alert thresholds, and what it sent in 24 hours',
  tag: 'admin',
  data: payoutWalletSchema,
});

export const reconciliation = defineEndpoint({
  method: 'GET',
  path: '/admin/reconciliation',
  access: 'admin',
  summary:
    'The last comparison of the ledger with the chain (payouts, the payout wallet, deposits) and its open mismatches',
  tag: 'admin',
  data: reconciliationReportSchema,
});

export const runReconciliation = defineEndpoint({
  method: 'POST',
  path: '/admin/reconciliation/run',
  access: 'admin',
  summary: 'Compare the ledger with the chain now (audited); new mismatches are e-mailed to the admins once',
  tag: 'admin',
  body: emptyBody,
  data: reconciliationReportSchema,
});
