import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrThrow } from '@/lib/api-client';
import { adminReconciliationKeys } from './admin-reconciliation-keys';
import { endpoints } from '@/lib/api-routes';

/** GET /admin/reconciliation: the last run and the open mismatches. */
export const reconciliationQueryOptions = () =>
  queryOptions({
    queryKey: adminReconciliationKeys.report(),
    queryFn: () => fetchOrThrow(endpoints.reconciliation),
  });

export const useReconciliation = () => useQuery(reconciliationQueryOptions());
