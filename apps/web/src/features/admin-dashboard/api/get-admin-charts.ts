import { type DataOf } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminDashboardKeys } from './admin-dashboard-keys';
import { endpoints } from '@/lib/api-routes';

export type AdminCharts = DataOf<typeof endpoints.adminCharts>;

/** GET /users/admin/charts: the dashboard's series per UTC day, oldest first. */
export const adminChartsQueryOptions = (days: number) =>
  queryOptions({
    queryKey: adminDashboardKeys.charts(days),
    queryFn: () => fetchOrThrow(endpoints.adminCharts, { query: { days } }),
  });

export const useAdminCharts = (days: number) => useQuery(adminChartsQueryOptions(days));
