import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAuditKeys } from '@/features/admin-audit';
import { fetchOrThrow } from '@/lib/api-client';
import { adminReconciliationKeys } from './admin-reconciliation-keys';
import { endpoints } from '@/lib/api-routes';

/** POST /admin/reconciliation/run: a run now; its answer is the new report, and the run is audited. */
export const useRunReconciliation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchOrThrow(endpoints.runReconciliation, { body: {} }),
    onSuccess: async (report) => {
      queryClient.setQueryData(adminReconciliationKeys.report(), report);
      await queryClient.invalidateQueries({ queryKey: adminAuditKeys.all });
    },
  });
};
