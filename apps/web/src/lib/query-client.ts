import { QueryClient } from '@tanstack/react-query';

/** One cache for the app; logout clears it so no member's data outlives the session. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: 0 },
  },
});
