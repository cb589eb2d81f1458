import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

const memberPages = [
  '/dashboard',
  '/referrals',
  '/rewards',
  '/user-tree',
  '/profile',
  '/settings',
  '/support',
];
const adminPages = [
  '/admin',
  '/admin/dashboard',
  '/admin/users',
  '/admin/users/5b1c1a0e-4a5e-4c43-9b1e-2f0d6f1b7c11',
  '/admin/withdrawals',
  '/admin/withdrawals/5b1c1a0e-4a5e-4c43-9b1e-2f0d6f1b7c11',
  '/admin/rewards',
  '/admin/user-reports',
  '/admin/settings',
];

/** React Router keeps navigation state in history.state.usr. */
const redirectOrigin = (page: Page) =>
  page.evaluate(
    () => (history.state as { usr?: { from?: { pathname?: string; search?: string } } } | null)?.usr?.from,
  );

test.describe('an anonymous visitor', () => {
  for (const path of memberPages) {
    test(`is sent from ${path} to /signin, which remembers where they were going`, async ({ page }) => {
      await page.goto(`${path}?tab=history`);
      await expect(page).toHaveURL('/signin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
      expect(await redirectOrigin(page)).toMatchObject({ pathname: path, search: '?tab=history' });
    });
  }

  for (const path of adminPages) {
    test(`is sent from ${path} to /signin`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/signin');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
    });
  }

  test('is sent from /onboarding to /signin', async ({ page }) => {
    await page.goto('/onboarding');
    await expect(page).toHaveURL('/signin');
  });

  test('the redirect to /signin replaces the member page in the history', async ({ page }) => {
    await page.goto('/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/signin');
    await page.goBack();
    await expect(page).toHaveURL('/');
  });
});

test.describe('public pages', () => {
  const pages: [string, string][] = [
    ['/signin', 'Sign In'],
    ['/register', 'Create Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=abc', 'Reset Password'],
    ['/verify-email', 'Verify Your Email'],
  ];
  for (const [path, title] of pages) {
    test(`${path} shows '${title}' and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test.describe('the not-found page', () => {
  test('shows for an unknown path opened directly', async ({ page }) => {
    await page.goto('/no-such-page/here');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('shows for an unknown path reached inside the app, admin prefix included', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      history.pushState({}, '', '/admin/does-not-exist');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
