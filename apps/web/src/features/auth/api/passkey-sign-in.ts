// The calls by name, not through `endpoints` (the map would load every call's schemas on /signin).
import {
  completePasskeyLogin,
  memberTexts,
  passkeyLoginOptions,
  passkeySignIn,
  passkeySignInOptions,
} from '@app/contract';
import { callEndpoint } from '@/lib/api-client';
import { signWithPasskey } from '@/lib/passkeys';
import type { SignInOutcome } from './sign-in';

type PasskeyOutcome = SignInOutcome | { kind: 'restart'; message: string };

/** Codes whose own catalogue text says what to do. */
const EXPLAINED = new Set([
  'PASSKEY_INVALID',
  'PASSKEY_CHALLENGE_INVALID',
  'TWO_FACTOR_NOT_ENABLED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'EMAIL_NOT_VERIFIED',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'MAINTENANCE_MODE',
]);

const read = (result: { success: false; code: string; message: string }): PasskeyOutcome => {
  if (result.code === 'TWO_FACTOR_CHALLENGE_INVALID') return { kind: 'restart', message: result.message };
  return {
    kind: 'failed',
    message: EXPLAINED.has(result.code) ? result.message : memberTexts.signIn.unexpected,
  };
};

/**
 * Signing in with a passkey alone (issue 14): the server's options (no account named), the
 * device's prompt (it offers its passkeys for this site), the server's check.
 */
export async function signInWithPasskey(): Promise<PasskeyOutcome> {
  try {
    const options = await callEndpoint(passkeySignInOptions, { body: {} });
    if (!options.success) return read(options);
    const proof = await signWithPasskey(options.data.options);
    if (!proof.ok) return { kind: 'failed', message: proof.message };
    const result = await callEndpoint(passkeySignIn, { body: { credential: proof.value } });
    if (!result.success) return read(result);
    return { kind: 'signed-in', token: result.data.token, user: result.data.user };
  } catch {
    return { kind: 'failed', message: memberTexts.signIn.unexpected };
  }
}

/** The sign-in's second step with one of the account's passkeys instead of a code. */
export async function completePasskeySecondStep(challengeToken: string): Promise<PasskeyOutcome> {
  try {
    const options = await callEndpoint(passkeyLoginOptions, { body: { challengeToken } });
    if (!options.success) return read(options);
    const proof = await signWithPasskey(options.data.options);
    if (!proof.ok) return { kind: 'failed', message: proof.message };
    const result = await callEndpoint(completePasskeyLogin, {
      body: { challengeToken, credential: proof.value },
    });
    if (!result.success) return read(result);
    return { kind: 'signed-in', token: result.data.token, user: result.data.user };
  } catch {
    return { kind: 'failed', message: memberTexts.signIn.unexpected };
  }
}
