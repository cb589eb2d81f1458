import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { treeKeys } from './referral-tree';
import { endpoints } from '@/lib/api-routes';

/** GET /users/referral-tree/growth: who joined the member's network per UTC month, and its size. */
export const networkGrowthQueryOptions = (months: number) =>
  queryOptions({
    queryKey: treeKeys.growth(months),
    queryFn: () => fetchOrThrow(endpoints.referralTreeGrowth, { query: { months } }),
  });

export const useNetworkGrowth = (months: number) => useQuery(networkGrowthQueryOptions(months));
