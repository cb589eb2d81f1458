import type { Browser, Locator, Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/accounts';
import { expect, loginAs, storageWithToken, test } from './support/fixtures';
import { registerVerifiedMember } from './support/members';
import { uniqueEmail } from './support/mailbox';
import { DEMO_MEMBER } from './support/seeding';
import { codesTo, fundedMember, usableWalletAddress } from './support/withdrawals';

/*
 * Issue 17, "Fast on a phone": the member's screens at a phone's size (the `mobile` project:
 * 390x844, touch). On each: the page never scrolls sideways, and the controls a member needs can
 * be brought on screen, lie within its width and take the tap themselves (nothing covers them).
 * Onboarding's payment instructions, the dashboard, the rewards page with every step of the
 * withdrawal modal (which must fit the screen), and the tree with a level opened.
 */
const PHONE_WIDTH = 390;

/** Nothing is wider than the phone: the page does not scroll sideways. */
const expectNoSidewaysScroll = async (page: Page) => {
  const widths = await page.evaluate(() => ({
    viewport: window.innerWidth,
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(widths.viewport).toBe(PHONE_WIDTH);
  expect(widths.document).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(widths.body).toBeLessThanOrEqual(PHONE_WIDTH);
};

/** A tap at the middle of the element lands on it (or inside it), not on something covering it. */
const takesTheTap = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

/** The control comes on screen whole, within the phone's width, and takes a tap. */
const expectReachable = async (control: Locator) => {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(await takesTheTap(control)).toBe(true);
};

/** The modal lies inside the screen, whole. */
const expectFitsTheScreen = async (page: Page, dialog: Locator) => {
  const box = await dialog.boundingBox();
  const screen = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(screen.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(screen.height);
};

/**
 * Scrolls to a chart (charts draw when they near the screen), waits for its drawing, and checks
 * that it did not widen the page: a drawing wider than the phone makes its browser zoom the page out.
 */
const expectChartFits = async (page: Page, title: string) => {
  const chart = page.getByRole('group', { name: new RegExp(`^${title}: arrow keys`) });
  await page
    .locator('figure')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first()
    .evaluate((figure) => figure.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect(chart.locator(':scope > svg')).toBeVisible();
  const box = await chart.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH);
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
};

const signedInPage = async (browser: Browser, token: string) => {
  // The mobile project's phone (size, touch, pixel ratio), signed in.
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    storageState: storageWithToken(token, E2E_BASE_URL),
  });
  return { context, page: await context.newPage() };
};

test('onboarding: the payment instructions fit, copy and refresh; the UID form answers', async ({
  browser,
  playwright,
  admin,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const member = await registerVerifiedMember(api, admin.user.referralCode, uniqueEmail('phone-onboarding'));
  const { context, page } = await signedInPage(browser, member.token);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
  try {
    await page.goto('/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Onboarding' })).toBeVisible();
    const step1 = page.getByTestId('step-pay');
    const address = page.getByTestId('deposit-address');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await expectNoSidewaysScroll(page);

    // The instructions: fee, address (whole, not cut off), QR code and contract, all on screen.
    await expectReachable(page.getByTestId('subscription-fee'));
    await expectReachable(address);
    expect(await address.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectReachable(page.getByRole('img', { name: 'QR code of your deposit address' }));
    await expectReachable(page.getByTestId('usdt-contract'));

    const copy = page.getByRole('button', { name: 'Copy your deposit address' });
    await expectReachable(copy);
    await copy.tap();
    await expect(step1.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());

    const refresh = page.getByRole('button', { name: 'Refresh Payment Status' });
    await expectReachable(refresh);
    await refresh.tap();
    await expect(step1.getByText('Subscription status refreshed')).toBeVisible();

    // Step 2: the UID field and its button; an empty UID is refused under the field.
    const uidField = page.getByLabel('BingX UID');
    await expectReachable(uidField);
    const link = page.getByRole('button', { name: 'Link BingX Account' });
    await expectReachable(link);
    await link.tap();
    await expect(page.getByText('Please enter your BingX UID')).toBeVisible();
    await expectNoSidewaysScroll(page);
  } finally {
    await context.close();
    await api.dispose();
  }
});

test('dashboard: figures, Refresh, the referral link and the menu to the other pages', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const demo = await loginAs(api, DEMO_MEMBER);
  await api.dispose();
  const { context, page } = await signedInPage(browser, demo.token);
  try {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${demo.user.firstName}!`);
    await expect(page.getByTestId('available-balance')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expectNoSidewaysScroll(page);

    await expectReachable(page.getByTestId('available-balance'));
    const refresh = page.getByRole('button', { name: 'Refresh', exact: true });
    await expectReachable(refresh);
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/rewards/stats/'));
    await refresh.tap();
    expect((await refreshed).ok()).toBe(true);
    await expectReachable(page.getByTestId('referral-code'));
    await expectReachable(page.getByRole('button', { name: 'Copy referral link' }));
    await expectNoSidewaysScroll(page);

    // The member's sections are in the menu on a phone (the sidebar is for wide screens).
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expectReachable(toggle);
    await toggle.tap();
    const close = page.getByRole('button', { name: 'Close menu' });
    const menu = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
    const rewards = menu.getByRole('link', { name: 'Rewards', exact: true });
    await expectReachable(rewards);
    await rewards.tap();
    await expect(page).toHaveURL('/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('rewards: every step of the withdrawal modal fits the screen and its buttons work', async ({
  browser,
  playwright,
  admin,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const member = await fundedMember(api, admin.user.referralCode);
  const walletAddress = await usableWalletAddress(member);
  const { context, page } = await signedInPage(browser, member.token);
  try {
    await page.goto('/rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectChartFits(page, 'Trading Rewards per cycle');
    const request = page.getByRole('button', { name: 'Request Withdrawal' });
    await expect(request).toBeEnabled();
    await expectReachable(request);
    await request.tap();

    // Step 1: the form.
    const dialog = page.getByRole('dialog', { name: 'Request Withdrawal' });
    await expect(dialog).toBeVisible();
    await expectFitsTheScreen(page, dialog);
    await expectNoSidewaysScroll(page);
    const amount = dialog.getByLabel('Amount (USDT)');
    await expectReachable(amount);
    await amount.fill('1');
    const address = dialog.getByLabel('Wallet Address (BEP20)');
    await expectReachable(address);
    await address.fill(walletAddress);
    await expect(dialog.getByText('Valid wallet address', { exact: true })).toBeVisible();
    await expectReachable(dialog.getByRole('button', { name: 'Cancel' }));
    await expectReachable(dialog.getByRole('button', { name: 'Close' }));
    const before = (await codesTo(api, member.user.email)).length;
    const next = dialog.getByRole('button', { name: 'Continue' });
    await expectReachable(next);
    await next.tap();

    // Step 2: the e-mailed code.
    const codeField = dialog.getByLabel('OTP Code');
    await expect(codeField).toBeVisible();
    await expectFitsTheScreen(page, dialog);
    await expectReachable(codeField);
    await expectReachable(dialog.getByRole('button', { name: 'Back' }));
    let codes: string[] = [];
    await expect
      .poll(async () => (codes = await codesTo(api, member.user.email)).length, {
        message: 'the withdrawal code e-mail',
      })
      .toBeGreaterThan(before);
    await codeField.fill(codes[0]!);
    const verify = dialog.getByRole('button', { name: 'Verify & Withdraw' });
    await expectReachable(verify);
    await verify.tap();

    // Done: the modal closes, the message shows on the page, still no sideways scroll.
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Your withdrawal request was submitted and is waiting for review.'),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
  } finally {
    await context.close();
    await api.dispose();
  }
});

test('tree: the rows fit, and a tapped level closes and opens', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const demo = await loginAs(api, DEMO_MEMBER);
  await api.dispose();
  const { context, page } = await signedInPage(browser, demo.token);
  try {
    await page.goto('/user-tree');
    await expect(page.getByRole('heading', { name: 'My Referral Tree' })).toBeVisible();
    await expect(page.getByText('Your Network Root')).toBeVisible();
    const tree = page.getByTestId('referral-tree');
    await expect(tree.getByTestId('tree-node').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectChartFits(page, 'New members per month');

    // A level closes and opens again on a tap: the first member's (levels 1 and 2 start open; the
    // rows in the page are the ones in view, so the first row is the one sure to be there). Its
    // first member below it, the next row, goes and comes back.
    const first = tree.getByRole('button', { name: /^Collapse / }).first();
    const name = (await first.getAttribute('aria-label'))!.replace(/^Collapse /, '');
    const nextToggle = tree.getByTestId('tree-node').nth(1).locator('[aria-label]').first();
    const childName = (await nextToggle.getAttribute('aria-label'))!.replace(
      /^(?:Collapse |Expand )|(?: has no members to show)$/g,
      '',
    );
    const child = tree.getByRole('button', { name: childName, exact: true });
    await expect(child).toHaveCount(1);
    await expectReachable(first);
    await first.tap();
    const expand = tree.getByRole('button', { name: `Expand ${name}`, exact: true });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toHaveCount(0);
    await expectReachable(expand);
    await expand.tap();
    const collapse = tree.getByRole('button', { name: `Collapse ${name}`, exact: true });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toHaveCount(1);
    await expectReachable(collapse);
    await expectNoSidewaysScroll(page);
  } finally {
    await context.close();
  }
});
