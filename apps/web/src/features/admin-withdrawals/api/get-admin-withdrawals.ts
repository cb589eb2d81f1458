import { adminFailureText, adminTexts, endpoints, type DataOf, type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminWithdrawalKeys } from './admin-withdrawal-keys';

export type AdminWithdrawalsQuery = NonNullable<QueryOf<typeof endpoints.adminWithdrawals>>;
export type AdminWithdrawalsPage = DataOf<typeof endpoints.adminWithdrawals>;

/**
 * GET /withdrawals/admin/all. Admin spec 8: a failed answer reads 'Failed to fetch withdrawals'
 * (unless its code has an admin text), anything thrown (no answer at all) 'An error occurred
 * while fetching withdrawals'.
 */
export const adminWithdrawalsQueryOptions = (query: AdminWithdrawalsQuery) =>
  queryOptions({
    queryKey: adminWithdrawalKeys.list(query),
    queryFn: async (): Promise<AdminWithdrawalsPage> => {
      let result;
      try {
        result = await callEndpoint(endpoints.adminWithdrawals, { query });
      } catch {
        throw new Error(adminTexts.withdrawals.fetchError);
      }
      if (result.success) return result.data;
      throw new Error(
        adminFailureText(result.code, {
          failed: adminTexts.withdrawals.fetchFailed,
          exception: adminTexts.withdrawals.fetchError,
        }),
      );
    },
    placeholderData: keepPreviousData,
  });

export const useAdminWithdrawals = (query: AdminWithdrawalsQuery) =>
  useQuery(adminWithdrawalsQueryOptions(query));
