import { memberTexts } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

export type ForgotOutcome = { ok: true } | { ok: false; message: string };

/** POST /users/forgot-password: the server answers alike whether or not the account exists. */
export const requestPasswordReset = async (email: string): Promise<ForgotOutcome> => {
  try {
    const result = await callEndpoint(endpoints.forgotPassword, { body: { email: email.trim() } });
    if (result.success) return { ok: true };
    const texts = memberTexts.forgotPassword;
    return { ok: false, message: result.code === 'UNKNOWN_ERROR' ? texts.failed : result.message };
  } catch {
    return { ok: false, message: memberTexts.forgotPassword.unexpected };
  }
};
