import { type APIRequestContext, type Browser, expect, type Page, test as base } from '@playwright/test';
import { roundDecimal, sumDecimals } from '@app/contract';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_BASE_URL } from './support/accounts';
import { loginAs, storageWithToken } from './support/fixtures-login';
import {
  DEMO_MEMBER,
  DEMO_PASSWORD,
  demoMembers,
  seedWideNetworkFor,
  WIDE_PASSWORD,
} from './support/seeding';

/*
 * /referrals and /user-tree with real networks:
 * - the demo network the browser-test server seeds at start (SEED_DEMO): the demo member, 39
 *   members in 4 levels, with rewards from two cycles; expectations come from its plan
 *   (demoMembers()) and from the rewards call, not from the network code;
 * - a wide network, more than one tree answer carries (30 direct referrals with 80 each), seeded
 *   per worker into the server's embedded database through its seeding entry for tests
 *   (e2e/support/seeding.ts: the server's own insertUser, placeUnderReferrer), its members verified
 *   and onboarded.
 */
const plan = demoMembers();
const network = plan.filter((m) => m.depth > 0);
const atDepth = (depth: number) => network.filter((m) => m.depth === depth);
const nameOf = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;
const below = (index: number): number =>
  plan.filter((m) => m.parent === index).reduce((n, child) => n + 1 + below(child.index), 0);
const leaf = plan.at(-1)!;
const deepest = atDepth(4)[0]!;
const ancestorsOf = (m: (typeof plan)[number]): (typeof plan)[number][] =>
  m.parent === null || m.parent === 0 ? [] : [...ancestorsOf(plan[m.parent]!), plan[m.parent]!];

const test = base.extend<object, { wideEmail: string }>({
  wideEmail: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use, workerInfo) => use(await seedWideNetworkFor(workerInfo.workerIndex)),
    { scope: 'worker', timeout: 180_000 },
  ],
});

/** A page of a new browser context signed in through the real login call. */
async function signedInPage(browser: Browser, credentials: { email: string; password: string }) {
  const api = await browser.newContext({ baseURL: E2E_BASE_URL });
  const { token } = await loginAs(api.request, credentials);
  await api.close();
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    storageState: storageWithToken(token, E2E_BASE_URL),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return { page: await context.newPage(), token };
}

/** `$` and two decimals of an exact decimal sum, as the app shows money. */
const money = (decimal: string) => {
  const [whole = '0', fraction = ''] = roundDecimal(decimal, 2).split('.');
  return `$${whole}.${fraction.padEnd(2, '0')}`;
};

/** What the member earned from their network, from the rewards call (every record with a source). */
async function earnedFromNetwork(api: APIRequestContext, token: string) {
  const amounts: string[] = [];
  for (let page = 1; ; page++) {
    const response = await api.get('/api/rewards/user', {
      params: { page, limit: 100 },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as {
      data: {
        rewards: { rewardAmount: number; downlineUser?: unknown }[];
        pagination: { hasNext: boolean };
      };
    };
    amounts.push(...body.data.rewards.filter((r) => r.downlineUser).map((r) => String(r.rewardAmount)));
    if (!body.data.pagination.hasNext) return sumDecimals(['0', ...amounts]);
  }
}

test.describe('/referrals', () => {
  test('the code, the statistics, and the history with its pager and level filter', async ({ browser }) => {
    const { page } = await signedInPage(browser, DEMO_MEMBER);
    await page.goto('/referrals');
    await expect(page.getByRole('heading', { name: 'Referral Statistics' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy Referral Code' }).click();
    await expect(page.getByText('Successfully Copied!')).toBeVisible();
    const code = await page.getByTestId('referral-code').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // Everyone in the demo network is active, linked and paid.
    const total = String(network.length);
    const figures = page.getByRole('definition');
    for (let i = 0; i < 4; i++) await expect(figures.nth(i)).toHaveText(total);

    const rows = page.getByTestId('referral-row');
    await expect(rows).toHaveCount(10);
    await expect(page.getByText(`Showing 1 to 10 of ${total} referrals`)).toBeVisible();
    await expect(rows.first()).toContainText('Level 1');
    await expect(rows.first().getByText('ACTIVE')).toHaveAttribute('data-tone', 'green');
    await expect(rows.first()).toContainText('Paid');
    await expect(rows.first()).toContainText('Linked');
    await expectNoSeriousA11yViolations(page);

    const pages = Math.ceil(network.length / 10);
    const pager = page.getByRole('navigation', { name: 'Referral history pages' });
    await pager.getByRole('button', { name: `Page ${pages}` }).click();
    await expect(rows).toHaveCount(network.length - (pages - 1) * 10);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText(`Showing ${(pages - 2) * 10 + 1} to ${(pages - 1) * 10} of`)).toBeVisible();

    await page.getByLabel('Level').selectOption({ label: 'Level 2' });
    await expect(page.getByText(`Showing 1 to 10 of ${atDepth(2).length} referrals`)).toBeVisible();
    for (const row of await rows.all()) await expect(row).toContainText('Level 2');

    await page.getByLabel('Level').selectOption({ label: 'Level 4' });
    await expect(rows).toHaveCount(atDepth(4).length);
    await expect(pager).toHaveCount(0); // one page: no pager
    await expect(page.getByText(nameOf(deepest), { exact: true })).toBeVisible();

    await page.getByLabel('Level').selectOption({ label: 'Level 15' });
    await expect(page.getByText('No referrals yet')).toBeVisible();
  });
});

test.describe('/user-tree', () => {
  type Named = { firstName: string; lastName: string };
  const node = (page: Page, m: Named) =>
    page.getByTestId('tree-node').filter({ has: page.getByRole('button', { name: nameOf(m), exact: true }) });

  /**
   * Whether the member is a row of the tree: only rows in view are in the page (the tree is
   * windowed), so this scrolls it from the top until the row shows or the end is reached.
   */
  async function findRow(page: Page, m: Named): Promise<boolean> {
    const tree = page.getByTestId('referral-tree');
    await tree.evaluate((element) => element.scrollTo({ top: 0 }));
    for (;;) {
      await page.waitForTimeout(50); // let the windowed rows follow the scroll
      if ((await node(page, m).count()) > 0) {
        await node(page, m).scrollIntoViewIfNeeded();
        return true;
      }
      const atEnd = await tree.evaluate((element) => {
        const before = element.scrollTop;
        element.scrollBy({ top: element.clientHeight / 2 });
        return element.scrollTop === before;
      });
      if (atEnd) return false;
    }
  }
  const expectRow = (page: Page, m: Named, shown: boolean) =>
    expect
      .poll(() => findRow(page, m), { message: `${nameOf(m)} ${shown ? 'shown' : 'hidden'}` })
      .toBe(shown);

  test('statistics, the root, and the first two levels open', async ({ browser, playwright }) => {
    const { page, token } = await signedInPage(browser, DEMO_MEMBER);
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const earned = await earnedFromNetwork(api, token);
    await api.dispose();

    await page.goto('/user-tree');
    await expect(page.getByRole('heading', { name: 'My Referral Tree' })).toBeVisible();
    await expect(page.getByText('Your Network Root')).toBeVisible();
    const direct = atDepth(1).length;
    await expect(page.getByText(`${direct} direct, ${network.length - direct} indirect`)).toBeVisible();
    await expect(page.getByText('4 levels deep')).toBeVisible();
    expect(Number(earned)).toBeGreaterThan(0);
    await expect(page.getByTestId('tree-total-earnings')).toHaveText(money(earned));

    const levelThree = atDepth(3).find((m) => plan.some((c) => c.parent === m.index))!;
    const child = plan.find((m) => m.parent === levelThree.index)!;
    const top = ancestorsOf(levelThree)[0]!;
    await expect(node(page, top)).toContainText(`Network Size: ${below(top.index)} people`);
    await expectNoSeriousA11yViolations(page);
    await expectRow(page, levelThree, true); // its parent, at level 2, starts open
    await expectRow(page, child, false); // level 3 starts closed

    await findRow(page, levelThree);
    await node(page, levelThree)
      .getByRole('button', { name: `Expand ${nameOf(levelThree)}` })
      .click();
    await expectRow(page, child, true);
    await findRow(page, top);
    await node(page, top)
      .getByRole('button', { name: nameOf(top), exact: true })
      .click(); // names toggle
    await expectRow(page, levelThree, false);
    await findRow(page, top);
    await node(page, top)
      .getByRole('button', { name: `Expand ${nameOf(top)}` })
      .click();
    await expectRow(page, child, true); // the opened node stayed open
  });

  test('search keeps the ancestors and hides the match’s children', async ({ browser }) => {
    const { page } = await signedInPage(browser, DEMO_MEMBER);
    await page.goto('/user-tree');
    const parent = atDepth(3).find((m) => plan.some((c) => c.parent === m.index))!;
    await page.getByPlaceholder('Search your referrals...').fill(parent.email.toUpperCase());
    const kept = [...ancestorsOf(parent), parent];
    await expect(page.getByTestId('tree-node')).toHaveCount(kept.length);
    for (const m of kept) await expect(node(page, m)).toBeVisible();
    await expect(node(page, parent).getByRole('button', { name: /has no members to show/ })).toBeDisabled();

    await page.getByPlaceholder('Search your referrals...').fill('nobody-like-this');
    await expect(page.getByText('No matching referrals found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('View Levels limits the depth and which nodes toggle', async ({ browser }) => {
    const { page } = await signedInPage(browser, DEMO_MEMBER);
    await page.goto('/user-tree');
    await expect(page.getByTestId('tree-node').first()).toBeVisible();
    await page.getByLabel('View Levels').selectOption('1');
    await expect(page.getByTestId('tree-node')).toHaveCount(atDepth(1).length);
    const top = atDepth(1).find((m) => below(m.index) > 0)!;
    await expect(node(page, top).getByRole('button', { name: /has no members to show/ })).toBeDisabled();
    await page.getByLabel('View Levels').selectOption('15');
    await expectRow(page, atDepth(3)[0]!, true);
  });

  test('a member without a network is invited to refer', async ({ browser }) => {
    const { page } = await signedInPage(browser, { email: leaf.email, password: DEMO_PASSWORD });
    await page.goto('/user-tree');
    await expect(page.getByText('Start Building Your Network!')).toBeVisible();
    await expect(page.getByText('Start referring!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Go to Referrals' }).click();
    await expect(page).toHaveURL('/referrals');
    await expect(page.getByText('No referrals yet')).toBeVisible();
  });

  test('a large network fetches its second level on demand and renders only the rows in view', async ({
    browser,
    wideEmail,
  }) => {
    const { page } = await signedInPage(browser, { email: wideEmail, password: WIDE_PASSWORD });
    await page.goto('/user-tree');
    await expect(page.getByText('30 direct, 2,400 indirect')).toBeVisible();
    // 2,430 members are more than one answer carries: level 2 comes per open level-1 node.
    const tree = page.getByTestId('referral-tree');
    await expect(tree.getByText('Second1x1 Wide', { exact: true })).toBeVisible();
    expect(await tree.getByRole('listitem').count()).toBeLessThan(60);
    await expect(async () => {
      await tree.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect(tree.getByText('Second30x80 Wide', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(await tree.getByRole('listitem').count()).toBeLessThan(60);
    await expectNoSeriousA11yViolations(page);
  });

  test('a network larger than the page holds is searched on the server, each match with its path', async ({
    browser,
    wideEmail,
  }) => {
    const { page } = await signedInPage(browser, { email: wideEmail, password: WIDE_PASSWORD });
    // Level 2 is never fetched here: the page holds only the 30 direct referrals of 2,430.
    await page.route('**/api/users/referral-tree/*/children**', (route) => route.abort());
    await page.goto('/user-tree');
    await expect(page.getByText('30 direct, 2,400 indirect')).toBeVisible();
    const search = page.getByPlaceholder('Search your referrals...');
    const wide = (firstName: string) => ({ firstName, lastName: 'Wide' });

    // A member the page has not loaded, whatever the case: found with its upline.
    const answered = page.waitForResponse((r) => r.url().includes('/api/users/referral-tree/search?'));
    await search.fill('second17X42');
    expect((await answered).status()).toBe(200);
    await expect(page.getByTestId('tree-node')).toHaveCount(2);
    await expect(node(page, wide('Direct17'))).toBeVisible();
    await expect(
      node(page, wide('Direct17')).getByRole('button', { name: 'Collapse Direct17 Wide' }),
    ).toBeVisible();
    await expect(node(page, wide('Second17x42'))).toContainText('Level 2');
    await expect(
      node(page, wide('Second17x42')).getByRole('button', { name: /has no members to show/ }),
    ).toBeDisabled();

    // Several matches under one upline: Second5x1 and Second5x10 to Second5x19.
    await search.fill('Second5x1');
    await expect(page.getByTestId('tree-node')).toHaveCount(12);
    await expect(node(page, wide('Second5x19'))).toBeVisible();

    // Everyone matches 'wide': the first page, a row for more, and the cap said.
    await search.fill('WIDE');
    await expect(page.getByText('More than 1,000 members match: the first 1,000 are listed.')).toBeVisible();
    const tree = page.getByTestId('referral-tree');
    await tree.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.getByRole('button', { name: 'Show more (950 more)' }).click();
    await expect(async () => {
      await tree.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect(page.getByRole('button', { name: 'Show more (900 more)' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expectNoSeriousA11yViolations(page);

    await search.fill('nobody-like-this');
    await expect(page.getByText('No matching referrals found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  });
});
