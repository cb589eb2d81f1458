import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminSettingsKeys } from './admin-settings-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /users/profile, fresh for the Admin Profile card (last login included). */
export const adminProfileQueryOptions = () =>
  queryOptions({
    queryKey: adminSettingsKeys.me(),
    queryFn: async () => (await fetchOrThrow(endpoints.getProfile)).user,
  });

export const useAdminProfile = () => useQuery(adminProfileQueryOptions());
