import { QueryCache, QueryClient } from '@tanstack/react-query';
import { failureCode } from './api-client';

/**
 * One cache for the app; logout clears it so no member's data outlives the session. A query whose
 * failure no screen shows (member spec 7: history loads are only logged) names itself in
 * `meta.logFailure`, and its failure is logged here with the code; the rest show theirs.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      const what = query.meta?.logFailure;
      if (typeof what === 'string') console.error(`${what}:`, failureCode(error), error.message);
    },
  }),
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: 0 },
  },
});
