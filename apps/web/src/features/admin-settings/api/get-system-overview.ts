import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';
import { endpoints } from '@/lib/api-routes';

const LIVE_MS = 30_000;

/** GET /admin/system-overview: live figures instead of the spec's placeholders, every 30 s. */
export const systemOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsKeys.systemOverview(),
    queryFn: () => fetchOrThrow(endpoints.systemOverview),
    refetchInterval: LIVE_MS,
  });

/** GET /health: whether the server answers at all (System Status). */
export const healthQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsKeys.health(),
    queryFn: () => fetchOrThrow(endpoints.health),
    refetchInterval: LIVE_MS,
  });

export const useSystemOverview = () => useQuery(systemOverviewQueryOptions());
export const useHealth = () => useQuery(healthQueryOptions());
