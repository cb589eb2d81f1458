import { adminFailureText, adminTexts, type UserStatus } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAuditKeys } from '@/features/admin-audit';
import { adminUserReportKeys } from '@/features/admin-user-reports';
import { adminWithdrawalKeys } from '@/features/admin-withdrawals';
import { callEndpoint } from '@/lib/api-client';
import { adminUserKeys } from './admin-user-keys';
import { endpoints } from '@/lib/api-routes';

/** PUT /users/{id}/status; a refusal reads as admin section 8 says ('Failed to update user status'). */
export const updateUserStatus = async ({ id, status }: { id: string; status: UserStatus }) => {
  const result = await callEndpoint(endpoints.updateUserStatus, { params: { id }, body: { status } });
  if (!result.success) {
    throw new Error(
      adminFailureText(result.code, {
        failed: adminTexts.statusUpdate.failed,
        exception: adminTexts.statusUpdate.error,
      }),
    );
  }
  return result.data;
};

/**
 * The status shows in the users list and detail, the user reports and a withdrawal review (a
 * LOCKED member's request cannot be approved); the change is written to the audit log.
 */
export const useUpdateUserStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSuccess: () =>
      Promise.all(
        [adminUserKeys.all, adminUserReportKeys.all, adminWithdrawalKeys.reviews(), adminAuditKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
