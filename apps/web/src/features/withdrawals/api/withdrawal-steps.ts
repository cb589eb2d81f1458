import { endpoints, memberTexts, type BodyOf } from '@app/contract';
import { type ApiFailure, callEndpoint } from '@/lib/api-client';
import { notReadyText } from '../lib/wallet-address-texts';
import { failureText } from './failure-text';

export type StepOutcome<T = null> = { ok: true; value: T } | { ok: false; message: string };

const texts = memberTexts.rewards;

/** A thrown call (never expected: the client returns failures) counts as the step's fallback. */
const guarded = async <T>(step: () => Promise<StepOutcome<T>>, fallback: string): Promise<StepOutcome<T>> => {
  try {
    return await step();
  } catch {
    return { ok: false, message: fallback };
  }
};

/** An address the book does not let through yet reads when it opens (issue 14, ADR 0012). */
const stepFailure = (result: ApiFailure, fallback: string) =>
  result.code === 'WALLET_ADDRESS_NOT_READY' ? notReadyText(result.data) : failureText(result, fallback);

/**
 * POST /otp/withdrawal/request: e-mails a new code; `value` is when it expires. The address goes
 * along, so one that is not ready in the address book is refused before a code is sent.
 */
export const requestWithdrawalCode = (walletAddress?: string) =>
  guarded(async () => {
    const result = await callEndpoint(endpoints.requestWithdrawalOtp, {
      body: walletAddress ? { walletAddress } : {},
    });
    return result.success
      ? { ok: true, value: result.data.expiresAt }
      : { ok: false, message: stepFailure(result, texts.otpRequestFailed) };
  }, texts.otpRequestFailed);

/** POST /otp/withdrawal/verify: a wrong code reads 'Invalid OTP code'. */
export const verifyWithdrawalCode = (otp: string) =>
  guarded(async () => {
    const result = await callEndpoint(endpoints.verifyWithdrawalOtp, { body: { otp } });
    if (result.success) return { ok: true, value: null };
    if (result.code === 'OTP_INVALID') return { ok: false, message: texts.otpInvalid };
    return { ok: false, message: failureText(result, texts.otpVerifyFailed) };
  }, texts.otpVerifyFailed);

/** POST /withdrawals with the verified code: holds the amount. */
export const submitWithdrawal = (body: BodyOf<typeof endpoints.createWithdrawal>) =>
  guarded(async () => {
    const result = await callEndpoint(endpoints.createWithdrawal, { body });
    return result.success
      ? { ok: true, value: result.data }
      : { ok: false, message: stepFailure(result, texts.submitFailed) };
  }, texts.submitFailed);

/**
 * A passkey confirms the withdrawal instead of the authenticator code (issue 14): the server's
 * options for this account, then the device's prompt; `value` goes into POST /withdrawals.
 */
export const withdrawalPasskey = () =>
  guarded(async () => {
    const options = await callEndpoint(endpoints.passkeyAssertionOptions, { body: {} });
    if (!options.success) return { ok: false, message: failureText(options, texts.submitFailed) };
    const { signWithPasskey } = await import('@/lib/passkeys');
    return signWithPasskey(options.data.options);
  }, texts.submitFailed);
