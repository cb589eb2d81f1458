import { type DataOf, type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminWithdrawalKeys } from './admin-withdrawal-keys';
import { endpoints } from '@/lib/api-routes';

export type AdminWithdrawalsQuery = NonNullable<QueryOf<typeof endpoints.adminWithdrawals>>;
export type AdminWithdrawalsPage = DataOf<typeof endpoints.adminWithdrawals>;

/** GET /withdrawals/admin/all: a page of withdrawals with the list's statistics. */
export const adminWithdrawalsQueryOptions = (query: AdminWithdrawalsQuery) =>
  queryOptions({
    queryKey: adminWithdrawalKeys.list(query),
    queryFn: () => fetchOrThrow(endpoints.adminWithdrawals, { query }),
    placeholderData: keepPreviousData,
  });

export const useAdminWithdrawals = (query: AdminWithdrawalsQuery) =>
  useQuery(adminWithdrawalsQueryOptions(query));
