import { test as base, expect, request } from '@playwright/test';
import { E2E_BASE_URL, e2eAdmin } from './accounts';
import { loginAs, storageWithToken, type SignedIn } from './fixtures-login';
import { MEMBER_PASSWORD, registerVerifiedMember } from './members';
import { seedAdminWithPassword } from './seeding';
import { giveKnownFactor } from './two-factor';

export { loginAs, storageWithToken, type SignedIn };

/**
 * `admin`: a session of the admin (created by the server on its first start, with a second
 * factor: support/two-factor.ts) made for each test through the real API, so its second-factor
 * check is fresh for the test's admin decisions (step-up: within 5 minutes, issue 14).
 * `member`: worker-wide (registered and verified, onboarding not done).
 */
export const test = base.extend<{ admin: SignedIn }, { member: SignedIn }>({
  admin: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await use(await loginAs(api, e2eAdmin));
    await api.dispose();
  },
  member: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      const { user } = await loginAs(api, e2eAdmin);
      const email = `member-${workerInfo.workerIndex}-${Date.now()}@example.com`;
      await use(await registerVerifiedMember(api, user.referralCode, email));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
});

/**
 * A session of its own for one test's pages: Sign Out ends a session on the server, so a page
 * must never hold the worker-wide token the API calls of other tests go on using.
 */
const pageSession = async (credentials: { email: string; password: string }) => {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    return (await loginAs(api, credentials)).token;
  } finally {
    await api.dispose();
  }
};

/** Pages whose browser context starts signed in as the admin. */
export const adminTest = test.extend({
  storageState: async ({ baseURL }, use) => use(storageWithToken(await pageSession(e2eAdmin), baseURL)),
});

/**
 * Pages signed in as an admin of the test's own (a second factor with a known secret): for tests
 * that change what the account keeps, such as its language, which would otherwise reach every
 * admin test running at the same time on the shared e2e admin.
 */
export const ownAdminTest = test.extend({
  storageState: async ({ baseURL }, use, testInfo) => {
    const credentials = {
      email: `own-admin-${testInfo.workerIndex}-${Date.now()}@example.com`,
      password: e2eAdmin.password,
    };
    await seedAdminWithPassword(credentials.email, credentials.password);
    await giveKnownFactor(credentials.email);
    await use(storageWithToken(await pageSession(credentials), baseURL));
  },
});

/** Pages whose browser context starts signed in as the member. */
export const memberTest = test.extend({
  storageState: async ({ member, baseURL }, use) =>
    use(
      storageWithToken(await pageSession({ email: member.user.email, password: MEMBER_PASSWORD }), baseURL),
    ),
});

export { expect };
