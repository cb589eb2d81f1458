import { type BodyOf } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminDepositKeys } from './admin-deposit-keys';
import { endpoints } from '@/lib/api-routes';

export type RefundOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** POST /admin/deposits/{id}/refunds; field errors come back by field, other failures as text. */
export const recordRefund = async (
  id: string,
  body: BodyOf<typeof endpoints.recordDepositRefund>,
): Promise<RefundOutcome> => {
  const result = await callEndpoint(endpoints.recordDepositRefund, { params: { id }, body });
  if (result.success) return { ok: true };
  const fieldErrors = Object.fromEntries(
    (result.data?.errors ?? []).filter((e) => e.path).map((e) => [e.path as string, e.message]),
  );
  const message = result.code !== 'NETWORK_ERROR' && result.error ? result.error : result.message;
  return { ok: false, message, fieldErrors };
};

/** The refund as a mutation; on success the deposits views are fetched again. */
export const useRecordRefund = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof endpoints.recordDepositRefund>) => recordRefund(id, body),
    onSuccess: async (outcome) => {
      if (outcome.ok) await queryClient.invalidateQueries({ queryKey: adminDepositKeys.all });
    },
  });
};
