import { adminTexts, endpoints, type WithdrawalDecision } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { adminWithdrawalKeys } from './admin-withdrawal-keys';

export type DecideOutcome =
  { ok: true } | { ok: false; code: string; message: string; fieldErrors: Record<string, string> };

/**
 * Refusals that mean the screen is out of date: another admin decided first, or the member's
 * account stopped being ACTIVE. The review is loaded again so it shows what holds now.
 */
export const OUTDATED_REVIEW_CODES = ['WITHDRAWAL_ALREADY_PROCESSED', 'ACCOUNT_NOT_ACTIVE'];

/** PUT /withdrawals/{id}; field errors (reason, hash) come back by field, other failures as text. */
export const decideWithdrawal = async (id: string, body: WithdrawalDecision): Promise<DecideOutcome> => {
  const result = await callEndpoint(endpoints.decideWithdrawal, { params: { id }, body });
  if (result.success) return { ok: true };
  const fieldErrors = Object.fromEntries(
    (result.data?.errors ?? []).filter((e) => e.path).map((e) => [e.path as string, e.message]),
  );
  const message =
    result.code === 'ACCOUNT_NOT_ACTIVE'
      ? // The catalogue's text speaks to the member; the admin is told whose account and why.
        adminTexts.withdrawalReview.accountNotActive(String(result.data?.accountStatus ?? 'not active'))
      : result.code !== 'NETWORK_ERROR' && result.error
        ? result.error
        : result.message;
  return { ok: false, code: result.code, message, fieldErrors };
};

/** The decision as a mutation; after a decision, or an outdated screen, every admin withdrawal view is fetched again. */
export const useDecideWithdrawal = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalDecision) => decideWithdrawal(id, body),
    onSuccess: async (outcome) => {
      if (outcome.ok || OUTDATED_REVIEW_CODES.includes(outcome.code)) {
        await queryClient.invalidateQueries({ queryKey: adminWithdrawalKeys.all });
        // The admin dashboard and user detail read withdrawals too.
        await queryClient.invalidateQueries({ queryKey: ['admin'] });
      }
    },
  });
};
