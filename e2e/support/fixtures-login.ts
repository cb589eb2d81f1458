import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_BASE_URL } from './accounts';

export type SignedIn = {
  token: string;
  user: {
    _id: string;
    firstName: string;
    lastName: string;
    email: string;
    isAdmin: boolean;
    referralCode: string;
  };
};

/** Signs in through the real login call. */
export const loginAs = async (api: APIRequestContext, credentials: { email: string; password: string }) => {
  const response = await api.post('/api/users/login', { data: credentials });
  const body = (await response.json()) as { success: boolean; message: string; data: SignedIn | null };
  expect(body.success, `login of ${credentials.email} failed: ${body.message}`).toBe(true);
  if (!body.data) throw new Error('login answered without data');
  return body.data;
};

/** A browser state whose local storage holds `token`, as the app keeps it after signing in. */
export const storageWithToken = (token: string, origin = E2E_BASE_URL) => ({
  cookies: [],
  origins: [{ origin, localStorage: [{ name: 'token', value: token }] }],
});
