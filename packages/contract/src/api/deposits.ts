import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../endpoint';
import { amountInputSchema } from '../money';
import {
  DEPOSIT_LIST_FILTERS,
  depositAddressSchema,
  depositPeriodSchema,
  depositRefundSchema,
  depositSummarySchema,
  depositTransferSchema,
  idSchema,
  pageInfoSchema,
} from '../entities';
import { limitQuery, pageQuery, searchQuery } from './common';

/** Admin: the members' deposit addresses, what came to them on the chain and what it paid (issue 12). */
const tag = 'admin';

export const adminDeposits = defineEndpoint({
  method: 'GET',
  path: '/admin/deposits',
  access: 'admin',
  summary: 'Deposit addresses: received on the chain, credited, used by periods, credit and overpayments',
  tag,
  query: z.strictObject({
    page: pageQuery,
    limit: limitQuery(ADMIN_PAGE_SIZE),
    /** Name, e-mail, userId, deposit address, or a transfer's transaction hash. */
    search: searchQuery.optional(),
    /** received (default): addresses with a transfer; set-aside, waiting, overpaid; all addresses. */
    filter: z.enum(DEPOSIT_LIST_FILTERS).default('received'),
  }),
  data: z.object({
    summary: depositSummarySchema,
    addresses: z.array(depositAddressSchema),
    pagination: pageInfoSchema,
  }),
});

export const adminDepositAddress = defineEndpoint({
  method: 'GET',
  path: '/admin/deposits/:id',
  access: 'admin',
  summary: "One member's deposit address: its figures, paid periods and a page of its transfers",
  tag,
  params: z.strictObject({ id: idSchema }),
  query: z.strictObject({ page: pageQuery, limit: limitQuery(20) }),
  data: z.object({
    address: depositAddressSchema,
    periods: z.array(depositPeriodSchema),
    refunds: z.array(depositRefundSchema),
    transfers: z.array(depositTransferSchema),
    pagination: pageInfoSchema,
  }),
});

export const depositRefundMessages = {
  amount: 'Amount must be a USDT amount above 0 with at most 18 decimals',
  txHash: 'Transaction hash must be 0x followed by 64 hexadecimal characters',
} as const;

export const recordDepositRefund = defineEndpoint({
  method: 'POST',
  path: '/admin/deposits/:id/refunds',
  access: 'admin',
  summary: "Record a refund of a member's credit, sent back on the chain outside the product (audited)",
  tag,
  params: z.strictObject({ id: idSchema }),
  body: z.strictObject({
    /** USDT sent back; at most the member's credit (REFUND_EXCEEDS_CREDIT). */
    amount: amountInputSchema({
      min: '0.000000000000000001',
      places: 18,
      message: depositRefundMessages.amount,
    }),
    /** The refund's transaction; each is recorded once (REFUND_ALREADY_RECORDED). */
    txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, depositRefundMessages.txHash),
  }),
  data: depositAddressSchema,
});
