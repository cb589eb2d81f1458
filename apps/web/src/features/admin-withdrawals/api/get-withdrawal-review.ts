import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminWithdrawalKeys } from './admin-withdrawal-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /withdrawals/admin/{id}: the request with the account, history and signals of the review. */
export const withdrawalReviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminWithdrawalKeys.review(id),
    queryFn: () => fetchOrThrow(endpoints.adminWithdrawal, { params: { id } }),
    retry: false,
    enabled: id !== '',
    // A payout on its way moves by itself (issue 15): the screen follows it.
    refetchInterval: (query) =>
      ['AWAITING_PAYMENT', 'BROADCAST'].includes(query.state.data?.payoutStatus ?? '') ? 2000 : false,
  });

export const useWithdrawalReview = (id: string) => useQuery(withdrawalReviewQueryOptions(id));
