import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { onboardingKeys } from './onboarding-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /onboarding/info: the deposit address, the fee, the USDT contract, dev mode and its rules. */
export const onboardingInfoQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.info(),
    queryFn: () => fetchOrThrow(endpoints.onboardingInfo),
    staleTime: 60_000,
  });

/** `enabled: false` for accounts without one (admins): nothing is asked. */
export const useOnboardingInfo = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...onboardingInfoQueryOptions(), enabled: options.enabled ?? true });
