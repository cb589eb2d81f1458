import { z } from 'zod';
import type { Access } from '../endpoint';
import { adminUsers, securityEvents } from './admin';
import { adminRewards, userRewards } from './rewards';
import { adminWithdrawals, listWithdrawals } from './withdrawals';

/**
 * CSV downloads: the same filters as their list (without paging), answered as `text/csv`
 * streamed row by row instead of the envelope (failures still come in the envelope). They are
 * not in `endpoints` because their answer is not JSON; the server registers them from here.
 */
export interface CsvExport<Q extends z.ZodObject = z.ZodObject> {
  method: 'GET';
  path: string;
  access: Access;
  summary: string;
  tag: string;
  query: Q;
  /** The file name's stem: `users` -> `users-2025-01-31.csv`. */
  fileName: string;
}

export const defineCsvExport = <const E extends CsvExport>(e: E): E => e;

const withoutPaging = <S extends z.ZodRawShape>(shape: S) => {
  const { page: _page, limit: _limit, ...rest } = shape;
  return z.strictObject(rest as Omit<S, 'page' | 'limit'>);
};

export const csvExports = {
  adminUsers: defineCsvExport({
    method: 'GET',
    path: '/users/admin/export.csv',
    access: 'admin',
    summary: 'Every user matching the users-list filters, as CSV',
    tag: 'admin',
    query: withoutPaging(adminUsers.query.shape),
    fileName: 'users',
  }),
  adminRewards: defineCsvExport({
    method: 'GET',
    path: '/rewards/admin/export.csv',
    access: 'admin',
    summary: 'Every reward matching the rewards-list filters, as CSV',
    tag: 'rewards',
    query: withoutPaging(adminRewards.query.shape),
    fileName: 'rewards',
  }),
  adminWithdrawals: defineCsvExport({
    method: 'GET',
    path: '/withdrawals/admin/export.csv',
    access: 'admin',
    summary: 'Every withdrawal matching the withdrawals-list filters, as CSV',
    tag: 'withdrawals',
    query: withoutPaging(adminWithdrawals.query.shape),
    fileName: 'withdrawals',
  }),
  adminSecurityEvents: defineCsvExport({
    method: 'GET',
    path: '/admin/security-events/export.csv',
    access: 'admin',
    summary: 'Every security event matching the security-events filters, as CSV',
    tag: 'admin',
    query: withoutPaging(securityEvents.query.shape),
    fileName: 'security-events',
  }),
  userRewards: defineCsvExport({
    method: 'GET',
    path: '/rewards/user/export.csv',
    access: 'member',
    summary: "The member's own rewards with the rewards-page filters, as CSV",
    tag: 'rewards',
    query: withoutPaging(userRewards.query.shape),
    fileName: 'my-rewards',
  }),
  userWithdrawals: defineCsvExport({
    method: 'GET',
    path: '/withdrawals/export.csv',
    access: 'member',
    summary: "The member's own withdrawals, as CSV",
    tag: 'withdrawals',
    query: withoutPaging(listWithdrawals.query.shape),
    fileName: 'my-withdrawals',
  }),
};
export type CsvExportName = keyof typeof csvExports;
