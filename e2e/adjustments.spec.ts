import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_BASE_URL } from './support/accounts';
import { adminTest as test, expect, loginAs, storageWithToken } from './support/fixtures';
import { DEMO_PASSWORD, demoMembers } from './support/seeding';

/**
 * Ledger adjustments (issue 15) in the browser: the admin credits a demo member's balance with a
 * reason on the user detail, a debit above the available balance is refused with its reason, and
 * the member's rewards history shows the credit as 'Adjustment'.
 */
test.describe.configure({ timeout: 120_000 });

/** A demo member at level 3 (SEED_DEMO=true): no other spec reads its figures. */
const demo = demoMembers()
  .filter((m) => m.depth === 3)
  .at(-1);
if (!demo) throw new Error('the demo network has no member at level 3');

test('an admin credits a member with a reason; a debit above the balance is refused; the member sees "Adjustment"', async ({
  page,
  playwright,
  browser,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const member = await loginAs(api, { email: demo.email, password: DEMO_PASSWORD });
  await api.dispose();
  const memberId = (member.user as unknown as { _id: string })._id;

  await page.goto(`/admin/users/${memberId}`);
  const card = page.getByRole('region', { name: 'Balance Adjustments' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  const form = card.getByRole('form', { name: 'Adjust balance' });

  // A reason is required (the contract's message, under the field).
  await form.getByLabel('Amount (USDT)').fill('3.25');
  await form.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(form.getByText('A reason is required')).toBeVisible();

  await form.getByLabel('Reason').fill('Goodwill: e2e adjustment');
  await form.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(form.getByText('Adjustment applied')).toBeVisible();
  const row = card.getByTestId('adjustment-row').filter({ hasText: 'Goodwill: e2e adjustment' });
  await expect(row).toContainText('+3.25 USDT');
  await expect(row).toContainText('Applied');
  await expectNoSeriousA11yViolations(page);

  // A debit never takes the available balance below zero.
  await form.getByLabel('Direction').selectOption('DEBIT');
  await form.getByLabel('Amount (USDT)').fill('999');
  await form.getByLabel('Reason').fill('Too much');
  await form.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(form.getByText("The debit is more than the member's available balance.")).toBeVisible();

  // The member's rewards history labels it 'Adjustment'.
  const context = await browser.newContext({ storageState: storageWithToken(member.token, baseURL) });
  const memberPage = await context.newPage();
  await memberPage.goto('/rewards');
  await memberPage.getByRole('tab', { name: 'Rewards History' }).click();
  const history = memberPage.getByRole('region', { name: 'Adjustments' });
  await expect(history.getByTestId('member-adjustment').first()).toContainText('Adjustment', {
    timeout: 30_000,
  });
  await expect(history.getByTestId('member-adjustment').first()).toContainText('+3.25 USDT');
  await expectNoSeriousA11yViolations(memberPage);
  await context.close();
});
