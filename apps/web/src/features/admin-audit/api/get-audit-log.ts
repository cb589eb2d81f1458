import { type QueryOf } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminAuditKeys } from './admin-audit-keys';
import { endpoints } from '@/lib/api-routes';

export type AuditLogQuery = NonNullable<QueryOf<typeof endpoints.auditLog>>;

/** GET /admin/audit-logs: a page of the audit log, newest first. */
export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: adminAuditKeys.list(query),
    queryFn: () => fetchOrThrow(endpoints.auditLog, { query }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (query: AuditLogQuery) => useQuery(auditLogQueryOptions(query));
