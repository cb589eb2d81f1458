import { endpoints } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/features/auth/types';
import { callEndpoint } from '@/lib/api-client';

/**
 * GET /users/profile for this screen only. The session's copy is refreshed on 'Go to Dashboard':
 * refreshing it earlier would let the onboarding guard leave before 'Onboarding Complete!' shows.
 */
export const freshProfileQueryOptions = (initial: SessionUser) =>
  queryOptions({
    queryKey: ['onboarding', 'profile', initial._id],
    queryFn: async () => {
      const result = await callEndpoint(endpoints.getProfile);
      if (!result.success) throw new Error(result.message);
      return result.data.user;
    },
    initialData: initial,
    staleTime: 0,
  });

export const useFreshProfile = (initial: SessionUser) => useQuery(freshProfileQueryOptions(initial));
