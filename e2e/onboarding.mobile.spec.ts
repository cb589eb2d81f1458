import { expect, memberTest as test } from './support/fixtures';

test('off the member pages, the mobile menu of a signed-in member lists the public links and Sign Out', async ({
  page,
}) => {
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const close = page.getByRole('button', { name: 'Close menu' });
  const menu = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
  for (const name of ['Home', 'Copy Trading', 'Earn', 'Contact Us']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Referrals' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
