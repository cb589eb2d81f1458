import { memberTexts, resetPasswordFailureText } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

export type ResetOutcome = { ok: true } | { ok: false; message: string };

/** POST /users/reset-password, failures mapped with the reset screen's own texts (spec 8). */
export const resetPassword = async (body: {
  token: string;
  newPassword: string;
  confirmPassword: string;
}): Promise<ResetOutcome> => {
  try {
    const result = await callEndpoint(endpoints.resetPassword, { body });
    if (result.success) return { ok: true };
    return { ok: false, message: resetPasswordFailureText({ message: result.code, data: result.data }) };
  } catch {
    return { ok: false, message: memberTexts.resetPassword.unexpected };
  }
};
