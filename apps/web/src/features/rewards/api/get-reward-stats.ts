import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /rewards/stats/{userId}: the member's balances and income breakdown. */
export const rewardStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: rewardKeys.stats(userId),
    queryFn: () => fetchOrThrow(endpoints.rewardStats, { params: { userId } }),
    enabled: userId !== '',
  });

export const useRewardStats = (userId: string) => useQuery(rewardStatsQueryOptions(userId));
