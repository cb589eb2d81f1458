import { isErrorCode, memberTexts, type ChangePasswordValues } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

export type ChangeOutcome = { ok: true } | { ok: false; message: string };

/**
 * PUT /users/change-password (members and admins): CURRENT_PASSWORD_INCORRECT and
 * SAME_PASSWORD_ERROR show their catalogue texts; an unknown failure 'Failed to change password'.
 */
export const changePassword = async (values: ChangePasswordValues): Promise<ChangeOutcome> => {
  try {
    const result = await callEndpoint(endpoints.changePassword, { body: values });
    if (result.success) return { ok: true };
    const known = isErrorCode(result.code) && result.code !== 'UNKNOWN_ERROR';
    return { ok: false, message: known ? result.message : memberTexts.changePassword.failed };
  } catch {
    return { ok: false, message: memberTexts.changePassword.exception };
  }
};
