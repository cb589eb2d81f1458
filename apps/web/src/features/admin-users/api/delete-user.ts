import { adminFailureText, adminTexts } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAuditKeys } from '@/features/admin-audit';
import { adminDashboardKeys } from '@/features/admin-dashboard';
import { adminRewardKeys } from '@/features/admin-rewards';
import { adminSettingsKeys } from '@/features/admin-settings';
import { adminUserReportKeys } from '@/features/admin-user-reports';
import { adminWithdrawalKeys } from '@/features/admin-withdrawals';
import { callEndpoint } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';
import { endpoints } from '@/lib/api-routes';

/** DELETE /users/admin/{id}; the server's refusal (a pending withdrawal, the last admin) as it says. */
export const deleteUser = async (id: string) => {
  const result = await callEndpoint(endpoints.deleteUser, { params: { id } });
  if (!result.success) {
    throw new Error(
      adminFailureText(result.code, {
        failed: adminTexts.deleteUser.failed,
        exception: adminTexts.deleteUser.error,
      }),
    );
  }
};

/**
 * Every admin view that names people: the users, their reports, the withdrawals and rewards (now
 * naming a "Deleted User"), the dashboard's recent lists, the audit log, and the count of
 * signed-in accounts (the person's sessions ended). Dropped, not just
 * marked stale: a stale list would still show the person while it refetches.
 */
const keysNamingPeople = [
  adminUserKeys.all,
  adminUserReportKeys.all,
  adminWithdrawalKeys.all,
  adminRewardKeys.all,
  adminDashboardKeys.all,
  adminAuditKeys.all,
  adminSettingsKeys.systemOverview(),
];

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => {
      for (const queryKey of keysNamingPeople) queryClient.removeQueries({ queryKey });
    },
  });
};
