import { expect, storageWithToken, test as base } from './support/fixtures';

const test = base.extend({
  storageState: async ({ baseURL }, use) => use(storageWithToken('not-a-valid-token', baseURL)),
});

test.describe('a stored token the server no longer accepts', () => {
  test('shows a spinner while the profile loads, then logs out and clears the token', async ({ page }) => {
    // Hold the profile answer back a moment so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/profile', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');
    release();

    await expect(page).toHaveURL('/signin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test("admin pages say 'Verifying admin access...' while the session loads", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/profile', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/users');
    await expect(page.getByText('Verifying admin access...')).toBeVisible();
    release();
    await expect(page).toHaveURL('/signin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
