import { type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';
import { endpoints } from '@/lib/api-routes';

export type RewardsQuery = NonNullable<QueryOf<typeof endpoints.userRewards>>;

/**
 * GET /rewards/user: one page of the member's rewards. A failure is only logged (member spec 7:
 * history-load failures are not shown), and the page then shows no rows.
 */
export const userRewardsQueryOptions = (query: RewardsQuery) =>
  queryOptions({
    queryKey: rewardKeys.list(query),
    queryFn: () => fetchOrThrow(endpoints.userRewards, { query }),
    placeholderData: keepPreviousData,
    meta: { logFailure: 'Failed to load rewards history' },
  });

export const useUserRewards = (query: RewardsQuery) => useQuery(userRewardsQueryOptions(query));
