import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { twoFactorKeys } from './two-factor-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /users/sessions: the account's live sessions. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKeys.sessions(),
    queryFn: () => fetchOrThrow(endpoints.listSessions, {}),
  });

export const useSessions = () => useQuery(sessionsQueryOptions());
