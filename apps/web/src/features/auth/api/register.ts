// The call by name, not through `endpoints`: the map would load every call's schemas on /register.
import { memberTexts, register, type RegisterPayload } from '@app/contract';
import { callEndpoint } from '@/lib/api-client';

export type RegisterOutcome =
  { kind: 'registered'; requiresVerification: boolean } | { kind: 'failed'; message: string };

/** POST /users/register: a failure shows the server's message through the catalogue (spec 4, 8). */
export const registerAccount = async (payload: RegisterPayload): Promise<RegisterOutcome> => {
  try {
    const result = await callEndpoint(register, { body: payload });
    if (result.success)
      return { kind: 'registered', requiresVerification: result.requiresVerification === true };
    const fieldMessages =
      result.code === 'VALIDATION_ERROR' ? result.data?.errors?.map((e) => e.message) : null;
    return { kind: 'failed', message: fieldMessages?.length ? fieldMessages.join(' ') : result.message };
  } catch {
    return { kind: 'failed', message: memberTexts.register.unexpected };
  }
};
