import { z } from 'zod';
import { countSchema } from '../money';

/**
 * Every list of the spec names its paging fields differently; each shape keeps its list's names.
 */

/** Member rewards (`GET /rewards/user`) and the admin rewards list. */
export const rewardPaginationSchema = z.object({
  currentPage: countSchema,
  totalPages: countSchema,
  totalRecords: countSchema,
  limit: countSchema,
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});

/** Referral history (`GET /users/referrals/history`) and lazily loaded tree children. */
export const referralPaginationSchema = z.object({
  currentPage: countSchema,
  totalPages: countSchema,
  totalRecords: countSchema,
  limit: countSchema,
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});

/** Admin users list (`GET /users/admin/all`). */
export const userListPaginationSchema = z.object({
  currentPage: countSchema,
  totalPages: countSchema,
  totalUsers: countSchema,
  limit: countSchema,
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});

/** Withdrawal lists (admin `GET /withdrawals/admin/all`, member `GET /withdrawals`). */
export const withdrawalPaginationSchema = z.object({
  currentPage: countSchema,
  totalPages: countSchema,
  totalRecords: countSchema,
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
  limit: countSchema,
  resultsCount: countSchema,
});

/** The rewards and withdrawals blocks inside the admin user detail: the spec reads `totalPages`. */
export const detailBlockPaginationSchema = z.object({
  totalPages: countSchema,
  currentPage: countSchema.optional(),
});

/** Lists the spec does not describe (tree children, cycles, audit log) use this shape. */
export const pageInfoSchema = referralPaginationSchema;
