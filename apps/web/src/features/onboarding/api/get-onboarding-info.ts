import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** GET /onboarding/info: the deposit address, the fee, the USDT contract, dev mode and its rules. */
export const onboardingInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'info'],
    queryFn: async () => {
      const result = await callEndpoint(endpoints.onboardingInfo);
      if (!result.success) throw new Error(result.message);
      return result.data;
    },
    staleTime: 60_000,
  });

/** `enabled: false` for accounts without one (admins): nothing is asked. */
export const useOnboardingInfo = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...onboardingInfoQueryOptions(), enabled: options.enabled ?? true });
