import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_BASE_URL, e2eAdmin } from './support/accounts';
import { loginAs, storageWithToken } from './support/fixtures-login';
import { linkFromMailbox } from './support/mailbox';
import { ageAddressConfirmation } from './support/seeding';
import { freshWalletAddress, fundedMember } from './support/withdrawals';

/*
 * The withdrawal address book in the browser (issue 14, ADR 0012): a member adds an address on
 * /profile, sees it pending, follows the e-mailed link, is refused in the withdrawal modal before
 * the 24-hour wait is over (with the time it opens, and no code sent), and withdraws to it once
 * the confirmation is older (moved back a day in the database: the server's clock stays).
 */
const CONFIRM_LINK = /\/confirm-wallet-address\?token=[A-Za-z0-9_-]{43}/;
const CODE_LINE = /^Code: (\d{6})$/m;

test('a member adds an address, confirms it by e-mail, waits 24 hours and withdraws to it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const admin = await loginAs(api, e2eAdmin);
  const member = await fundedMember(api, admin.user.referralCode);
  const email = member.user.email;
  const codes = async () => {
    const response = await api.get('/api/dev/mailbox', { params: { to: email } });
    const body = (await response.json()) as { data: { messages: { text: string }[] } | null };
    return (body.data?.messages ?? []).flatMap((m) => CODE_LINE.exec(m.text)?.[1] ?? []);
  };
  const context = await browser.newContext({ storageState: storageWithToken(member.token, E2E_BASE_URL) });
  const page = await context.newPage();
  const address = freshWalletAddress();

  // --- Adding on /profile: pending until the e-mailed link confirms it.
  await page.goto('/profile');
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Withdrawal addresses' }) });
  await expect(card.getByText('No withdrawal addresses yet.')).toBeVisible();
  await card.getByLabel('New address (BEP20)').fill(address);
  await card.getByLabel('Name (optional)').fill('My wallet');
  await card.getByRole('button', { name: 'Add address' }).click();
  await expect(card.getByText(/Address added\. Confirm it with the link/)).toBeVisible();
  const row = card.getByTestId('wallet-address-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('My wallet');
  await expect(row).toContainText('Awaiting confirmation');
  await expectNoSeriousA11yViolations(page);

  // --- The e-mail's link: a button confirms it (a scanner opening the link confirms nothing).
  const link = await linkFromMailbox(api, email, CONFIRM_LINK);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm this address' }).click();
  await expect(page.getByText(/confirmed\. Withdrawals to it open at/)).toBeVisible();
  // The link works once.
  await page.reload();
  await page.getByRole('button', { name: 'Confirm this address' }).click();
  await expect(page.getByText(/invalid, has expired or was already used/)).toBeVisible();

  await page.goto('/profile');
  await expect(row).toContainText(/Confirmed, usable from/);

  // --- Before the 24 hours: the modal says when it opens, and no code is e-mailed.
  await page.goto('/rewards');
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Withdrawal' });
  await dialog.getByLabel('Amount (USDT)').fill('1');
  await dialog.getByLabel('Wallet Address (BEP20)').fill(address);
  const before = (await codes()).length;
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByText(/This address was confirmed recently\. Withdrawals to it open at/),
  ).toBeVisible();
  await expect(dialog.getByLabel('OTP Code')).toHaveCount(0);
  expect(await codes()).toHaveLength(before);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // --- A day later (the confirmation moved back 25 hours): picked from the book, it goes through.
  await ageAddressConfirmation(email, address, 25);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Request Withdrawal' })).toBeVisible();
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  await dialog.getByLabel('Amount (USDT)').fill('1');
  await dialog.getByLabel('Saved address').selectOption({ index: 1 });
  await expect(dialog.getByLabel('Wallet Address (BEP20)')).toHaveValue(new RegExp(address.slice(2), 'i'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  let code = '';
  // One read per poll: the code and the count must come from the same mailbox answer.
  await expect
    .poll(async () => {
      const all = await codes();
      code = all[0] ?? '';
      return all.length;
    })
    .toBeGreaterThan(before);
  await dialog.getByLabel('OTP Code').fill(code);
  await dialog.getByRole('button', { name: 'Verify & Withdraw' }).click();
  await expect(page.getByText('Your withdrawal request was submitted')).toBeVisible();
  await expect(page.getByTestId('withdrawal-row').first()).toContainText('PENDING');
  await context.close();
});
