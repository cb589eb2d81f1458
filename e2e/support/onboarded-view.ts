import type { Page } from '@playwright/test';

/**
 * Member pages open only after onboarding (a paid subscription on chain and a linked exchange
 * UID), which the browser tests cannot reach: they run without a chain or an exchange. This lets
 * the real profile answer through with those two fields filled in, so the member pages render;
 * every other call, the password change included, goes to the real server untouched.
 */
export const showAsOnboarded = async (page: Page, exchangeUid = '12345678') => {
  await page.route('**/api/users/profile', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data?: { user?: Record<string, unknown> } | null };
    if (body.data?.user) {
      body.data.user.subscriptionFee = { paid: true, timestamp: '2026-01-05T10:00:00.000Z' };
      body.data.user.bingXUID = exchangeUid;
    }
    await route.fulfill({ response, json: body });
  });
};
