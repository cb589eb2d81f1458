/** Query keys of the reconciliation screen. */
export const adminReconciliationKeys = {
  all: ['admin-reconciliation'] as const,
  report: () => [...adminReconciliationKeys.all, 'report'] as const,
};
