import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { keysChangedByDecision } from './decide-withdrawal';
import { endpoints } from '@/lib/api-routes';

export type PayoutOutcome = { ok: true } | { ok: false; code: string; message: string };

/**
 * The payout actions of the review (issue 15): the hash of a manual payout, checked on the chain
 * by the server (its refusal names what is wrong), or a failed payout sent again from the wallet.
 */
export const usePayoutAction = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      action: { kind: 'hash'; transactionHash: string } | { kind: 'retry' },
    ): Promise<PayoutOutcome> => {
      const result =
        action.kind === 'hash'
          ? await callEndpoint(endpoints.submitPayoutHash, {
              params: { id },
              body: { transactionHash: action.transactionHash.trim() },
            })
          : await callEndpoint(endpoints.retryPayout, { params: { id }, body: {} });
      if (result.success) return { ok: true };
      const fieldError = result.data?.errors?.[0]?.message;
      return {
        ok: false,
        code: result.code,
        message:
          fieldError ?? (result.code !== 'NETWORK_ERROR' && result.error ? result.error : result.message),
      };
    },
    onSuccess: async () => {
      await Promise.all(keysChangedByDecision.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
};
