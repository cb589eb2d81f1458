import { type DataOf, type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminDepositKeys } from './admin-deposit-keys';
import { endpoints } from '@/lib/api-routes';

export type AdminDepositsQuery = NonNullable<QueryOf<typeof endpoints.adminDeposits>>;
export type AdminDepositsPage = DataOf<typeof endpoints.adminDeposits>;

/** GET /admin/deposits: a page of deposit addresses with the totals. */
export const adminDepositsQueryOptions = (query: AdminDepositsQuery) =>
  queryOptions({
    queryKey: adminDepositKeys.list(query),
    queryFn: () => fetchOrThrow(endpoints.adminDeposits, { query }),
    placeholderData: keepPreviousData,
  });

export const useAdminDeposits = (query: AdminDepositsQuery) => useQuery(adminDepositsQueryOptions(query));
