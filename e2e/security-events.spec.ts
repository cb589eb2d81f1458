import { expectNoSeriousA11yViolations } from './support/a11y';
import { uniqueEmail } from './support/mailbox';
import { adminTest as test, expect } from './support/fixtures';
import { registerVerifiedMember } from './support/members';

/**
 * Security events (issue 21): a failed sign-in shows on the admin page with its account and
 * address, the filters narrow it, the page offers a CSV export, and it is in the admin menu.
 */
test.describe.configure({ timeout: 120_000 });

test('a failed sign-in shows on the security events page, filtered by account and type', async ({
  page,
  admin,
  request,
}) => {
  const email = uniqueEmail('guessed');
  await registerVerifiedMember(request, admin.user.referralCode, email);
  await request.post('/api/users/login', { data: { email, password: 'Wrong@12345' } });

  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'Security Events' }).first().click();
  await expect(page).toHaveURL(/\/admin\/security-events$/);
  await expect(page.getByRole('heading', { name: 'Security Events' })).toBeVisible({ timeout: 30_000 });

  await page.getByPlaceholder('Account e-mail or user ID').fill(email);
  const row = page.getByTestId('security-event-row').first();
  await expect(row).toContainText('login.failed', { timeout: 15_000 });
  await expect(row).toContainText(email);
  await expect(row).toContainText('reason: wrong_password');
  await expect(page.getByTestId('security-event-row')).toHaveCount(1);

  await page.getByLabel('Type').selectOption('password.changed');
  await expect(page.getByText('No security events found')).toBeVisible();
  await page.getByLabel('Type').selectOption('');
  await expect(page.getByTestId('security-event-row')).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^security-events-\d{4}-\d{2}-\d{2}\.csv$/);

  await expectNoSeriousA11yViolations(page);
});
