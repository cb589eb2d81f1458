import { E2E_BASE_URL } from './support/accounts';
import { adminTest as test, expect, loginAs, storageWithToken } from './support/fixtures';

/**
 * Maintenance mode answers members 503 on every call, so this file runs in its own project after
 * all the others (playwright.config.ts): switched on, it would fail other files' members.
 */
const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };

test.describe.configure({ timeout: 120_000 });

test('maintenance mode shows members the banner, keeps their session, and off again', async ({
  page,
  browser,
  admin,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const demo = await loginAs(api, DEMO);
  const memberContext = await browser.newContext({ storageState: storageWithToken(demo.token) });
  const member = await memberContext.newPage();
  try {
    await member.goto('/dashboard');
    await expect(member.getByRole('link', { name: 'Support' }).first()).toBeVisible();
    await expect(member.getByTestId('maintenance-banner')).toBeHidden();

    await page.goto('/admin/settings');
    await page.getByRole('switch', { name: 'Maintenance Mode' }).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();

    await member.getByRole('link', { name: 'Support' }).first().click();
    await expect(member.getByTestId('maintenance-banner')).toContainText('under maintenance');

    // A reload during maintenance: the stored token is kept, the page says why it waits.
    await member.reload();
    await expect(member.getByRole('status').getByText(/under maintenance/)).toBeVisible();
    await expect(member).not.toHaveURL(/\/signin/);
  } finally {
    await api.put('/api/admin/settings', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { systemMaintenanceMode: false },
    });
  }
  // Maintenance over: the waiting page signs the member in by itself, no sign-in needed.
  await expect(member.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(member).toHaveURL(/\/support$/);
  await member.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(member.getByTestId('maintenance-banner')).toBeHidden();
  await memberContext.close();
  await api.dispose();
});
