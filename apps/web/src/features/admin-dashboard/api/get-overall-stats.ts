import { type DataOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminDashboardKeys } from './admin-dashboard-keys';
import { endpoints } from '@/lib/api-routes';

export type OverallStats = DataOf<typeof endpoints.overallStats>;

/** GET /users/admin/overall-stats: the six cards and the two recent lists. */
export const overallStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminDashboardKeys.overallStats(),
    queryFn: () => fetchOrThrow(endpoints.overallStats),
  });

export const useOverallStats = () => useQuery(overallStatsQueryOptions());
