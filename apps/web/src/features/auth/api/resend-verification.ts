import { memberTexts, successMessages } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

export type ResendOutcome = { ok: boolean; message: string };

/** POST /users/resend-verification-email for the pending e-mail (spec 8's resend texts). */
export const resendVerificationEmail = async (email: string): Promise<ResendOutcome> => {
  const texts = memberTexts.verifyEmail;
  try {
    const result = await callEndpoint(endpoints.resendVerificationEmail, { body: { email } });
    if (result.success)
      return { ok: true, message: result.message || successMessages.verificationEmailResent };
    return { ok: false, message: result.code === 'UNKNOWN_ERROR' ? texts.resendFailed : result.message };
  } catch {
    return { ok: false, message: texts.resendException };
  }
};
