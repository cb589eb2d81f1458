import { WITHDRAWALS_FETCH_LIMIT, type QueryOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { withdrawalKeys } from './withdrawal-keys';
import { endpoints } from '@/lib/api-routes';

type WithdrawalsQuery = NonNullable<QueryOf<typeof endpoints.listWithdrawals>>;

/**
 * GET /withdrawals: the member's own, newest first (page 1, limit 50 on the rewards page). A
 * failure is only logged (member spec 7: history-load failures are not shown); no rows then.
 */
export const withdrawalsQueryOptions = (
  query: WithdrawalsQuery = { page: 1, limit: WITHDRAWALS_FETCH_LIMIT },
) =>
  queryOptions({
    queryKey: withdrawalKeys.list(query),
    queryFn: () => fetchOrThrow(endpoints.listWithdrawals, { query }),
    meta: { logFailure: 'Failed to load withdrawal history' },
  });

export const useWithdrawals = () => useQuery(withdrawalsQueryOptions());
