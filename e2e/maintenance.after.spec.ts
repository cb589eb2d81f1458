import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/accounts';
import { adminTest as test, expect, loginAs, storageWithToken } from './support/fixtures';

/**
 * Maintenance mode answers members 503 on every call, so this file runs in its own project after
 * all the others (playwright.config.ts): switched on, it would fail other files' members.
 */
const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };
const TEXT = 'The platform is under maintenance. Please try again later.';

test.describe.configure({ timeout: 120_000 });

const setMaintenance = async (api: APIRequestContext, token: string, on: boolean) => {
  const response = await api.put('/api/admin/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { systemMaintenanceMode: on },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

/** The maintenance page: the catalogue's text, no spinner, no error (issue 19). */
const expectMaintenancePage = async (page: Page) => {
  const shown = page.getByTestId('maintenance-page');
  await expect(shown).toBeVisible({ timeout: 15_000 });
  await expect(shown).toContainText(TEXT);
  await expect(page.locator('.animate-spin')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
};

test('maintenance: members see the maintenance page and come back by themselves; visitors a banner; admins work', async ({
  page,
  browser,
  admin,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const demo = await loginAs(api, DEMO);
  const memberContext = await browser.newContext({ storageState: storageWithToken(demo.token) });
  const member = await memberContext.newPage();
  // No stored token: `browser.newContext()` would inherit the admin's (adminTest's storageState),
  // and /signin would send that "visitor" on to the admin dashboard.
  const visitorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const visitor = await visitorContext.newPage();
  try {
    await member.goto('/dashboard');
    await expect(member.getByRole('link', { name: 'Support' }).first()).toBeVisible();
    await expect(member.getByTestId('maintenance-page')).toHaveCount(0);
    await visitor.goto('/');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByTestId('maintenance-banner')).toHaveCount(0);

    // The admin switches it on through the settings screen.
    await page.goto('/admin/settings');
    await page.getByRole('switch', { name: 'Maintenance Mode' }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    // A member's next page gives way to the maintenance page, on the same address.
    await member.getByRole('link', { name: 'Support' }).first().click();
    await expectMaintenancePage(member);
    await expect(member).toHaveURL(/\/support$/);

    // A reload during maintenance: the stored token is kept, the same page, not a spinner.
    await member.reload();
    await expectMaintenancePage(member);
    await expect(member).toHaveURL(/\/support$/);

    // Visitors: a banner on the landing and sign-in pages.
    await visitor.reload();
    await expect(visitor.getByTestId('maintenance-banner')).toHaveText(TEXT);
    await visitor.goto('/signin');
    await expect(visitor.getByTestId('maintenance-banner')).toHaveText(TEXT);
    await expect(visitor).toHaveURL(/\/signin$/);

    // Admins are unaffected.
    await page.goto('/admin/users');
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
  } finally {
    await setMaintenance(api, admin.token, false);
  }
  // Maintenance over: the member is back on /support by themselves, no sign-in needed; the
  // visitor's banner leaves by itself.
  await expect(member.getByRole('heading', { name: 'Help & Support' })).toBeVisible({ timeout: 20_000 });
  await expect(member).toHaveURL(/\/support$/);
  await expect(member.getByTestId('maintenance-page')).toHaveCount(0);
  await expect(visitor.getByTestId('maintenance-banner')).toHaveCount(0, { timeout: 20_000 });

  // A member already on a page when it starts: the page gives way, then comes back with its data.
  await member.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(member.getByText('Balance Overview')).toBeVisible();
  try {
    await setMaintenance(api, admin.token, true);
    await member.getByRole('button', { name: 'Refresh', exact: true }).first().click();
    await expectMaintenancePage(member);
    await expect(member).toHaveURL(/\/dashboard$/);
  } finally {
    await setMaintenance(api, admin.token, false);
  }
  await expect(member.getByText('Balance Overview')).toBeVisible({ timeout: 20_000 });
  await expect(member).toHaveURL(/\/dashboard$/);
  await memberContext.close();
  await visitorContext.close();
  await api.dispose();
});
