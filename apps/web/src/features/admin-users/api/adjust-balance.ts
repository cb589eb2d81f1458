import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAuditKeys } from '@/features/admin-audit';
import { adminUserReportKeys } from '@/features/admin-user-reports';
import { callEndpoint } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';
import { endpoints } from '@/lib/api-routes';

export type AdjustmentOutcome =
  | { ok: true; message: string }
  | { ok: false; code: string; message: string; fieldErrors: Record<string, string> };

type Action =
  | { kind: 'create'; userId: string; direction: 'CREDIT' | 'DEBIT'; amount: string; reason: string }
  | { kind: 'approve'; id: string }
  | { kind: 'reject'; id: string; reason: string };

const call = (action: Action) => {
  switch (action.kind) {
    case 'create':
      return callEndpoint(endpoints.createAdjustment, {
        params: { id: action.userId },
        body: { direction: action.direction, amount: action.amount.trim(), reason: action.reason },
      });
    case 'approve':
      return callEndpoint(endpoints.approveAdjustment, { params: { id: action.id }, body: {} });
    case 'reject':
      return callEndpoint(endpoints.rejectAdjustment, {
        params: { id: action.id },
        body: { reason: action.reason },
      });
  }
};

/**
 * A ledger adjustment (issue 15): asked, approved by a second admin, or rejected. Refusals come
 * back with the catalogue's text, field errors by field. The member's balances and adjustments,
 * their report and the audit log change with it.
 */
export const useAdjustBalance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: Action): Promise<AdjustmentOutcome> => {
      const result = await call(action);
      if (result.success) return { ok: true, message: result.message };
      const fieldErrors = Object.fromEntries(
        (result.data?.errors ?? []).filter((e) => e.path).map((e) => [e.path as string, e.message]),
      );
      return { ok: false, code: result.code, message: result.message, fieldErrors };
    },
    onSuccess: (outcome) =>
      outcome.ok
        ? Promise.all(
            [adminUserKeys.all, adminUserReportKeys.all, adminAuditKeys.all].map((queryKey) =>
              queryClient.invalidateQueries({ queryKey }),
            ),
          )
        : undefined,
  });
};
