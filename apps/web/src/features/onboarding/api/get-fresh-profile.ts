import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/lib/session/session-context';
import { fetchOrThrow } from '@/lib/api-client';
import { onboardingKeys } from './onboarding-keys';
import { endpoints } from '@/lib/api-routes';

/**
 * GET /users/profile for this screen only. The session's copy is refreshed on 'Go to Dashboard':
 * refreshing it earlier would let the onboarding guard leave before 'Onboarding Complete!' shows.
 */
export const freshProfileQueryOptions = (initial: SessionUser) =>
  queryOptions({
    queryKey: onboardingKeys.profile(initial._id),
    queryFn: async () => (await fetchOrThrow(endpoints.getProfile)).user,
    initialData: initial,
    staleTime: 0,
  });

export const useFreshProfile = (initial: SessionUser) => useQuery(freshProfileQueryOptions(initial));
