import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { uniqueEmail } from './support/mailbox';
import { MEMBER_PASSWORD, registerVerifiedMember } from './support/members';
import { onboardMember } from './support/onboard-member';

/** A fresh member of its own (its password may change), onboarded for real, signed in. */
const signInFreshMember = async (page: Page, request: APIRequestContext, referralCode: string) => {
  const member = await registerVerifiedMember(request, referralCode, uniqueEmail('profile'));
  await page.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, member.token);
  const uid = await onboardMember(request, member.token);
  return { ...member, uid };
};

test('/profile and /settings show the profile card and pass axe', async ({ page, admin, request }) => {
  const member = await signInFreshMember(page, request, admin.user.referralCode);
  for (const path of ['/profile', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile & Security');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Profile Information' }) });
    await expect(card).toContainText('Mia Member');
    await expect(card).toContainText(member.user.email);
    await expect(card).toContainText(member.user.referralCode);
    await expect(card).toContainText(member.uid);
    await expect(page.getByText('Security tips')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test('change password: rule order, server texts, typing clears, Cancel clears', async ({
  page,
  admin,
  request,
}) => {
  await signInFreshMember(page, request, admin.user.referralCode);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const current = page.getByLabel('Current password', { exact: true });
  const next = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const update = page.getByRole('button', { name: 'Update Password' });
  const error = page.getByRole('alert');

  await current.fill(MEMBER_PASSWORD);
  await next.fill('short');
  await confirm.fill('short');
  await update.click();
  await expect(error).toHaveText('New password must be at least 8 characters long');
  await next.fill('alllowercase1');
  await expect(error).toHaveCount(0);
  await confirm.fill('alllowercase1');
  await update.click();
  await expect(error).toHaveText(
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  );
  await next.fill(MEMBER_PASSWORD);
  await confirm.fill(MEMBER_PASSWORD);
  await update.click();
  await expect(error).toHaveText('Your new password must be different from your current password.');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(update).toHaveCount(0);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(error).toHaveCount(0);
});

test('/support lists the channels, quick help and hours, and passes axe', async ({
  page,
  admin,
  request,
}) => {
  await signInFreshMember(page, request, admin.user.referralCode);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help & Support');
  await expect(page.getByRole('link', { name: 'Open the messaging channel' })).toHaveAttribute(
    'href',
    /^https:/,
  );
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('24/7 through the messaging channel')).toBeVisible();
  await expect(page.getByText('email replies within 24 hours')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick help' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
