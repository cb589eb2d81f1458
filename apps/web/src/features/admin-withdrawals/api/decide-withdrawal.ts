import { endpoints, type WithdrawalDecision } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminWithdrawalKeys } from './admin-withdrawal-keys';

export type DecideOutcome =
  { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** PUT /withdrawals/{id}; field errors (reason, hash) come back by field, other failures as text. */
export const decideWithdrawal = async (id: string, body: WithdrawalDecision): Promise<DecideOutcome> => {
  const result = await callEndpoint(endpoints.decideWithdrawal, { params: { id }, body });
  if (result.success) return { ok: true };
  const fieldErrors = Object.fromEntries(
    (result.data?.errors ?? []).filter((e) => e.path).map((e) => [e.path as string, e.message]),
  );
  const message = result.code !== 'NETWORK_ERROR' && result.error ? result.error : result.message;
  return { ok: false, message, fieldErrors };
};

/** The decision as a mutation; on success every admin withdrawal view is fetched again. */
export const useDecideWithdrawal = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalDecision) => decideWithdrawal(id, body),
    onSuccess: async (outcome) => {
      if (outcome.ok) {
        await queryClient.invalidateQueries({ queryKey: adminWithdrawalKeys.all });
        // The admin dashboard and user detail read withdrawals too.
        await queryClient.invalidateQueries({ queryKey: ['admin'] });
      }
    },
  });
};
