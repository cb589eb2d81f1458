// The calls by name, not through `endpoints`: the map would load every call's schemas on /signin.
import {
  completeTwoFactorLogin,
  login,
  memberTexts,
  type SessionUser,
  type TwoFactorMethod,
} from '@app/contract';
import { callEndpoint } from '@/lib/api-client';

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; user: SessionUser }
  | { kind: 'two-factor'; challengeToken: string; expiresAt: string; methods: TwoFactorMethod[] }
  | { kind: 'unverified'; message: string }
  | { kind: 'failed'; message: string };

/** Codes whose own catalogue text helps more than "invalid email or password". */
const EXPLAINED_CODES = new Set([
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'MAINTENANCE_MODE',
]);

const UNVERIFIED_TEXT = 'Please verify your email address before signing in.';

/**
 * POST /users/login, read as the sign-in screen does (spec 4 and 8): a verified success signs in;
 * an unverified account (EMAIL_NOT_VERIFIED, or a success without a verified e-mail) is a failure
 * that leads to /verify-email; a wrong e-mail or password, and anything unexplained, is the
 * generic text, so an attacker learns nothing about which accounts exist.
 */
export const signIn = async (values: { email: string; password: string }): Promise<SignInOutcome> => {
  try {
    const result = await callEndpoint(login, {
      body: { email: values.email.trim(), password: values.password },
    });
    if (result.success) {
      // Accounts with a second factor answer a challenge for the second step (issue 14).
      if ('requiresTwoFactor' in result.data) {
        const { challengeToken, expiresAt, methods } = result.data;
        return { kind: 'two-factor', challengeToken, expiresAt, methods };
      }
      const { token, user, isEmailVerified } = result.data;
      if (!isEmailVerified || !user.isEmailVerified) return { kind: 'unverified', message: UNVERIFIED_TEXT };
      return { kind: 'signed-in', token, user };
    }
    if (result.code === 'EMAIL_NOT_VERIFIED') return { kind: 'unverified', message: result.message };
    if (EXPLAINED_CODES.has(result.code)) return { kind: 'failed', message: result.message };
    return { kind: 'failed', message: memberTexts.signIn.invalidCredentials };
  } catch {
    return { kind: 'failed', message: memberTexts.signIn.unexpected };
  }
};

/** Codes of the second step whose own catalogue text says what to do. */
const SECOND_STEP_CODES = new Set([
  'TWO_FACTOR_INVALID_CODE',
  'TWO_FACTOR_CODE_USED',
  'TWO_FACTOR_CHALLENGE_INVALID',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'RATE_LIMITED',
  'NETWORK_ERROR',
  'MAINTENANCE_MODE',
  'VALIDATION_ERROR',
]);

/**
 * POST /users/login/two-factor: the sign-in's second step with a TOTP code or a recovery code.
 * `restart` says the challenge is gone (expired, used): the visitor signs in again.
 */
export const completeTwoFactorSignIn = async (values: {
  challengeToken: string;
  code: string;
}): Promise<SignInOutcome | { kind: 'restart'; message: string }> => {
  try {
    const result = await callEndpoint(completeTwoFactorLogin, {
      body: { challengeToken: values.challengeToken, code: values.code.trim() },
    });
    if (result.success) return { kind: 'signed-in', token: result.data.token, user: result.data.user };
    if (result.code === 'TWO_FACTOR_CHALLENGE_INVALID') return { kind: 'restart', message: result.message };
    const message =
      result.code === 'VALIDATION_ERROR'
        ? (result.data?.errors?.[0]?.message ?? result.message)
        : result.message;
    if (SECOND_STEP_CODES.has(result.code)) return { kind: 'failed', message };
    return { kind: 'failed', message: memberTexts.signIn.unexpected };
  } catch {
    return { kind: 'failed', message: memberTexts.signIn.unexpected };
  }
};
