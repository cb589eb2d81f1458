import { type DataOf, type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminRewardKeys } from './admin-reward-keys';
import { endpoints } from '@/lib/api-routes';

export type AdminRewardsQuery = NonNullable<QueryOf<typeof endpoints.adminRewards>>;
export type AdminRewardsPage = DataOf<typeof endpoints.adminRewards>;

/** GET /rewards/admin/all: a page of rewards with the list's statistics. */
export const adminRewardsQueryOptions = (query: AdminRewardsQuery) =>
  queryOptions({
    queryKey: adminRewardKeys.list(query),
    queryFn: () => fetchOrThrow(endpoints.adminRewards, { query }),
    placeholderData: keepPreviousData,
  });

export const useAdminRewards = (query: AdminRewardsQuery) => useQuery(adminRewardsQueryOptions(query));
