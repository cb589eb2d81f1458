import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/accounts';
import { storageWithToken } from './support/fixtures-login';
import { uniqueEmail } from './support/mailbox';
import { seedAdminToChangePassword } from './support/seeding';

/*
 * Issue 14: passkeys in the real browser, with Chromium's virtual authenticator (CDP WebAuthn).
 * A new admin enrols with a passkey on the enrolment page, signs in with it alone, removes it in
 * the admin settings (the password again), and the removed passkey signs in no more. WebAuthn refuses an IP address as
 * relying party, so this file talks to the server as http://localhost (the server maps a loopback
 * APP_URL to localhost: ADR 0011).
 */
test.describe.configure({ timeout: 120_000 });

const BASE = `http://localhost:${E2E_PORT}`;

test('an admin registers a passkey, signs in with it alone, and a removed one no longer works', async ({
  browser,
  playwright,
}) => {
  // A fresh admin of this test's own (the shared e2e admin keeps signing in with a password).
  const email = uniqueEmail('passkey-admin');
  const generated = 'Gen3rated!Pass7x';
  const password = 'Passk3y!AdminPass';
  await seedAdminToChangePassword(email, generated);
  const api = await playwright.request.newContext({ baseURL: BASE });
  const login = await (await api.post('/api/users/login', { data: { email, password: generated } })).json();
  const token = login.data.token as string;
  const changed = await api.put('/api/users/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: generated, newPassword: password, confirmPassword: password },
  });
  expect(changed.status()).toBe(200);

  const context = await browser.newContext({ baseURL: BASE, storageState: storageWithToken(token, BASE) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // --- A new admin is taken to the enrolment first and enrols with a passkey (issue 14).
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/two-factor$/);
  const card = page.getByRole('form', { name: 'Add a passkey' });
  await card.getByLabel('Passkey name').fill('E2E laptop');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 15_000 });
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  // Listed by name in the admin settings (admins have no /profile).
  await page.goto('/admin/settings');
  await expect(page.getByTestId('passkey-row')).toHaveCount(1);
  await expect(page.getByTestId('passkey-row')).toContainText('E2E laptop');

  // --- Signed out, the passkey alone signs the admin in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 30_000 });

  // --- Remove it (the password again); the authenticator still holds it, the server does not.
  await page.goto('/admin/settings');
  await page.getByTestId('passkey-row').getByRole('button', { name: 'Remove' }).click();
  await page.getByLabel('Your password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible({ timeout: 15_000 });

  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await expect(page.getByText('This passkey could not be verified.')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/signin$/);
  await context.close();
  await api.dispose();
});
