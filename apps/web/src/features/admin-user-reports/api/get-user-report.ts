import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminUserReportKeys } from './admin-user-report-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /users/admin/{id}/report: one user's report, from the server's activity log. */
export const userReportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminUserReportKeys.report(id),
    queryFn: () => fetchOrThrow(endpoints.userReport, { params: { id } }),
  });

export const useUserReport = (id: string) => useQuery(userReportQueryOptions(id));
