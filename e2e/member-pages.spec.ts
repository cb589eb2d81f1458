import { type APIRequestContext, expect as baseExpect, type Page, test as base } from '@playwright/test';
import { DEMO_MEMBER, demoMembers } from './support/seeding';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_BASE_URL } from './support/accounts';
import { loginAs, type SignedIn, storageWithToken } from './support/fixtures-login';

/*
 * The dashboard and the rewards page with data: the browser-test server starts with the demo
 * network (SEED_DEMO=true in playwright.config.ts), so the demo member has DIRECT rewards from
 * their network's subscriptions and DOWNLINE rewards from two cycles. A member at the bottom of
 * the network earned nothing: the empty states.
 */
// Generous waits: several engineers' suites share two loaded cores.
const expect = baseExpect.configure({ timeout: 15_000 });

const plan = demoMembers();
const leaf = plan[plan.length - 1];
if (!leaf || leaf.depth < 4) throw new Error('the demo network changed: pick another member without rewards');

type Stats = {
  currentBalance: number;
  totalRewards: number;
  totalWithdrawn: number;
  rewardBreakdown: { calculatedTotal: number; directRewards: number; downlineRewards: number };
};
type RewardPage = {
  rewards: { rewardAmount: number; level: number; type: 'DIRECT' | 'DOWNLINE' }[];
  pagination: { totalRecords: number; totalPages: number };
};

const test = base.extend<
  { signedIn: SignedIn; api: APIRequestContext },
  { demo: SignedIn; leafMember: SignedIn }
>({
  demo: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      await use(await loginAs(api, DEMO_MEMBER));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  leafMember: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      await use(await loginAs(api, { email: leaf.email, password: DEMO_MEMBER.password }));
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  signedIn: async ({ demo }, use) => use(demo),
  storageState: async ({ signedIn, baseURL }, use) => use(storageWithToken(signedIn.token, baseURL)),
  api: async ({ playwright, signedIn }, use) => {
    const api = await playwright.request.newContext({
      baseURL: E2E_BASE_URL,
      extraHTTPHeaders: { Authorization: `Bearer ${signedIn.token}` },
    });
    await use(api);
    await api.dispose();
  },
});

test.describe.configure({ timeout: 90_000 });

/** `$` and two decimals, rounded half away from zero on the decimal text (as the app does). */
const money = (value: number) => {
  const [whole = '0', fraction = ''] = String(value).split('.');
  const thousandths = BigInt(whole + fraction.padEnd(3, '0').slice(0, 3));
  const cents = (thousandths + 5n) / 10n;
  return `$${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

const getJson = async <T>(api: APIRequestContext, url: string, params?: Record<string, string | number>) => {
  const response = await api.get(url, params ? { params } : undefined);
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

const statsOf = async (api: APIRequestContext, member: SignedIn) =>
  getJson<Stats>(api, `/api/rewards/stats/${(member.user as unknown as { userId: string }).userId}`);

/** Opens a member page and waits for its heading: a loaded machine can take a while for a lazy page. */
const open = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
};

const openRewardsHistory = async (page: Page) => {
  await open(page, '/rewards');
  await page.getByRole('tab', { name: 'Rewards History' }).click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
};

test.describe('the demo member', () => {
  test('the dashboard shows the member and the figures of GET /rewards/stats', async ({
    page,
    api,
    demo,
  }) => {
    const stats = await statsOf(api, demo);
    expect(stats.totalRewards).toBeGreaterThan(0);
    await open(page, '/dashboard');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${demo.user.firstName}!`);
    await expect(page.getByRole('main').getByText(demo.user.email, { exact: true })).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Email verification required')).toHaveCount(0);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Activated on /)).toBeVisible();

    await expect(page.getByTestId('available-balance')).toHaveText(money(stats.currentBalance));
    await expect(page.getByTestId('total-earned')).toHaveText(money(stats.totalRewards));
    await expect(page.getByTestId('total-withdrawn')).toHaveText(money(stats.totalWithdrawn));
    await expect(page.getByTestId('total-income')).toHaveText(money(stats.rewardBreakdown.calculatedTotal));
    await expect(page.getByTestId('direct-income')).toHaveText(money(stats.rewardBreakdown.directRewards));
    await expect(page.getByTestId('downline-income')).toHaveText(
      money(stats.rewardBreakdown.downlineRewards),
    );

    // Refresh reads the figures again.
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/rewards/stats/'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await refreshed).ok()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('the referral card copies {host}/ref/{code}, confirmed for a moment', async ({
    page,
    context,
    demo,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    await open(page, '/dashboard');
    await expect(page.getByTestId('referral-code')).toHaveText(demo.user.referralCode);
    await page.getByRole('button', { name: 'Copy referral link' }).click();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(E2E_BASE_URL).origin}/ref/${demo.user.referralCode}`,
    );
    // The confirmation lasts 5 seconds.
    await expect(page.getByText('Copied to clipboard!')).toHaveCount(0, { timeout: 8_000 });
  });

  test('the rewards page shows the balance, the breakdown and the earnings chart', async ({
    page,
    api,
    demo,
  }) => {
    const stats = await statsOf(api, demo);
    await open(page, '/rewards');
    const [whole, cents] = money(stats.currentBalance).slice(1).split('.');
    await expect(page.getByTestId('current-balance')).toHaveText(`${whole}.${cents} USDT`);
    await expect(page.getByRole('button', { name: 'Request Withdrawal' })).toBeEnabled();
    await expect(page.getByTestId('breakdown-total-earned')).toHaveText(money(stats.totalRewards));
    await expect(page.getByTestId('breakdown-total-withdrawn')).toHaveText(money(stats.totalWithdrawn));
    await expect(page.getByTestId('breakdown-direct-rewards')).toHaveText(
      money(stats.rewardBreakdown.directRewards),
    );
    // Two demo cycles: two bars, and the same figures in the table for screen readers.
    const chart = page.getByRole('img', { name: 'Trading Rewards per cycle' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(2);
    await expect(
      page.getByRole('table', { name: 'Trading rewards earned in each distribution cycle' }).getByRole('row'),
    ).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);
  });

  test('rewards history: newest first, 10 a page, the pager and the range label', async ({ page, api }) => {
    const all = await getJson<RewardPage>(api, '/api/rewards/user', { limit: 10 });
    const total = all.pagination.totalRecords;
    expect(total).toBeGreaterThan(30);
    await openRewardsHistory(page);
    await expect(page.getByTestId('reward-row')).toHaveCount(10);
    await expect(page.getByTestId('rewards-range')).toHaveText(`Showing 1 to 10 of ${total} rewards`);
    await expect(page.getByTestId('reward-amount').first()).toHaveText(
      money(all.rewards[0]?.rewardAmount ?? 0),
    );

    const pages = page.getByRole('navigation', { name: 'Rewards pages' });
    await expect(pages.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('rewards-range')).toHaveText(`Showing 11 to 20 of ${total} rewards`);
    await pages.getByRole('button', { name: 'Last page' }).click();
    const last = all.pagination.totalPages;
    await expect(pages.getByRole('button', { name: `Page ${last}`, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByTestId('rewards-range')).toHaveText(
      `Showing ${(last - 1) * 10 + 1} to ${total} of ${total} rewards`,
    );
    // Far from both ends the pages between are an ellipsis.
    if (last > 4) await expect(pages.getByText('…')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('rewards history: type, level, sort and page size filters', async ({ page, api }) => {
    await openRewardsHistory(page);
    const panel = page.getByRole('tabpanel');

    await panel.getByLabel('Type').selectOption({ label: 'Trading Rewards' });
    const trading = await getJson<RewardPage>(api, '/api/rewards/user', { type: 'DOWNLINE' });
    await expect(page.getByTestId('rewards-range')).toHaveText(
      `Showing 1 to 10 of ${trading.pagination.totalRecords} rewards`,
    );
    await expect(panel.getByText('Referral', { exact: true })).toHaveCount(0);
    await expect(panel.getByText('Trading', { exact: true })).toHaveCount(10);

    await panel.getByLabel('Type').selectOption({ label: 'Referral Rewards' });
    await panel.getByLabel('Level').selectOption({ label: 'Level 2' });
    const level2 = await getJson<RewardPage>(api, '/api/rewards/user', { type: 'DIRECT', level: 2 });
    await expect(page.getByTestId('reward-row')).toHaveCount(Math.min(10, level2.pagination.totalRecords));
    for (const cell of await page.getByTestId('reward-level').all()) await expect(cell).toHaveText('2');
    await expect(panel.getByText('20% of $10.00')).toHaveCount(0);
    await expect(panel.getByText('10% of $10.00').first()).toBeVisible();

    await panel.getByLabel('Type').selectOption({ label: 'All Types' });
    await panel.getByLabel('Level').selectOption({ label: 'All Levels' });
    await panel.getByLabel('Sort').selectOption({ label: 'Highest Amount' });
    const highest = await getJson<RewardPage>(api, '/api/rewards/user', { sort: 'highest' });
    await expect(page.getByTestId('reward-amount').first()).toHaveText(
      money(highest.rewards[0]?.rewardAmount ?? 0),
    );
    await panel.getByLabel('Sort').selectOption({ label: 'Lowest Amount' });
    const lowest = await getJson<RewardPage>(api, '/api/rewards/user', { sort: 'lowest' });
    await expect(page.getByTestId('reward-amount').first()).toHaveText(
      money(lowest.rewards[0]?.rewardAmount ?? 0),
    );

    await panel.getByLabel('Page size').selectOption({ label: '25 per page' });
    await expect(page.getByTestId('reward-row')).toHaveCount(25);
    await expect(page.getByTestId('rewards-range')).toContainText('Showing 1 to 25 of');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('a member without rewards', () => {
  test.use({ signedIn: async ({ leafMember }, use) => use(leafMember) });

  test('sees $0.00 on the dashboard, and the empty states on the rewards page', async ({ page }) => {
    await open(page, '/dashboard');
    await expect(page.getByTestId('available-balance')).toHaveText('$0.00');
    await expect(page.getByTestId('total-income')).toHaveText('$0.00');

    await open(page, '/rewards');
    await expect(page.getByTestId('current-balance')).toHaveText('0.00 USDT');
    await expect(page.getByRole('button', { name: 'Request Withdrawal' })).toBeDisabled();
    await expect(page.getByText('No earnings yet')).toBeVisible();
    await page.getByRole('tab', { name: 'Rewards History' }).click();
    await expect(page.getByText('No rewards yet')).toBeVisible();
    await expect(page.getByTestId('reward-row')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
