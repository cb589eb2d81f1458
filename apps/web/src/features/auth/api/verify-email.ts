import { endpoints, memberTexts } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';

export type VerifyOutcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * POST /users/verify-email (spec 4): success says 'Email verified successfully! You can now sign
 * in.'; a failure shows the server's (catalogue) text, or the generic verification failure.
 */
export const verifyEmailToken = async (token: string): Promise<VerifyOutcome> => {
  const texts = memberTexts.verifyEmail;
  try {
    const result = await callEndpoint(endpoints.verifyEmail, { body: { token } });
    if (result.success) return { ok: true, message: texts.verified };
    return { ok: false, message: result.code === 'UNKNOWN_ERROR' ? texts.failed : result.message };
  } catch {
    return { ok: false, message: texts.error };
  }
};
