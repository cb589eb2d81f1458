import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { linkFromMailbox, RESET_LINK, uniqueEmail, VERIFY_LINK } from './support/mailbox';
import { onboardMember } from './support/onboard-member';

const FIRST_PASSWORD = 'Journey@123';
const SECOND_PASSWORD = 'Changed@456';
const THIRD_PASSWORD = 'Reset@7890';

/**
 * The whole account life of issue 3 in one browser: register through /ref/CODE, verify from the
 * e-mail, sign in, change the password on /profile, sign out, forgot and reset, sign in again.
 */
test('register through a referral link, verify, sign in, change and reset the password', async ({
  page,
  admin,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('journey');
  const code = admin.user.referralCode;

  // Referral link -> landing page; the code waits in session storage for the form.
  await page.goto(`/ref/${code}`);
  await expect(page).toHaveURL('/');
  await page.goto('/register');
  await expect(page.getByText('Referral code applied from your link!')).toBeVisible();
  await expect(page.getByLabel('Referral code')).toHaveValue(code);
  expect(await page.evaluate(() => sessionStorage.getItem('referralCode'))).toBeNull();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('First name').fill('Jo');
  await page.getByLabel('Last name').fill('Journey');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/verify-email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify Your Email');
  await expect(page.getByText(email)).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pendingUser'))) ?? '{}')).toEqual({
    email,
    firstName: 'Jo',
    lastName: 'Journey',
  });
  await expectNoSeriousA11yViolations(page);

  // The link of the e-mail verifies once, then sends to sign-in after 3 s.
  const verifyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/verify-email')) verifyCalls.push(request.url());
  });
  await page.goto(await linkFromMailbox(request, email, VERIFY_LINK));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Verified!');
  await expect(page.getByText('Email verified successfully! You can now sign in.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingUser'))).toBeNull();
  await expect(page).toHaveURL('/signin', { timeout: 10_000 });
  expect(verifyCalls).toHaveLength(1);

  // Sign in: a member without onboarding lands on /onboarding.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/onboarding');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  // Onboarding for real (test payment on the local chain, UID linked), then the profile card and
  // the change-password form.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const uid = await onboardMember(request, token ?? '');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile & Security');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Profile Information' }) });
  await expect(card).toContainText('Jo Journey');
  await expect(card).toContainText(email);
  await expect(card).toContainText(uid);
  await expect(card).toContainText('ACTIVE');
  await expect(card).toContainText('Paid');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expectNoSeriousA11yViolations(page);

  const update = page.getByRole('button', { name: 'Update Password' });
  await update.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all password fields');
  await page.getByLabel('Current password', { exact: true }).fill('Wrong@1234');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill(SECOND_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill('Other@4567');
  await update.click();
  await expect(page.getByRole('alert')).toHaveText('New passwords do not match');
  await page.getByLabel('Confirm new password', { exact: true }).fill(SECOND_PASSWORD);
  await update.click();
  await expect(page.getByRole('alert')).toHaveText('Your current password is incorrect.');
  await page.getByLabel('Current password', { exact: true }).fill(FIRST_PASSWORD);
  await update.click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();
  // The banner stays 3 s, then the form closes and clears.
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Password changed successfully!')).toHaveCount(0);

  // Sign out from the user menu: token gone, back on the landing page.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: /Jo Journey/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Forgot and reset.
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  // The page's chunk may still be loading with the sign-in form (and its Email field) in view.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();

  await page.goto(await linkFromMailbox(request, email, RESET_LINK));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
  await page.getByLabel('New password', { exact: true }).fill(THIRD_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(THIRD_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password Reset Successful');
  await expect(page).toHaveURL('/signin', { timeout: 10_000 });

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SECOND_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  await page.getByLabel('Password', { exact: true }).fill(THIRD_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Onboarded by now, so the member pages open.
  await expect(page).toHaveURL('/dashboard');
});
