import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /admin/settings: the stored platform settings. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsKeys.settings(),
    queryFn: () => fetchOrThrow(endpoints.getSettings),
  });

export const useSettings = () => useQuery(settingsQueryOptions());
