import { test as base, expect } from '@playwright/test';
import { E2E_BASE_URL, e2eAdmin } from './accounts';
import { loginAs, storageWithToken, type SignedIn } from './fixtures-login';
import { registerVerifiedMember } from './members';

export { loginAs, storageWithToken, type SignedIn };

/**
 * Worker-wide sessions, made once per worker through the real API:
 * `admin` (created by the server on its first start) and `member` (registered and verified,
 * onboarding not done).
 */
export const test = base.extend<object, { admin: SignedIn; member: SignedIn }>({
  admin: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      await use(await loginAs(api, e2eAdmin));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  member: [
    async ({ playwright, admin }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const email = `member-${workerInfo.workerIndex}-${Date.now()}@example.com`;
      await use(await registerVerifiedMember(api, admin.user.referralCode, email));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

/** Pages whose browser context starts signed in as the admin. */
export const adminTest = test.extend({
  storageState: async ({ admin, baseURL }, use) => use(storageWithToken(admin.token, baseURL)),
});

/** Pages whose browser context starts signed in as the member. */
export const memberTest = test.extend({
  storageState: async ({ member, baseURL }, use) => use(storageWithToken(member.token, baseURL)),
});

export { expect };
