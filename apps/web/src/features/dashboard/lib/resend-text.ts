import { isErrorCode, memberTexts } from '@app/contract';

/**
 * What the dashboard's verification banner shows after Resend (member spec 2, 7, 8): the spec's
 * success text; on failure the server's message (the catalogue text of its code), or 'Failed to
 * send verification email' when the answer names no known code.
 */
export const resendText = (
  result: { success: true } | { success: false; code: string; message: string } | null,
): { ok: boolean; text: string } => {
  const texts = memberTexts.dashboard;
  if (result?.success) return { ok: true, text: texts.resendSuccess };
  const known = result !== null && isErrorCode(result.code) && result.code !== 'UNKNOWN_ERROR';
  return { ok: false, text: known ? result.message : texts.sendVerificationFailed };
};
