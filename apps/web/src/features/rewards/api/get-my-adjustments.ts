import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /rewards/adjustments: the member's applied balance adjustments; a failure is only logged (member spec 7). */
export const myAdjustmentsQueryOptions = () =>
  queryOptions({
    queryKey: rewardKeys.adjustments(),
    queryFn: () => fetchOrThrow(endpoints.myAdjustments),
    meta: { logFailure: 'Failed to load balance adjustments' },
  });

export const useMyAdjustments = () => useQuery(myAdjustmentsQueryOptions());
