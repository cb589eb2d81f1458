import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** GET /rewards/user/by-cycle: trading rewards per cycle and referral rewards per month, for the chart. */
export const rewardsByCycleQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards-by-cycle'],
    queryFn: async () => {
      const result = await callEndpoint(endpoints.userRewardsByCycle);
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
  });

export const useRewardsByCycle = () => useQuery(rewardsByCycleQueryOptions());
