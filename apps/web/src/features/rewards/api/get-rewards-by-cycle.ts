import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';
import { endpoints } from '@/lib/api-routes';

/**
 * GET /rewards/user/by-cycle: trading rewards per cycle and referral rewards per month, for the
 * chart. Like the history, a chart that fails to load is only logged.
 */
export const rewardsByCycleQueryOptions = () =>
  queryOptions({
    queryKey: rewardKeys.byCycle(),
    queryFn: () => fetchOrThrow(endpoints.userRewardsByCycle),
    meta: { logFailure: 'Failed to load earnings per cycle' },
  });

export const useRewardsByCycle = () => useQuery(rewardsByCycleQueryOptions());
