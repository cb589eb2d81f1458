import { expectNoSeriousA11yViolations } from './support/a11y';
import { adminTest, expect, test } from './support/fixtures';

test.describe('mobile navigation bar, signed out', () => {
  test('a toggle replaces the desktop links and lists the public links', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Earn' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Sign In', exact: true })).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
    await expect(menu).toBeVisible();
    for (const name of ['Home', 'Copy Trading', 'Earn', 'Contact Us', 'Sign In', 'Sign Up']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Referrals' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('link', { name: 'Earn' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/#earn');
    await expect(page.locator('#earn')).toBeInViewport();
  });

  test('the menu closes on an outside tap', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.locator('#copy-trading').tap();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the landing page passes axe at phone width, and a tapped flip card turns', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
    const card = page.locator('[data-testid="flip-card-levels"]');
    await card.scrollIntoViewIfNeeded();
    await card.tap();
    await expect
      .poll(() =>
        card
          .locator('[data-flip-inner]')
          .evaluate((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m11),
      )
      .toBeCloseTo(-1);
  });
});

adminTest.describe('mobile admin layout', () => {
  adminTest('the side menu collapses behind a toggle', async ({ page, admin }) => {
    await page.goto('/admin/dashboard');
    const menu = page.getByRole('navigation', { name: 'Admin' });
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(`${admin.user.firstName} ${admin.user.lastName}`);

    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await expect(menu).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await menu.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Users');
  });
});
