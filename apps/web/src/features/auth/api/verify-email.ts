import { memberTexts } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';
import { endpoints } from '@/lib/api-routes';

/**
 * `verified`: this link verified the e-mail; `already-verified`: it was verified before (the link
 * opened a second time, often by a mail scanner first), which is no failure for the person.
 */
export type VerifyOutcome =
  { ok: true; kind: 'verified' | 'already-verified'; message: string } | { ok: false; message: string };

/**
 * POST /users/verify-email (spec 4): success says 'Email verified successfully! You can now sign
 * in.'; EMAIL_ALREADY_VERIFIED says its catalogue text as a success; any other failure shows the
 * server's (catalogue) text, or the generic verification failure.
 */
export const verifyEmailToken = async (token: string): Promise<VerifyOutcome> => {
  const texts = memberTexts.verifyEmail;
  try {
    const result = await callEndpoint(endpoints.verifyEmail, { body: { token } });
    if (result.success) return { ok: true, kind: 'verified', message: texts.verified };
    if (result.code === 'EMAIL_ALREADY_VERIFIED') {
      return { ok: true, kind: 'already-verified', message: result.message };
    }
    return { ok: false, message: result.code === 'UNKNOWN_ERROR' ? texts.failed : result.message };
  } catch {
    return { ok: false, message: texts.error };
  }
};
