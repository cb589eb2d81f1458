import { z } from 'zod';
import { ADMIN_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../endpoint';
import {
  DEPOSIT_LIST_FILTERS,
  depositAddressSchema,
  depositPeriodSchema,
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
    transfers: z.array(depositTransferSchema),
    pagination: pageInfoSchema,
  }),
});
