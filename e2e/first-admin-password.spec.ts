import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/mailbox';
import { seedAdminToChangePassword } from './support/seeding';
import { totpCode } from './support/two-factor';

/**
 * Issue 21: an admin whose password was generated (the first start without ADMIN_PASSWORD) is
 * taken to the change-password form at sign-in, then (issue 14) to the set-up of its second factor,
 * and reaches the admin area once both are done.
 */
test.describe.configure({ timeout: 120_000 });

test('a generated admin password is changed at first sign-in before anything else', async ({ page }) => {
  const email = uniqueEmail('first-admin');
  const generated = 'Gen3rated!Pass7x';
  const chosen = 'Ch0sen!AdminPass';
  await seedAdminToChangePassword(email, generated);

  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(generated);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // Taken to the settings page with the form open; other admin pages lead back there.
  await expect(page).toHaveURL(/\/admin\/settings$/, { timeout: 30_000 });
  await expect(page.getByText('Please change your password before you continue.')).toBeVisible();
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/settings$/, { timeout: 30_000 });

  await page.getByLabel('Current password', { exact: true }).fill(generated);
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Confirm new password', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Please change your password before you continue.')).toHaveCount(0, {
    timeout: 15_000,
  });

  // Then the second factor (issue 14): the enrolment page, before any admin page.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/two-factor$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from your app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);

  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
