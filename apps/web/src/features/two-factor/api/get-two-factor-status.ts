import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { twoFactorKeys } from './two-factor-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /users/two-factor: whether the account has a second factor (never the secret). */
export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKeys.status(),
    queryFn: () => fetchOrThrow(endpoints.twoFactorStatus, {}),
  });

export const useTwoFactorStatus = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...twoFactorStatusQueryOptions(), enabled: options.enabled ?? true });
