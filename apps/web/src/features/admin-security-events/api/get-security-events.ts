import { type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { securityEventKeys } from './security-event-keys';
import { endpoints } from '@/lib/api-routes';

export type SecurityEventsQuery = NonNullable<QueryOf<typeof endpoints.securityEvents>>;

/** GET /admin/security-events: a page of security events, newest first. */
export const securityEventsQueryOptions = (query: SecurityEventsQuery) =>
  queryOptions({
    queryKey: securityEventKeys.list(query),
    queryFn: () => fetchOrThrow(endpoints.securityEvents, { query }),
    placeholderData: keepPreviousData,
  });

export const useSecurityEvents = (query: SecurityEventsQuery) => useQuery(securityEventsQueryOptions(query));
