import { E2E_BASE_URL } from './support/accounts';
import { expect, storageWithToken, test } from './support/fixtures';
import { fundedMember, usableWalletAddress } from './support/withdrawals';

/**
 * Issue 17: /rewards, its withdrawal modal (the form and the code step) and the security cards of
 * /profile (two-factor, passkeys, sessions, withdrawal addresses) in each language.
 */
const languages = [
  {
    code: 'es',
    name: 'Español',
    rewards: 'Recompensas',
    breakdown: 'Desglose de ganancias',
    request: 'Solicitar retiro',
    continue: 'Continuar',
    otpCode: 'Código OTP',
    cards: ['Autenticación de dos factores', 'Llaves de acceso', 'Sesiones activas', 'Direcciones de retiro'],
    turnOn: 'Activar la autenticación de dos factores',
  },
  {
    code: 'vi',
    name: 'Tiếng Việt',
    rewards: 'Phần thưởng',
    breakdown: 'Chi tiết thu nhập',
    request: 'Yêu cầu rút tiền',
    continue: 'Tiếp tục',
    otpCode: 'Mã OTP',
    cards: ['Xác thực hai yếu tố', 'Khóa truy cập', 'Phiên đang hoạt động', 'Địa chỉ rút tiền'],
    turnOn: 'Bật xác thực hai yếu tố',
  },
  {
    code: 'id',
    name: 'Bahasa Indonesia',
    rewards: 'Hadiah',
    breakdown: 'Rincian Penghasilan',
    request: 'Ajukan Penarikan',
    continue: 'Lanjutkan',
    otpCode: 'Kode OTP',
    cards: ['Autentikasi Dua Faktor', 'Passkey', 'Sesi Aktif', 'Alamat penarikan'],
    turnOn: 'Aktifkan autentikasi dua faktor',
  },
] as const;

for (const language of languages) {
  test(`rewards, the withdrawal modal and the security cards in ${language.name}`, async ({
    browser,
    playwright,
    admin,
  }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const member = await fundedMember(api, admin.user.referralCode);
    const walletAddress = await usableWalletAddress(member);
    const context = await browser.newContext({ storageState: storageWithToken(member.token, E2E_BASE_URL) });
    const page = await context.newPage();
    try {
      await page.goto('/profile');
      // The account keeps the choice (PUT /users/language): waited for, else a reload may come first.
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/language') && r.ok());
      await page
        .getByTestId('language-card')
        .getByTestId('language-switch')
        .selectOption({ label: language.name });
      await saved;
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);

      // The security cards of /profile.
      for (const card of language.cards) {
        await expect(page.getByRole('heading', { name: card, exact: true }), card).toBeVisible();
      }
      await expect(page.getByRole('button', { name: language.turnOn })).toBeVisible();

      // /rewards and its withdrawal modal: the form, then the code step.
      await page.goto('/rewards');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.rewards);
      await expect(page.getByRole('heading', { name: language.breakdown })).toBeVisible();
      const request = page.getByRole('button', { name: language.request });
      await expect(request).toBeEnabled();
      await request.click();
      const dialog = page.getByRole('dialog', { name: language.request });
      await expect(dialog).toBeVisible();
      await dialog.locator('input[name="amount"]').fill('1');
      await dialog.locator('input[name="walletAddress"]').fill(walletAddress);
      await dialog.getByRole('button', { name: language.continue }).click();
      await expect(dialog.getByLabel(language.otpCode)).toBeVisible();
    } finally {
      await context.close();
      await api.dispose();
    }
  });
}
