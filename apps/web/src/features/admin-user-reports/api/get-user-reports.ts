import { type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminUserReportKeys } from './admin-user-report-keys';
import { endpoints } from '@/lib/api-routes';

export type UserReportsQuery = NonNullable<QueryOf<typeof endpoints.userReports>>;

/** GET /users/admin/reports: a page of users with their financial, trading, referral and activity figures. */
export const userReportsQueryOptions = (query: UserReportsQuery) =>
  queryOptions({
    queryKey: adminUserReportKeys.list(query),
    queryFn: () => fetchOrThrow(endpoints.userReports, { query }),
    placeholderData: keepPreviousData,
  });

export const useUserReports = (query: UserReportsQuery) => useQuery(userReportsQueryOptions(query));
