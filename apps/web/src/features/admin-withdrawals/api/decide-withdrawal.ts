import { adminTexts, type WithdrawalDecision } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAuditKeys } from '@/features/admin-audit';
import { adminDashboardKeys } from '@/features/admin-dashboard';
import { adminSettingsKeys } from '@/features/admin-settings';
import { adminUserReportKeys } from '@/features/admin-user-reports';
import { adminUserKeys } from '@/features/admin-users';
import { callEndpoint } from '@/lib/api-client';
import { adminWithdrawalKeys } from './admin-withdrawal-keys';
import { endpoints } from '@/lib/api-routes';

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

/**
 * What a decision (or a payout action) changes: the withdrawal views, the dashboard (pending
 * count, recent list, the payout wallet), the member's detail and report (balance, withdrawals),
 * the pending actions of the system overview, and the audit log.
 */
export const keysChangedByDecision = [
  adminWithdrawalKeys.all,
  adminDashboardKeys.all,
  adminUserKeys.all,
  adminUserReportKeys.all,
  adminSettingsKeys.systemOverview(),
  adminAuditKeys.all,
];

/** The decision as a mutation; after a decision, or an outdated screen, those views are fetched again. */
export const useDecideWithdrawal = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawalDecision) => decideWithdrawal(id, body),
    onSuccess: async (outcome) => {
      if (outcome.ok || OUTDATED_REVIEW_CODES.includes(outcome.code)) {
        await Promise.all(
          keysChangedByDecision.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      }
    },
  });
};
