import { endpoints, type BodyOf, type DataOf, type Endpoint, type ParamsOf } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Actions of the security cards: the catalogue's text for a refusal, the first field message
 * for a validation failure.
 */
export async function act<E extends Endpoint>(
  endpoint: E,
  input: { body?: BodyOf<E>; params?: ParamsOf<E> },
): Promise<Outcome<DataOf<E>>> {
  try {
    const result = await callEndpoint(endpoint, input);
    if (result.success) return { ok: true, value: result.data };
    const field = result.code === 'VALIDATION_ERROR' ? result.data?.errors?.[0]?.message : undefined;
    return { ok: false, message: field ?? result.message };
  } catch {
    return { ok: false, message: 'An unexpected error occurred. Please try again.' };
  }
}

export const startTotpSetup = () => act(endpoints.startTotpSetup, { body: {} });
export const confirmTotpSetup = (code: string) => act(endpoints.confirmTotpSetup, { body: { code } });
export const disableTwoFactor = (body: { password: string; code: string }) =>
  act(endpoints.disableTwoFactor, { body });
export const regenerateRecoveryCodes = (code: string) =>
  act(endpoints.regenerateRecoveryCodes, { body: { code } });
export const stepUpTwoFactor = (code: string) => act(endpoints.stepUpTwoFactor, { body: { code } });
/** Step-up with one of the account's passkeys: its options, the device's prompt, then the check. */
export async function stepUpWithPasskey(): Promise<Outcome<DataOf<typeof endpoints.stepUpTwoFactor>>> {
  const options = await act(endpoints.passkeyAssertionOptions, { body: {} });
  if (!options.ok) return options;
  const { signWithPasskey } = await import('@/lib/passkeys');
  const signed = await signWithPasskey(options.value.options);
  if (!signed.ok) return signed;
  return act(endpoints.stepUpTwoFactor, { body: { passkey: signed.value } });
}
export const endSession = (id: string) => act(endpoints.endOwnSession, { params: { id } });
export const endOtherSessions = () => act(endpoints.endOtherSessions, { body: {} });
export const endAllSessionsByLink = (token: string) =>
  act(endpoints.endAllSessionsByLink, { body: { token } });
