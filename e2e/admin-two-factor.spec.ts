import { errorCatalogue } from '@app/contract';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/accounts';
import { adminTest } from './support/fixtures';
import { loginAs } from './support/fixtures-login';
import { uniqueEmail } from './support/mailbox';
import { ageSecondFactorCheck, DEMO_PASSWORD, demoMembers, seedAdminWithPassword } from './support/seeding';
import { freshCodeFor, totpCode } from './support/two-factor';
import { e2eAdmin } from './support/accounts';
import { requestWithdrawal } from './support/withdrawals';

/*
 * Issue 14 in the browser: a new admin is walked through enrolment at the first sign-in and
 * reaches no admin page before; an approval whose session checked its second factor more than
 * 5 minutes ago asks for the code in a modal, then goes through.
 */
test.describe.configure({ timeout: 120_000 });

const demo = demoMembers()
  .filter((m) => m.depth === 1)
  .at(-3);
if (!demo) throw new Error('the demo network has too few members at level 1');

test('a new admin sets up two-factor authentication before any admin page', async ({ page }) => {
  const email = uniqueEmail('new-admin');
  const password = 'N3w!AdminPass-2fa';
  await seedAdminWithPassword(email, password);

  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Taken to enrolment; admin pages lead back there, and the API refuses admin calls.
  await expect(page).toHaveURL(/\/admin\/two-factor$/, { timeout: 30_000 });
  await expect(page.getByText(errorCatalogue.TWO_FACTOR_REQUIRED.text)).toBeVisible();
  await expect(page.getByTestId('enrolment-options')).toBeVisible();
  for (const blocked of ['/admin/dashboard', '/admin/users', '/admin/settings']) {
    await page.goto(blocked);
    await expect(page).toHaveURL(/\/admin\/two-factor$/, { timeout: 30_000 });
  }
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const refused = await page.evaluate(async () => {
    const response = await fetch('/api/users/admin/overall-stats', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  });
  expect(refused).toEqual({ status: 403, message: 'TWO_FACTOR_REQUIRED' });

  // Enrolment: QR code and key, a first code, recovery codes shown once.
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByTestId('totp-qr-code')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from your app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

adminTest(
  'an approval after more than 5 minutes asks for the code, then goes through',
  async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const member = await loginAs(api, { email: demo.email, password: DEMO_PASSWORD });
    const id = await requestWithdrawal(api, member, '1.5');
    await api.dispose();

    await page.goto(`/admin/withdrawals/${id}`);
    const panel = page.getByTestId('decision-panel');
    await expect(panel.getByRole('button', { name: 'Approve' })).toBeEnabled();
    // The admin was away: the page's session last checked its second factor 6 minutes ago.
    await ageSecondFactorCheck(e2eAdmin.email, 6);

    await panel.getByRole('button', { name: 'Approve' }).click();
    await panel.getByRole('button', { name: 'Confirm approval' }).click();
    const modal = page.getByRole('dialog', { name: "Confirm it's you" });
    await expect(modal).toBeVisible();
    await expect(panel).not.toContainText('APPROVED');
    await modal.getByLabel('Authenticator code').fill('000000');
    await modal.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(modal.getByText('This code is not correct.')).toBeVisible();
    await modal.getByLabel('Authenticator code').fill(await freshCodeFor(e2eAdmin.email, 1));
    await modal.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(modal).toHaveCount(0);
    // The approval was made again after the check, once.
    await expect(panel).toContainText('APPROVED', { timeout: 20_000 });
  },
);
