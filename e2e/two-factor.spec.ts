import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { E2E_BASE_URL, e2eAdmin } from './support/accounts';
import { loginAs, storageWithToken } from './support/fixtures-login';
import { MEMBER_PASSWORD } from './support/members';
import { fundedMember, usableWalletAddress } from './support/withdrawals';

/*
 * Issue 14 in the browser: a member turns TOTP on on /profile (the codes are computed here with
 * the server's own library), signs out, signs in with the second step, and confirms a withdrawal
 * with a third step; the sessions list signs sessions out.
 */

/** The authenticator app's code, `steps` 30-second steps from now (each use takes a later step). */
const totp = (secret: string, steps: number) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Waits out the last seconds of a 30-second step. The server accepts one step either side of its
 * own: a code for the previous step, filled in just before a step ends, is two steps old by the
 * time the server checks it (CI once saw it refused so).
 */
const clearOfStepEnd = async (page: Page) => {
  const secondsIntoStep = (Date.now() / 1000) % 30;
  if (secondsIntoStep > 20) await page.waitForTimeout((30 - secondsIntoStep) * 1000 + 250);
};

const CODE_LINE = /^Code: (\d{6})$/m;
const codesTo = async (api: APIRequestContext, email: string) => {
  const response = await api.get('/api/dev/mailbox', { params: { to: email } });
  const body = (await response.json()) as { data: { messages: { text: string }[] } | null };
  return (body.data?.messages ?? []).flatMap((m) => CODE_LINE.exec(m.text)?.[1] ?? []);
};

test('a member turns on TOTP, signs in with the second step and confirms a withdrawal with it', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const admin = await loginAs(api, e2eAdmin);
  const member = await fundedMember(api, admin.user.referralCode);
  const context = await browser.newContext({ storageState: storageWithToken(member.token, E2E_BASE_URL) });
  const page = await context.newPage();

  // --- Enrolment on /profile: QR code and key, confirmed with a first code.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(page.getByTestId('totp-qr-code')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await clearOfStepEnd(page);
  await page.getByLabel('Code from your app').fill(totp(secret, -1));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);

  // --- Sign out, then sign in: the password, then the second step.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.goto('/signin');
  await page.getByLabel('Email').fill(member.user.email);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('This code is not correct.')).toBeVisible();
  await page.getByLabel('Authentication code').fill(totp(secret, 0));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // --- A withdrawal: the form, the e-mailed code, then the authenticator's code.
  await page.goto('/rewards');
  await page.getByRole('button', { name: 'Request Withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Withdrawal' });
  await dialog.getByLabel('Amount (USDT)').fill('1');
  await dialog.getByLabel('Wallet Address (BEP20)').fill(await usableWalletAddress(member));
  const before = (await codesTo(api, member.user.email)).length;
  await dialog.getByRole('button', { name: 'Continue' }).click();
  let codes: string[] = [];
  await expect
    .poll(async () => (codes = await codesTo(api, member.user.email)).length)
    .toBeGreaterThan(before);
  await dialog.getByLabel('OTP Code').fill(codes[0]!);
  await dialog.getByRole('button', { name: 'Verify & Withdraw' }).click();
  const factor = dialog.getByLabel('Authenticator Code');
  await expect(factor).toBeVisible();
  await factor.fill(totp(secret, 1));
  await dialog.getByRole('button', { name: 'Confirm & Withdraw' }).click();
  // The modal closes and the page says so.
  await expect(page.getByText('Your withdrawal request was submitted')).toBeVisible();
  await context.close();
});

test('the sessions list signs one session out, and all others', async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const admin = await loginAs(api, e2eAdmin);
  const member = await fundedMember(api, admin.user.referralCode);
  const credentials = { email: member.user.email, password: MEMBER_PASSWORD };
  const second = await loginAs(api, credentials);
  const third = await loginAs(api, credentials);
  const context = await browser.newContext({ storageState: storageWithToken(member.token, E2E_BASE_URL) });
  const page = await context.newPage();
  await page.goto('/profile');
  const rows = page.getByTestId('session-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(rows.filter({ hasText: '(this device)' })).toHaveCount(1);

  await rows
    .filter({ hasNotText: '(this device)' })
    .first()
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(rows).toHaveCount(count - 1);
  await page.getByRole('button', { name: 'Sign out all others' }).click();
  await expect(rows).toHaveCount(1);
  for (const session of [second, third]) {
    const profile = await api.get('/api/users/profile', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(profile.status()).toBe(401);
  }
  await context.close();
});
