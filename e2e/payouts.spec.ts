import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_BASE_URL } from './support/accounts';
import { adminTest as test, expect } from './support/fixtures';
import { loginAs } from './support/fixtures-login';
import { DEMO_PASSWORD, demoMembers, payManually } from './support/seeding';
import { requestWithdrawal } from './support/withdrawals';

/**
 * The verified manual payout on the review screen (issue 15), on the browser-test server's local
 * chain: the admin pays from a wallet of their own (Hardhat account 3, funded by the embedded
 * default), gives the hash with the approval; a hash of the wrong amount is refused with the
 * reason, the right one is CONFIRMED. Then the reconciliation page compares ledger and chain.
 */
test.describe.configure({ timeout: 180_000 });

/**
 * A demo member with rewards (SEED_DEMO=true) of its own: the level-1 member before the one
 * withdrawals.spec.ts uses, so that other specs' figures stay put.
 */
const demo = demoMembers()
  .filter((m) => m.depth === 1)
  .at(-2);
if (!demo) throw new Error('the demo network has too few members at level 1');

test('the manual path refuses a hash of the wrong amount and accepts the right one; reconciliation is clean', async ({
  page,
  playwright,
  admin,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const member = await loginAs(api, { email: demo.email, password: DEMO_PASSWORD });
  const id = await requestWithdrawal(api, member, '1.25');
  const review = await api.get(`/api/withdrawals/admin/${id}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const { walletAddress } = ((await review.json()) as { data: { walletAddress: string } }).data;
  const wrong = await payManually(walletAddress, '1.2');
  const right = await payManually(walletAddress, '1.25');

  await page.goto(`/admin/withdrawals/${id}`);
  const panel = page.getByTestId('decision-panel');
  await panel.getByRole('button', { name: 'Approve' }).click();
  await panel.getByLabel('Transaction hash (optional)').fill(wrong);
  await panel.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(
    panel.getByText("This transaction's USDT transfer is not exactly the withdrawal's amount."),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await panel.getByLabel('Transaction hash (optional)').fill(right);
  await panel.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(panel).toContainText('APPROVED');
  const payout = page.getByTestId('payout-panel');
  await expect(payout).toContainText('An administrator (manual payout)');
  await expect(payout.getByTestId('payout-status')).toContainText('CONFIRMED', { timeout: 20_000 });
  await expect(payout.getByRole('link', { name: right.toLowerCase() })).toHaveAttribute(
    'href',
    `https://testnet.bscscan.com/tx/${right.toLowerCase()}`,
  );

  // The reconciliation page: the ledger and the chain agree.
  await page.goto('/admin/reconciliation');
  await expect(page.getByRole('heading', { name: 'Reconciliation' })).toBeVisible();
  await page.getByRole('button', { name: 'Run now' }).click();
  const lastRun = page.getByTestId('reconciliation-last-run');
  await expect(lastRun).toContainText('Clean: the ledger and the chain agree.', { timeout: 30_000 });
  await expect(lastRun).toContainText('confirmed payouts');
  await expect(page.getByText('No open mismatches')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await api.dispose();
});
