import { expectNoSeriousA11yViolations } from './support/a11y';
import { adminTest as test, expect } from './support/fixtures';

/*
 * Guards and menus for a signed-in admin. The admin is created by the server on its first start
 * (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts) and signed in through POST /api/users/login.
 */
const adminMenu = [
  'Overview & Analytics',
  'Users',
  'Review Requests',
  'Reward Distribution',
  'Admin Settings',
];

test('an admin opening a member page lands on the admin dashboard', async ({ page, admin }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
  await expect(page.getByRole('banner')).toContainText(`${admin.user.firstName} ${admin.user.lastName}`);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin' });
  for (const label of adminMenu) await expect(menu.getByRole('link', { name: label })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Overview & Analytics' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoSeriousA11yViolations(page);
});

for (const path of ['/signin', '/register']) {
  test(`an admin on ${path} is sent on to /admin/dashboard, replacing the page`, async ({ page }) => {
    await page.goto('/');
    await page.goto(path);
    await expect(page).toHaveURL('/admin/dashboard');
    await page.goBack();
    await expect(page).toHaveURL('/');
  });
}

test('every admin page opens in the admin layout with its title', async ({ page }) => {
  const id = '5b1c1a0e-4a5e-4c43-9b1e-2f0d6f1b7c11';
  const pages: [string, string, string | null][] = [
    ['/admin', 'Admin Dashboard', 'Overview & Analytics'],
    ['/admin/users', 'Users', 'Users'],
    [`/admin/users/${id}`, 'User Details', 'Users'],
    ['/admin/withdrawals', 'Withdrawal Requests', 'Review Requests'],
    [`/admin/withdrawals/${id}`, 'Review Withdrawal', 'Review Requests'],
    ['/admin/rewards', 'Reward Distribution', 'Reward Distribution'],
    ['/admin/user-reports', 'User Reports', 'User Reports'],
    ['/admin/settings', 'Admin Settings', 'Admin Settings'],
  ];
  for (const [path, title, current] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const currentLinks = page.getByRole('navigation', { name: 'Admin' }).locator('[aria-current="page"]');
    if (current) await expect(currentLinks).toHaveText(current);
    else await expect(currentLinks).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
});

test('the side menu moves between admin pages', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Review Requests' })
    .click();
  await expect(page).toHaveURL('/admin/withdrawals');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdrawal Requests');
});

test('logout ends the session and the admin area asks to sign in again', async ({ page }) => {
  await page.goto('/admin/settings');
  await page.evaluate(() => localStorage.setItem('adminPreferences', '{"sessionTimeout":60}'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/signin');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('adminPreferences'))).toBeNull();
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/signin');
});

test.describe('desktop user menu', () => {
  test('shows the full name and email, and closes on an outside click and on Escape', async ({
    page,
    admin,
  }) => {
    const fullName = `${admin.user.firstName} ${admin.user.lastName}`;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    const toggle = nav.getByRole('button', { name: new RegExp(fullName) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(fullName);
    await expect(panel).toContainText(admin.user.email);
    await expect(panel.getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile');
    await expect(panel.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // A click inside the menu does not close it.
    await toggle.click();
    await panel.getByText(admin.user.email).click();
    await expect(panel).toBeVisible();
  });

  test('Dashboard leads an admin to the admin dashboard', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /account menu/ })
      .click();
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('Sign Out clears the session, ends it on the server and shows Sign In again', async ({ page }) => {
    await page.goto('/');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /account menu/ }).click();
    const ended = page.waitForResponse('**/api/users/logout');
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    expect((await ended).status()).toBe(200);
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const reused = await page.request.get('/api/users/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(reused.status()).toBe(401);
  });
});

test('leaving the page while the session loads keeps the session', async ({ page }) => {
  // Hold the first profile answer so that the navigation below aborts it.
  let first = true;
  await page.route('**/api/users/profile', async (route) => {
    if (!first) return route.continue();
    first = false;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return route.continue().catch(() => {});
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => first).toBe(false);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});
