import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { E2E_BASE_URL, e2eAdmin } from './support/accounts';
import { expect, loginAs, storageWithToken, test } from './support/fixtures';
import { linkFromMailbox, RESET_LINK, uniqueEmail, VERIFY_LINK } from './support/mailbox';
import { MEMBER_PASSWORD, registerVerifiedMember } from './support/members';
import { onboardMember } from './support/onboard-member';

/**
 * The specs' timings (member spec 9, admin spec 9), each with a controlled clock (issue 19):
 * the page's clock is stopped just before the action, then moved on by hand, so "not before"
 * and "at" are both checked: redirects after a reset or a verification 3 s, 'Copied to
 * clipboard!' 5 s, the toast 5 s, the password banner 3 s; the navigation bar's style after 20 px
 * of scrolling and the tree's indent of 20 px per level are measured.
 */
const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };
const NEW_PASSWORD = 'Timing@4567';

test.describe.configure({ timeout: 120_000 });

/**
 * Stops the page's clock (installed before the page loaded) a moment from now; on a busy machine
 * that moment may pass before the call arrives, so it is tried again.
 */
const stopClock = async (page: Page) => {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 500);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
};

/** Moves the stopped clock on in steps of 10 ms until `locator` shows (network answers need it). */
const stepUntilVisible = async (page: Page, locator: Locator) => {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(10);
        return locator.isVisible();
      },
      { timeout: 20_000 },
    )
    .toBe(true);
};

/** Still there just before `ms`, gone just after: the clock moves `ms - 100`, then 200 more. */
const expectLastsFor = async (page: Page, locator: Locator, ms: number) => {
  await page.clock.runFor(ms - 100);
  await expect(locator).toBeVisible();
  await page.clock.runFor(200);
  await expect(locator).toBeHidden();
};

const signedInContext = async (browser: Browser, token: string, permissions: string[] = []) =>
  browser.newContext({ storageState: storageWithToken(token, E2E_BASE_URL), permissions });

/** A registered member whose verification e-mail is still unused. */
const registerUnverified = async (api: APIRequestContext, referralCode: string) => {
  const email = uniqueEmail('timing-verify');
  const registered = await api.post('/api/users/register', {
    data: {
      firstName: 'Tim',
      lastName: 'Ing',
      email,
      password: MEMBER_PASSWORD,
      referredByCode: referralCode,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return email;
};

test('verification: the redirect to sign-in comes 3 s after success, not before', async ({
  page,
  admin,
  request,
}) => {
  const email = await registerUnverified(request, admin.user.referralCode);
  const link = await linkFromMailbox(request, email, VERIFY_LINK);
  await page.clock.install();
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify Your Email');
  await stopClock(page);
  // The link opened inside the app (as a click on it would), so the stopped clock stays stopped.
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, link);
  const verified = page.getByRole('heading', { level: 1, name: 'Email Verified!' });
  await stepUntilVisible(page, verified);
  await page.clock.runFor(2_900);
  await expect(page).toHaveURL(/\/verify-email/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL('/signin');
});

test('reset: the redirect to sign-in comes 3 s after success, not before', async ({
  page,
  admin,
  request,
}) => {
  const email = uniqueEmail('timing-reset');
  await registerVerifiedMember(request, admin.user.referralCode, email);
  const forgot = await request.post('/api/users/forgot-password', { data: { email } });
  expect(forgot.ok()).toBe(true);
  await page.clock.install();
  await page.goto(await linkFromMailbox(request, email, RESET_LINK));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await stopClock(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await stepUntilVisible(page, page.getByRole('heading', { level: 1, name: 'Password Reset Successful' }));
  await page.clock.runFor(2_900);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.clock.runFor(200);
  await expect(page).toHaveURL('/signin');
});

test("dashboard: 'Copied to clipboard!' shows for 5 s", async ({ browser, request }) => {
  const demo = await loginAs(request, DEMO);
  const context = await signedInContext(browser, demo.token, ['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(page.getByTestId('referral-code')).toBeVisible();
  await stopClock(page);
  await page.getByRole('button', { name: 'Copy referral link' }).click();
  const copied = page.getByText('Copied to clipboard!');
  await stepUntilVisible(page, copied);
  await expectLastsFor(page, copied, 5_000);
  await context.close();
});

test('navigation bar: opaque only after more than 20 px of scrolling', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const bar = page.locator('header').first();
  await expect(bar).toHaveAttribute('data-opaque', 'false');
  await page.evaluate(() => window.scrollTo(0, 20));
  await page.clock.runFor(500);
  await expect(bar).toHaveAttribute('data-opaque', 'false');
  await expect(bar).toHaveClass(/bg-transparent/);
  await page.evaluate(() => window.scrollTo(0, 21));
  await page.clock.runFor(500);
  await expect(bar).toHaveAttribute('data-opaque', 'true');
  await expect(bar).not.toHaveClass(/bg-transparent/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-opaque', 'false');
});

test('user tree: each level is indented 20 px more than the one above', async ({ browser, request }) => {
  const demo = await loginAs(request, DEMO);
  const context = await signedInContext(browser, demo.token);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/user-tree');
  const nodes = page.getByTestId('tree-node');
  await expect(nodes.first()).toBeVisible();
  // Levels 1 and 2 start expanded, so the first rows run level 1, level 2, ...
  const toggleX = async (level: number) => {
    const node = nodes.filter({ hasText: `Level ${level}` }).first();
    await expect(node).toBeVisible();
    const box = await node.getByRole('button').first().boundingBox();
    if (!box) throw new Error(`no box for level ${level}`);
    return box.x;
  };
  const [one, two, three] = [await toggleX(1), await toggleX(2), await toggleX(3)];
  expect(two - one).toBeCloseTo(20, 0);
  expect(three - two).toBeCloseTo(20, 0);
  await context.close();
});

test('admin users: the status toast stays 5 s', async ({ browser, playwright, admin }) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const email = uniqueEmail('timing-toast');
  await registerVerifiedMember(api, admin.user.referralCode, email);
  const session = await loginAs(api, e2eAdmin);
  await api.dispose();
  const context = await signedInContext(browser, session.token);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/admin/users');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('button', { name: /Edit status of/ }).click();
  await page.getByRole('dialog', { name: 'Edit user status' }).getByLabel('LOCKED').check();
  await page.getByRole('button', { name: 'Update Status' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm status change' }).getByRole('button', {
    name: 'Confirm',
  });
  await expect(confirm).toBeVisible();
  await stopClock(page);
  await confirm.click();
  const toast = page.getByText('User status updated to LOCKED successfully!');
  await stepUntilVisible(page, toast);
  await expectLastsFor(page, toast, 5_000);
  await context.close();
});

test("profile: 'Password changed successfully!' stays 3 s, then the form closes", async ({
  browser,
  admin,
  request,
}) => {
  const member = await registerVerifiedMember(request, admin.user.referralCode, uniqueEmail('timing-pw'));
  await onboardMember(request, member.token);
  const context = await signedInContext(browser, member.token);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await stopClock(page);
  await page.getByRole('button', { name: 'Update Password' }).click();
  const banner = page.getByText('Password changed successfully!');
  await stepUntilVisible(page, banner);
  await expectLastsFor(page, banner, 3_000);
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await context.close();
});
