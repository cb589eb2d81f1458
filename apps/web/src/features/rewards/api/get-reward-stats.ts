import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** GET /rewards/stats/{userId}: the member's balances and income breakdown. */
export const rewardStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['reward-stats', userId],
    queryFn: async () => {
      const result = await callEndpoint(endpoints.rewardStats, { params: { userId } });
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    enabled: userId !== '',
  });

export const useRewardStats = (userId: string) => useQuery(rewardStatsQueryOptions(userId));
