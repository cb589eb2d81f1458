import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_MEMBER } from './support/seeding';
import { E2E_BASE_URL, e2eAdmin } from './support/accounts';
import { loginAs, storageWithToken } from './support/fixtures-login';

/**
 * The charts of issue 13: a drawing with axes and a tooltip that the keyboard reaches, and a
 * table of the same figures for screen readers; the admin's deposits and payouts per day and a
 * member's network growth per month, read against the API's own answers.
 */
const pageOf = async (browser: Browser, token: string) => {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: storageWithToken(token, E2E_BASE_URL),
  });
  return context.newPage();
};

const money = (amounts: number[]) => `$${amounts.reduce((sum, a) => sum + a, 0).toFixed(2)}`;

/** Scrolls the chart titled `title` to the middle of the screen (a chart draws once on screen). */
const toChart = async (page: Page, title: string) => {
  // The chart itself (with its table), not the skeleton that holds its place while the data loads.
  const figure = page
    .locator('figure')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByRole('table') });
  await expect(figure).toHaveCount(1);
  await figure.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
};

test('the admin dashboard charts deposits and payouts per day, with tooltips on the keyboard', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const admin = await loginAs(api, e2eAdmin);
  const charts = await api.get('/api/users/admin/charts', {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const { days, cashFlow } = (await charts.json()).data as {
    days: { date: string }[];
    cashFlow: { date: string; depositsAmount: number; payoutsAmount: number }[];
  };
  await api.dispose();
  const page = await pageOf(browser, admin.token);
  await page.goto('/admin');

  const deposits = money(cashFlow.map((d) => d.depositsAmount));
  const payouts = money(cashFlow.map((d) => d.payoutsAmount));
  // Charts draw once on screen (ADR 0014): the second row is scrolled to, then the first.
  await toChart(page, 'Payouts');
  await expect(page.getByRole('img', { name: `Deposits: ${deposits} over 30 days` })).toBeVisible();
  await expect(page.getByRole('img', { name: `Payouts: ${payouts} over 30 days` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Withdrawals paid out per day (USDT)' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').nth(30)).toContainText(cashFlow.at(-1)!.date);

  // The keyboard reaches the tooltip: End shows the last day, ArrowLeft the one before, Escape hides it.
  await toChart(page, 'Sign-ups');
  const signups = page.getByRole('group', { name: /^Sign-ups: arrow keys/ });
  await signups.focus();
  await page.keyboard.press('End');
  await expect(signups.getByRole('tooltip')).toContainText(days.at(-1)!.date);
  await page.keyboard.press('ArrowLeft');
  await expect(signups.getByRole('tooltip')).toContainText(days.at(-2)!.date);
  await page.keyboard.press('Escape');
  await expect(signups.getByRole('tooltip')).toHaveCount(0);
  await page.context().close();
});

test("the user tree charts the member's network growth per month", async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const member = await loginAs(api, DEMO_MEMBER);
  const headers = { authorization: `Bearer ${member.token}` };
  const growth = (await (await api.get('/api/users/referral-tree/growth', { headers })).json()).data as {
    months: { month: string; joined: number; total: number }[];
  };
  const tree = (await (await api.get('/api/users/referral-tree', { headers })).json()).data as {
    statistics: { totalReferrals: number };
  };
  await api.dispose();
  // The growth ends where the tree's Total Referrals is.
  expect(growth.months).toHaveLength(12);
  expect(growth.months.at(-1)!.total).toBe(tree.statistics.totalReferrals);

  const page = await pageOf(browser, member.token);
  await page.goto('/user-tree');
  await expect(
    page.getByRole('img', {
      name: `New members per month: ${tree.statistics.totalReferrals} in your network after 12 months`,
    }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Members who joined your network in each month' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const last = growth.months.at(-1)!;
  await expect(table.getByRole('row').nth(12)).toHaveText(`${last.month}${last.joined}`);

  const chart = page.getByRole('group', { name: /^New members per month: arrow keys/ });
  await chart.focus();
  await page.keyboard.press('End');
  await expect(chart.getByRole('tooltip')).toHaveText(`${last.month}${last.joined}`);
  await page.context().close();
});
