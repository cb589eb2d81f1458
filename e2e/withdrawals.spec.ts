import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, demoMembers, seedUsableAddress } from './support/seeding';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_BASE_URL, e2eAdmin } from './support/accounts';
import { loginAs, storageWithToken } from './support/fixtures-login';

/*
 * A withdrawal end to end on the browser-test server: a demo member with rewards (the demo seed,
 * SEED_DEMO=true) asks for one through the modal with the code read from the dev mailbox; the admin
 * approves it on the review screen and the payout wallet pays it; a second one is rejected with a
 * reason; the member sees both in the Withdrawal History tab. Uses its own demo member (the last
 * one at level 1, who has a network and so a balance) so that other specs' figures stay put.
 */
const member = demoMembers()
  .filter((m) => m.depth === 1)
  .at(-1);
if (!member) throw new Error('the demo network has no member at level 1');
const MEMBER = { email: member.email, password: DEMO_PASSWORD };
const ADDRESS_ONE = '0x52908400098527886E0F7030069857D2E4169EE7';
const ADDRESS_TWO = '0x8617E340B3D01FA5F11F306F4090FD50E238070D';
const CODE_LINE = /^Code: (\d{6})$/m;

// Both destinations are in the member's address book, confirmed two days ago (issue 14, ADR 0012).
test.beforeAll(async () => {
  for (const address of [ADDRESS_ONE, ADDRESS_TWO]) await seedUsableAddress(MEMBER.email, address);
});

type Mail = { subject: string; text: string };

/** Codes e-mailed to the member so far, newest first. */
const codesIn = async (api: APIRequestContext): Promise<string[]> => {
  const response = await api.get('/api/dev/mailbox', { params: { to: MEMBER.email } });
  const body = (await response.json()) as { data: { messages: Mail[] } | null };
  return (body.data?.messages ?? []).flatMap((m) => CODE_LINE.exec(m.text)?.[1] ?? []);
};

/** The code of the next e-mail: waits until one more code than `before` arrived. */
const nextCode = async (api: APIRequestContext, before: number): Promise<string> => {
  let codes: string[] = [];
  await expect
    .poll(async () => (codes = await codesIn(api)).length, { message: 'the withdrawal code e-mail' })
    .toBeGreaterThan(before);
  return codes[0]!;
};

const codeFieldOf = (dialog: Locator) => dialog.getByLabel('OTP Code');

const signedInPage = async (browser: Browser, token: string) => {
  const context = await browser.newContext({ storageState: storageWithToken(token, E2E_BASE_URL) });
  return { context, page: await context.newPage() };
};

/** The admin decides the member's newest withdrawal on the review screen. */
async function decideOnReviewScreen(page: Page, decide: (page: Page) => Promise<void>) {
  await page.goto('/admin/withdrawals');
  await expect(page.getByRole('heading', { name: 'Withdrawal Requests' })).toBeVisible();
  await page.getByLabel('Search').fill(MEMBER.email);
  const row = page.getByTestId('admin-withdrawal-row').filter({ hasText: 'PENDING' });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await row.getByRole('link', { name: /^Review/ }).click();
  await expect(page.getByRole('heading', { name: 'Review Withdrawal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Signals' })).toBeVisible();
  await decide(page);
}

test('a member withdraws with the e-mailed code; the admin approves one and rejects another', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const memberSession = await loginAs(api, MEMBER);
  const admin = await loginAs(api, e2eAdmin);
  const headers = { authorization: `Bearer ${memberSession.token}` };

  // --- The member asks for a withdrawal through the modal.
  const { context: memberContext, page } = await signedInPage(browser, memberSession.token);
  await page.goto('/rewards');
  const requestButton = page.getByRole('button', { name: 'Request Withdrawal' });
  await expect(requestButton).toBeEnabled();
  await requestButton.click();
  const dialog = page.getByRole('dialog', { name: 'Request Withdrawal' });
  await expect(dialog).toBeVisible();

  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel('Amount (USDT)').fill('1.5');
  await dialog.getByLabel('Wallet Address (BEP20)').fill('0x1234');
  await expect(dialog.getByText('Invalid wallet address format')).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await dialog.getByLabel('Wallet Address (BEP20)').fill(ADDRESS_ONE);
  await expect(dialog.getByText('Valid wallet address', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Amounts above the balance, of 0, or finer than 0.01 are refused on the field before any code
  // is sent (issue 19).
  const before = (await codesIn(api)).length;
  const amountField = dialog.getByLabel('Amount (USDT)');
  for (const amount of ['1000000', '0', '1.234']) {
    await amountField.fill(amount);
    await continueButton.click();
    await expect(amountField).toHaveAttribute('aria-invalid', 'true');
    await expect(amountField).toHaveAccessibleDescription(/Invalid withdrawal amount/);
    await expect(codeFieldOf(dialog)).toHaveCount(0);
  }
  await amountField.fill('1.5');
  await expect(dialog.getByText('Invalid withdrawal amount')).toHaveCount(0);
  expect(await codesIn(api)).toHaveLength(before);

  await continueButton.click();
  const codeField = codeFieldOf(dialog);
  await expect(codeField).toBeVisible();
  await nextCode(api, before);

  // Back keeps the form; asking again sends a new code that replaces the first.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Amount (USDT)')).toHaveValue('1.5');
  await continueButton.click();
  const code = await nextCode(api, before + 1);

  // Digits only, Verify only with six; a wrong code is refused.
  const verify = dialog.getByRole('button', { name: 'Verify & Withdraw' });
  await codeField.fill('12ab');
  await expect(codeField).toHaveValue('12');
  await expect(verify).toBeDisabled();
  await codeField.fill(code === '000000' ? '000001' : '000000');
  await verify.click();
  await expect(dialog.getByText('Invalid OTP code')).toBeVisible();

  await codeField.fill(code);
  await verify.click();
  // The form closes on success and the success message shows on the page (issue 19).
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your withdrawal request was submitted' }),
  ).toBeVisible();

  const history = page.getByTestId('withdrawal-row');
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText('1.50');
  await expect(history.first()).toContainText('0x5290...9EE7');
  await expect(history.first()).toContainText('PENDING');
  await expect(history.first()).toContainText('Pending');

  // --- The admin approves it; the embedded default's payout wallet pays it on the local chain
  // (issue 15): the review screen follows the payout to CONFIRMED, with the explorer link.
  let paidHash = '';
  const { context: adminContext, page: adminPage } = await signedInPage(browser, admin.token);
  await decideOnReviewScreen(adminPage, async (review) => {
    await expectNoSeriousA11yViolations(review);
    await review.getByRole('button', { name: 'Approve' }).click();
    await review.getByLabel('Transaction hash (optional)').fill('0x12');
    await review.getByRole('button', { name: 'Confirm approval' }).click();
    await expect(review.getByText('Transaction hash must be 0x followed by 64 hex characters')).toBeVisible();
    await review.getByLabel('Transaction hash (optional)').fill('');
    await review.getByRole('button', { name: 'Confirm approval' }).click();
    await expect(review.getByTestId('decision-panel')).toContainText('APPROVED');
    const payout = review.getByTestId('payout-panel');
    await expect(payout).toContainText('The payout wallet');
    await expect(payout.getByTestId('payout-status')).toContainText('CONFIRMED', { timeout: 20_000 });
    const link = payout.getByRole('link', { name: /^0x[0-9a-f]{64}$/ });
    paidHash = (await link.textContent()) ?? '';
    await expect(link).toHaveAttribute('href', `https://testnet.bscscan.com/tx/${paidHash}`);
    await expectNoSeriousA11yViolations(review);
  });

  // --- A second request (through the API this time), rejected with a reason.
  const again = (await codesIn(api)).length;
  expect((await api.post('/api/otp/withdrawal/request', { headers, data: {} })).ok()).toBe(true);
  const secondCode = await nextCode(api, again);
  expect((await api.post('/api/otp/withdrawal/verify', { headers, data: { otp: secondCode } })).ok()).toBe(
    true,
  );
  const created = await api.post('/api/withdrawals', {
    headers,
    data: { amount: '1', walletAddress: ADDRESS_TWO, asset: 'USDT', otp: secondCode },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await decideOnReviewScreen(adminPage, async (review) => {
    await review.getByRole('button', { name: 'Reject' }).click();
    await review.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(review.getByText('A reason is required to reject or block a withdrawal')).toBeVisible();
    await review.getByLabel(/Reason/).fill('The address belongs to an exchange that does not accept BEP20');
    await review.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(review.getByText('The address belongs to an exchange').first()).toBeVisible();
    await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  });
  await adminContext.close();

  // --- The member sees both decisions.
  await page.reload();
  await expect(history).toHaveCount(2);
  const rejected = history.filter({ hasText: 'REJECTED' });
  await expect(rejected).toContainText('1.00');
  await expect(rejected).toContainText('does not accept BEP20');
  const approved = history.filter({ hasText: 'APPROVED' });
  await expect(approved).toContainText('1.50');
  await expect(approved.getByTestId('payout-status')).toHaveText('Payout: confirmed on the chain');
  const hashLink = approved.getByRole('link', { name: `${paidHash.slice(0, 10)}...${paidHash.slice(-4)}` });
  await expect(hashLink).toHaveAttribute('href', `https://testnet.bscscan.com/tx/${paidHash}`);
  await expect(approved.getByRole('link', { name: '0x5290...9EE7' })).toHaveAttribute(
    'href',
    `https://testnet.bscscan.com/address/${ADDRESS_ONE}`,
  );
  await expectNoSeriousA11yViolations(page);
  await memberContext.close();
  await api.dispose();
});
