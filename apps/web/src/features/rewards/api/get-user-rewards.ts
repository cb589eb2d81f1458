import { endpoints, type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

export type RewardsQuery = NonNullable<QueryOf<typeof endpoints.userRewards>>;

/**
 * GET /rewards/user: one page of the member's rewards. A failure is only logged (member spec 7:
 * history-load failures are not shown), and the page then shows no rows.
 */
export const userRewardsQueryOptions = (query: RewardsQuery) =>
  queryOptions({
    queryKey: ['user-rewards', query],
    queryFn: async () => {
      const result = await callEndpoint(endpoints.userRewards, { query });
      if (!result.success) {
        console.error('Failed to load rewards history:', result.code, result.message);
        return null;
      }
      return result.data;
    },
    placeholderData: keepPreviousData,
  });

export const useUserRewards = (query: RewardsQuery) => useQuery(userRewardsQueryOptions(query));
