import type { Page } from '@playwright/test';
import { expect, ownAdminTest, test } from './support/fixtures';
import { uniqueEmail } from './support/mailbox';
import { MEMBER_PASSWORD, registerVerifiedMember } from './support/members';
import { onboardMember } from './support/onboard-member';

/**
 * Issue 17, the web in the member's language: the switch of the navigation bar (landing, member
 * area) and of the admin top bar, each language on each area, the choice kept across a reload and
 * a sign-in, the first visit following the browser's language, <html lang> following the choice.
 */
const languages = [
  {
    code: 'es',
    onboarding: { title: 'Completa tu incorporación', howTo: 'Cómo pagar', uidLabel: 'UID de BingX' },
    treeRow: 'Tus ganancias',
    name: 'Español',
    hero: 'La plataforma de copy trading n.º 1 con el exchange',
    signIn: 'Iniciar sesión',
    profileCard: 'Idioma',
    memberLink: 'Ayuda y soporte',
    adminLink: 'Resumen y analítica',
    areas: {
      '/dashboard': 'Resumen del saldo',
      '/referrals': 'Referidos',
      '/user-tree': 'Mi árbol de referidos',
      '/support': 'Ayuda y soporte',
      '/profile': 'Idioma',
    },
  },
  {
    code: 'vi',
    onboarding: { title: 'Hoàn tất đăng ký tham gia', howTo: 'Cách thanh toán', uidLabel: 'UID BingX' },
    treeRow: 'Thu nhập của bạn',
    name: 'Tiếng Việt',
    hero: 'Nền tảng copy trading số 1 cùng sàn giao dịch',
    signIn: 'Đăng nhập',
    profileCard: 'Ngôn ngữ',
    memberLink: 'Trợ giúp và hỗ trợ',
    adminLink: 'Tổng quan và phân tích',
    areas: {
      '/dashboard': 'Tổng quan số dư',
      '/referrals': 'Giới thiệu',
      '/user-tree': 'Cây giới thiệu của tôi',
      '/support': 'Trợ giúp và hỗ trợ',
      '/profile': 'Ngôn ngữ',
    },
  },
  {
    code: 'id',
    onboarding: { title: 'Selesaikan Pendaftaran Anda', howTo: 'Cara membayar', uidLabel: 'UID BingX' },
    treeRow: 'Penghasilan Anda',
    name: 'Bahasa Indonesia',
    hero: 'Platform copy trading #1 bersama bursa',
    signIn: 'Masuk',
    profileCard: 'Bahasa',
    memberLink: 'Bantuan & Dukungan',
    adminLink: 'Ikhtisar & Analitik',
    areas: {
      '/dashboard': 'Ringkasan Saldo',
      '/referrals': 'Referal',
      '/user-tree': 'Pohon Referal Saya',
      '/support': 'Bantuan & Dukungan',
      '/profile': 'Bahasa',
    },
  },
] as const;

/** The switch the page shows (the navigation bar's, the admin top bar's or the profile card's). */
const languageSwitch = (page: Page) =>
  page.locator('[data-testid="language-switch"] >> visible=true').first();

const choose = async (page: Page, name: string) => {
  await languageSwitch(page).selectOption({ label: name });
};

for (const language of languages) {
  test(`landing page in ${language.name}: switched, kept across a reload, <html lang>`, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '#1 Copy Trading Platform with the exchange',
    );
    await choose(page, language.name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.hero);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.hero);
    await expect(languageSwitch(page)).toHaveValue(language.code);
    await choose(page, 'English');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '#1 Copy Trading Platform with the exchange',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test(`member area in ${language.name}: /profile's switch, kept across a reload and a new sign-in`, async ({
    page,
    admin,
    request,
  }) => {
    const member = await registerVerifiedMember(
      request,
      admin.user.referralCode,
      uniqueEmail(`lang-${language.code}`),
    );
    await onboardMember(request, member.token);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(member.user.email);
    await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // One referral, so the tree has a row to read.
    await registerVerifiedMember(request, member.user.referralCode, uniqueEmail(`lang-${language.code}-ref`));
    await page.goto('/profile');
    // The account's save must be done before the reload, or the reload may read the old language.
    await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/users/language') && response.request().method() === 'PUT',
      ),
      page.getByTestId('language-card').getByTestId('language-switch').selectOption({ label: language.name }),
    ]);
    const card = page.getByTestId('language-card');
    await expect(card.getByRole('heading', { name: language.profileCard })).toBeVisible();
    await expect(page.getByRole('link', { name: language.memberLink })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await page.reload();
    await expect(page.getByRole('link', { name: language.memberLink })).toBeVisible();

    // Sign out and in again: the choice stays (this browser and the account both keep it).
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.signIn);
    await page.locator('input[type="email"]').fill(member.user.email);
    await page.locator('input[autocomplete="current-password"]').fill(MEMBER_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: language.memberLink })).toBeVisible();

    // Each member area shows its own words in the language (a heading of the page).
    for (const [path, heading] of Object.entries(language.areas)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    }

    // The tree's rows too (the referral's row: its earnings label).
    await page.goto('/user-tree');
    await expect(page.getByText(language.treeRow, { exact: true }).first()).toBeVisible();
  });

  test(`onboarding in ${language.name}: title, payment instructions and the UID form`, async ({
    page,
    admin,
    request,
  }) => {
    const member = await registerVerifiedMember(
      request,
      admin.user.referralCode,
      uniqueEmail(`lang-onb-${language.code}`),
    );
    const saved = await request.put('/api/users/language', {
      headers: { authorization: `Bearer ${member.token}` },
      data: { language: language.code },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    await page.goto('/signin');
    await page.locator('input[type="email"]').fill(member.user.email);
    await page.locator('input[autocomplete="current-password"]').fill(MEMBER_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.onboarding.title);
    await expect(page.getByRole('heading', { name: language.onboarding.howTo })).toBeVisible();
    await expect(page.getByLabel(language.onboarding.uidLabel)).toBeVisible();
  });
}

ownAdminTest('admin area in each language: the top bar switch translates the menu', async ({ page }) => {
  await page.goto('/admin/dashboard');
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: 'Overview & Analytics' })).toBeVisible();
  for (const language of languages) {
    await choose(page, language.name);
    await expect(page.getByRole('link', { name: language.adminLink })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
  }
  await choose(page, 'English');
  await expect(menu.getByRole('link', { name: 'Overview & Analytics' })).toBeVisible();
});

test.describe('first visit', () => {
  test.use({ locale: 'vi-VN' });

  test("follows the browser's language (Accept-Language, navigator.languages)", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(languages[1].hero);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(languageSwitch(page)).toHaveValue('vi');
  });
});
