import type { Page } from '@playwright/test';
import { expect, ownAdminTest } from './support/fixtures';

/**
 * Issue 17, the admin area in the admin's language: switched in the top bar, each admin page shows
 * its own words translated (headings, cards, buttons, tables), not only the menu. Each test has an
 * admin of its own: the switch keeps the choice on the account, which other admin tests running at
 * the same time must not see.
 */
const languages = [
  {
    code: 'es',
    name: 'Español',
    pages: [
      { path: '/admin/dashboard', heading: 'Panel de administración', text: 'Usuarios totales' },
      { path: '/admin/users', heading: 'Usuarios', text: 'Correo verificado' },
      { path: '/admin/withdrawals', heading: 'Solicitudes de retiro', text: 'Solicitudes pendientes' },
      { path: '/admin/rewards', heading: 'Reparto de recompensas', text: 'Total repartido' },
      { path: '/admin/cycles', heading: 'Ciclos de reparto', text: 'Importar un ciclo de trading' },
      { path: '/admin/audit-logs', heading: 'Registro de auditoría', text: 'Buscar autor u objeto' },
      { path: '/admin/settings', heading: 'Ajustes de administración', text: 'Resumen del sistema' },
    ],
  },
  {
    code: 'vi',
    name: 'Tiếng Việt',
    pages: [
      { path: '/admin/dashboard', heading: 'Bảng điều khiển quản trị', text: 'Tổng số người dùng' },
      { path: '/admin/users', heading: 'Người dùng', text: 'Đã xác minh e-mail' },
      { path: '/admin/withdrawals', heading: 'Yêu cầu rút tiền', text: 'Yêu cầu đang chờ' },
      { path: '/admin/rewards', heading: 'Phân phối phần thưởng', text: 'Tổng đã phân phối' },
      { path: '/admin/cycles', heading: 'Chu kỳ phân phối', text: 'Nhập một chu kỳ giao dịch' },
      { path: '/admin/audit-logs', heading: 'Nhật ký kiểm tra', text: 'Tìm người thực hiện hoặc đối tượng' },
      { path: '/admin/settings', heading: 'Cài đặt quản trị', text: 'Tổng quan hệ thống' },
    ],
  },
  {
    code: 'id',
    name: 'Bahasa Indonesia',
    pages: [
      { path: '/admin/dashboard', heading: 'Dasbor Admin', text: 'Total Pengguna' },
      { path: '/admin/users', heading: 'Pengguna', text: 'E-mail Terverifikasi' },
      { path: '/admin/withdrawals', heading: 'Permintaan Penarikan', text: 'Permintaan Tertunda' },
      { path: '/admin/rewards', heading: 'Distribusi Hadiah', text: 'Total Dibagikan' },
      { path: '/admin/cycles', heading: 'Siklus Distribusi', text: 'Impor siklus trading' },
      { path: '/admin/audit-logs', heading: 'Log Audit', text: 'Cari pelaku atau sasaran' },
      { path: '/admin/settings', heading: 'Pengaturan Admin', text: 'Ringkasan Sistem' },
    ],
  },
] as const;

const languageSwitch = (page: Page) =>
  page.locator('[data-testid="language-switch"] >> visible=true').first();

/** A visible text of the page: its words, a label or a placeholder. */
const shows = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .or(page.getByLabel(text, { exact: true }))
    .or(page.getByPlaceholder(text, { exact: true }))
    .first();

for (const language of languages) {
  ownAdminTest(`admin pages in ${language.name}: headings, cards and forms translated`, async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');
    // The account keeps the choice (PUT /users/language): waited for, else a reload may come first.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/language') && r.ok());
    await languageSwitch(page).selectOption({ label: language.name });
    await saved;
    try {
      for (const screen of language.pages) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { level: 1 }), screen.path).toHaveText(screen.heading);
        await expect(shows(page, screen.text), `${screen.path}: ${screen.text}`).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      }
    } finally {
      const back = page.waitForResponse((r) => r.url().endsWith('/api/users/language') && r.ok());
      await languageSwitch(page).selectOption({ label: 'English' });
      await back;
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Settings');
  });
}
