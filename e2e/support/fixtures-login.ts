import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL, e2eAdmin } from './accounts';
import { freshCodeFor, giveKnownFactor, knownTotpSecret } from './two-factor';

export type SignedIn = {
  token: string;
  user: {
    _id: string;
    firstName: string;
    lastName: string;
    email: string;
    isAdmin: boolean;
    referralCode: string;
    twoFactorRequired?: boolean;
  };
};

type Answer<T> = { success: boolean; message: string; data: T | null };
type Challenge = { requiresTwoFactor: true; challengeToken: string };

/**
 * Signs in through the real login calls: the password, then for an account with a known second
 * factor (the e2e admin: support/two-factor.ts) the second step with a computed code. The e2e
 * admin gets its factor on its first sign-in (admins must have one, issue 14).
 */
export const loginAs = async (
  api: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<SignedIn> => {
  const response = await api.post('/api/users/login', { data: credentials });
  const body = (await response.json()) as Answer<SignedIn | Challenge>;
  expect(body.success, `login of ${credentials.email} failed: ${body.message}`).toBe(true);
  if (!body.data) throw new Error('login answered without data');
  if ('requiresTwoFactor' in body.data) return secondStep(api, credentials.email, body.data.challengeToken);
  if (body.data.user.twoFactorRequired && credentials.email === e2eAdmin.email) {
    await giveKnownFactor(e2eAdmin.email);
    return loginAs(api, credentials);
  }
  return body.data;
};

async function secondStep(api: APIRequestContext, email: string, challengeToken: string): Promise<SignedIn> {
  if (!knownTotpSecret(email)) throw new Error(`${email} asks for a second factor the tests do not know`);
  let body: Answer<SignedIn> = { success: false, message: 'not tried', data: null };
  // Another worker may take the same step between forgetting and answering: try again then.
  for (let attempt = 0; attempt < 4 && !body.success; attempt++) {
    const response = await api.post('/api/users/login/two-factor', {
      data: { challengeToken, code: await freshCodeFor(email) },
    });
    body = (await response.json()) as Answer<SignedIn>;
    if (!body.success && body.message !== 'TWO_FACTOR_CODE_USED') break;
  }
  expect(body.success, `second step of ${email} failed: ${body.message}`).toBe(true);
  if (!body.data) throw new Error('the second step answered without data');
  return body.data;
}

/** A browser state whose local storage holds `token`, as the app keeps it after signing in. */
export const storageWithToken = (token: string, origin = E2E_BASE_URL) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: 'token', value: token }] }],
});
