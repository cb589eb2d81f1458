import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, memberTest as test } from './support/fixtures';

/*
 * Guards for a signed-in member who has not finished onboarding (registered with the root
 * referral code and verified through the dev mailbox; no payment, no exchange UID).
 */
const memberPages = [
  '/dashboard',
  '/referrals',
  '/rewards',
  '/user-tree',
  '/profile',
  '/settings',
  '/support',
];

test('the onboarding page opens for a member with onboarding to do', async ({ page, member }) => {
  await page.goto('/onboarding');
  await expect(page).toHaveURL('/onboarding');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Complete Your Onboarding');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: /account menu/ })).toContainText(
    `${member.user.firstName} ${member.user.lastName}`,
  );
  await expectNoSeriousA11yViolations(page);
});

test('every member page sends them to /onboarding', async ({ page }) => {
  for (const path of memberPages) {
    await page.goto(path);
    await expect(page).toHaveURL('/onboarding');
  }
});

for (const path of ['/signin', '/register']) {
  test(`${path} sends a signed-in member on to the dashboard (and so to onboarding)`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL('/onboarding');
  });
}

test('an admin page sends a member to /dashboard and clears stored admin data', async ({ page }) => {
  await page.goto('/onboarding');
  await page.evaluate(() => {
    localStorage.setItem('adminSession', '{"lastTab":"users"}');
    localStorage.setItem('adminPreferences', '{"sessionTimeout":60}');
  });
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/onboarding');
  expect(await page.evaluate(() => localStorage.getItem('adminSession'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('adminPreferences'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

test('Sign Out from the user menu on a guarded page lands on the landing page, signed out', async ({
  page,
}) => {
  await page.goto('/onboarding');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /account menu/ }).click();
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
