import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_BASE_URL } from './support/accounts';
import { adminTest as test, expect, loginAs } from './support/fixtures';
import { registerVerifiedMember } from './support/members';

/**
 * Admin screens (admin spec 2, issue 7) against the real server with the demo network
 * (SEED_DEMO=true in playwright.config.ts). Members whose status changes are registered here,
 * never the shared demo member, so other spec files keep their accounts.
 */
const DEMO = { email: 'demo@example.com', password: 'Demo@12345' };

// The machine runs many suites at once: generous time per test.
test.describe.configure({ timeout: 120_000 });

const MEMBER_TEXT_USER_NOT_FOUND = 'User not found. Please check your email or register.';
/** 'Jan 5, 2025, 02:30 PM' (admin spec 9). */
const DATE_TIME = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}\s[AP]M/;

/** Opens `path` and checks that the admin list call asks for pages of 10, newest first (admin spec 7). */
async function expectListCall(page: Page, path: string, apiPath: string) {
  const call = page.waitForRequest((request) => request.url().includes(apiPath));
  await page.goto(path);
  const query = new URL((await call).url()).searchParams;
  expect(query.get('limit')).toBe('10');
  expect(query.get('sort')).toBe('-createdAt');
}

const statCard = (page: Page, label: string) => page.getByTestId('stat-card').filter({ hasText: label });

test.describe('admin dashboard', () => {
  test('shows the six cards, the charts and links to recent users', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
    for (const label of [
      'Total Users',
      'Completed Onboarding',
      'Pending Withdrawals',
      'Total Withdrawals',
      'Rewards Distributed',
      'New Users Today',
    ]) {
      await expect(page.getByTestId('stat-card').filter({ hasText: label })).toBeVisible();
    }
    await expect(page.getByRole('img', { name: /^Sign-ups:/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rewards:/ })).toBeVisible();
    const recentUsers = page.getByRole('region', { name: 'Recent Users' }).getByRole('link');
    await expect(recentUsers.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await recentUsers.first().click();
    await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Total Rewards')).toBeVisible();
  });
});

test.describe('admin dashboard while loading or failing', () => {
  test('skeletons on the Recent lists until the statistics come; totals say what they count', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/users/admin/overall-stats', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    for (const list of ['Recent Withdrawals', 'Recent Users']) {
      await expect(page.getByRole('region', { name: list }).getByTestId('skeleton').first()).toBeVisible();
    }
    release();
    const recentUsers = page.getByRole('region', { name: 'Recent Users' });
    await expect(recentUsers.getByRole('link').first()).toBeVisible();
    await expect(recentUsers.getByTestId('skeleton')).toHaveCount(0);
    await expect(statCard(page, 'Total Users')).toContainText('Members, admins not counted');
    await expect(statCard(page, 'Total Withdrawals')).toContainText('Pending + approved');
  });

  test('the charts show an error with Retry when they cannot load', async ({ page }) => {
    await page.route('**/api/users/admin/charts**', (route) => route.abort());
    await page.goto('/admin');
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to load chart data' });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.unroute('**/api/users/admin/charts**');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('img', { name: /^Sign-ups:/ })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});

test.describe('admin lists: page size, order and what the totals count', () => {
  test('users: pages of 10 newest first, joined dates with the time, Total counts admins', async ({
    page,
  }) => {
    await expectListCall(page, '/admin/users', '/api/users/admin/all');
    const joined = page
      .getByTestId('user-row')
      .first()
      .getByText(/^Joined /);
    await expect(joined).toHaveText(new RegExp(`^Joined ${DATE_TIME.source}$`));
    await expect(statCard(page, 'Total')).toContainText('All accounts, admins included');
  });

  test('withdrawals: pages of 10 newest first, Total Amount is approved, and the CSV export', async ({
    page,
  }) => {
    await expectListCall(page, '/admin/withdrawals', '/api/withdrawals/admin/all');
    await expect(statCard(page, 'Total Amount')).toContainText('Approved');

    await page.getByLabel('Status').selectOption('REJECTED');
    const exported = page.waitForRequest((request) =>
      request.url().includes('/withdrawals/admin/export.csv'),
    );
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    // The export carries the list's filters.
    expect(new URL((await exported).url()).searchParams.get('filters[status]')).toBe('REJECTED');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^withdrawals-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      // Issue 15 added the payout's columns.
      'ID,Requested,Member,Member email,Member user ID,Amount (USDT),Asset,Wallet address,Status,Reason,Transaction hash,Processed,Payout status,Payout method,Payout failure,Payout confirmed',
    );
    for (const line of lines.slice(1)) expect(line).toContain(',REJECTED,');
  });

  test('rewards: pages of 10 newest first', async ({ page }) => {
    await expectListCall(page, '/admin/rewards', '/api/rewards/admin/all');
    await expect(page.getByTestId('admin-reward-row').first()).toBeVisible();
  });
});

test.describe('admin users', () => {
  test('search, paging and the two-step status change with its toast', async ({
    page,
    playwright,
    admin,
  }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const email = `status-${Date.now()}@example.com`;
    await registerVerifiedMember(api, admin.user.referralCode, email);
    await api.dispose();

    await page.goto('/admin/users');
    // The demo network has 40 members: pages of 10.
    await expect(page.getByText(/^Showing 10 of \d+ users$/)).toBeVisible();
    const firstOnPageOne = await page.getByTestId('user-row').first().innerText();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('user-row').first()).not.toHaveText(firstOnPageOne);
    await expect(page.getByText(/^Showing 10 of \d+ users$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await expect(page.getByText('Showing 1 of 1 users')).toBeVisible();
    await expect(page.getByTestId('user-row')).toHaveCount(1);

    await page.getByRole('button', { name: /Edit status of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user status' });
    // The current status is not submitted: the button stays disabled.
    await expect(dialog.getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await dialog.getByLabel('LOCKED').check();
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm status change' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText('User status updated to LOCKED successfully!')).toBeVisible();
    await expect(page.getByTestId('user-row').getByText('LOCKED')).toBeVisible();
    // The toast leaves after 5 s.
    await expect(page.getByText('User status updated to LOCKED successfully!')).toBeHidden({
      timeout: 8_000,
    });

    await page.getByRole('searchbox', { name: 'Search users' }).fill('no-such-user-anywhere');
    await expect(page.getByText('No users found')).toBeVisible();
  });
});

test.describe("the admin's own account", () => {
  test('its row offers no status change and its detail no delete (issue 19)', async ({ page, admin }) => {
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(admin.user.email);
    const row = page.getByTestId('user-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Your account');
    await expect(row.getByRole('button', { name: /Edit status of/ })).toHaveCount(0);
    // Other rows keep the action.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.email);
    await expect(page.getByTestId('user-row').getByRole('button', { name: /Edit status of/ })).toHaveCount(1);

    await page.goto(`/admin/users/${admin.user._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${admin.user.firstName} ${admin.user.lastName}`,
    );
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete user' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Edit status/ })).toHaveCount(0);
  });
});

test.describe('admin users: deletion and failures', () => {
  test('deleting a user lands on a list that no longer shows them', async ({ page, playwright, admin }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const email = `deleted-${Date.now()}@example.com`;
    await registerVerifiedMember(api, admin.user.referralCode, email);
    await api.dispose();

    // Newest first: the new member is on page one, which the app now holds in its cache.
    await page.goto('/admin/users');
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: /View details of/ }).click();
    await page.getByRole('button', { name: 'Delete user' }).click();
    await page.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete' }).click();

    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByText(/^Showing 10 of \d+ users$/)).toBeVisible();
    await expect(page.getByTestId('user-row').filter({ hasText: email })).toHaveCount(0);
  });

  test("failures show the screens' own texts, never a member's", async ({ page, playwright, admin }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const email = `gone-${Date.now()}@example.com`;
    const member = await registerVerifiedMember(api, admin.user.referralCode, email);
    const memberId = (member.user as unknown as { _id: string })._id;

    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    // Another admin deletes the member while this screen still lists them.
    const deleted = await api.delete(`/api/users/admin/${memberId}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(deleted.ok()).toBe(true);
    await api.dispose();

    await page.getByRole('button', { name: /Edit status of/ }).click();
    await page.getByRole('dialog', { name: 'Edit user status' }).getByLabel('LOCKED').check();
    await page.getByRole('button', { name: 'Update Status' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm status change' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to update user status' })).toBeVisible();
    await expect(page.getByText(MEMBER_TEXT_USER_NOT_FOUND)).toHaveCount(0);

    await page.goto(`/admin/users/${memberId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch user details' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(MEMBER_TEXT_USER_NOT_FOUND)).toHaveCount(0);

    // A search the server refuses (over 100 characters).
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('x'.repeat(101));
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to fetch users' })).toBeVisible({
      timeout: 15_000,
    });
  });
});

test.describe('admin user detail', () => {
  test('tabs, the page-only type filter and an invalid id', async ({ page }) => {
    await page.goto('/admin/users');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.email);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await page.getByRole('link', { name: /View details of/ }).click();
    await expect(page.getByRole('heading', { name: 'Basic Information' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Subscription Information' })).toBeVisible();

    await page.getByRole('tab', { name: /^Rewards \(\d+\)$/ }).click();
    const rows = page.getByTestId('reward-row');
    await expect(rows.first()).toBeVisible();
    const loaded = await rows.count();
    await expect(page.getByText(/^Showing \d+ of \d+ rewards · Page 1 of \d+$/)).toBeVisible();

    // The type filter asks the server nothing: it filters the rows already loaded.
    let asked = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/users/admin/')) asked = true;
    });
    await page.getByLabel('Type').selectOption('DOWNLINE');
    const downline = await rows.count();
    expect(downline).toBeLessThanOrEqual(loaded);
    for (const row of await rows.all()) await expect(row.getByText('DOWNLINE')).toBeVisible();
    await page.getByLabel('Type').selectOption('ALL');
    await expect(rows).toHaveCount(loaded);
    expect(asked).toBe(false);

    await page.getByRole('tab', { name: /^Withdrawals \(\d+\)$/ }).click();
    await expect(page.getByText('Total Requested')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/admin/users/not-an-id');
    await expect(page.getByText('Invalid user ID')).toBeVisible();
  });
});

test.describe('admin rewards', () => {
  test('filters and the details modal', async ({ page }) => {
    await page.goto('/admin/rewards');
    const rows = page.getByTestId('admin-reward-row');
    await expect(rows.first()).toBeVisible();
    await page.getByLabel('Type').selectOption('DOWNLINE');
    await page.getByLabel('Level').selectOption('1');
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.getByText('DOWNLINE')).toBeVisible();
      await expect(row.getByText('Level 1', { exact: true })).toBeVisible();
    }
    await rows.first().getByRole('button', { name: 'View details' }).click();
    await expect(page.getByRole('dialog', { name: 'Reward Details' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('searchbox', { name: 'Search rewards' }).fill('no-such-recipient-anywhere');
    await expect(page.getByText('No rewards found')).toBeVisible();
  });
});

test.describe('admin settings and audit log', () => {
  // Both tests change the stored settings: one after the other.
  test.describe.configure({ mode: 'serial' });
  test('a saved setting persists and appears in the audit log', async ({ page, admin, playwright }) => {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'Admin Settings' })).toBeVisible();
    await expect(page.getByText('ADMIN ACCESS')).toBeVisible();
    await expect(page.getByTestId('stat-card').filter({ hasText: 'System Status' })).toContainText('Online');
    await expect(page.getByTestId('stat-card').filter({ hasText: 'Database' })).toContainText('Connected');
    // The server backed up at its first start (Auto Backup is on by default): time, size, result.
    const backup = page.getByTestId('last-backup');
    await expect(backup).toContainText('Succeeded');
    await expect(backup).toContainText(/\d+(\.\d)? (bytes|KB|MB)/);

    const alerts = page.getByRole('switch', { name: 'User Registration Alerts' });
    const before = await alerts.isChecked();
    await alerts.setChecked(!before);
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'User Registration Alerts' })).toBeChecked({
      checked: !before,
    });
    await expectNoSeriousA11yViolations(page);

    // The change-password form checks its rules before calling the server.
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current password', { exact: true }).fill('Admin@12345');
    await page.getByLabel('New password', { exact: true }).fill('Another@123');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Different@123');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /match/i })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();

    await page.goto('/admin/audit-logs');
    await page.getByPlaceholder('Action (e.g. settings.update)').fill('settings.update');
    const entry = page.getByTestId('audit-row').first();
    await expect(entry).toContainText('settings.update');
    // The actor by name and e-mail, opening their user page.
    const actor = entry.getByTestId('audit-person');
    await expect(actor).toContainText(admin.user.email);
    await expect(actor).toHaveAttribute('href', /^\/admin\/users\/[0-9a-f-]{36}$/);
    await entry.getByRole('button', { name: 'Details' }).click();
    await expect(page.getByRole('dialog').getByText('userRegistrationAlerts')).toBeVisible();

    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await api.put('/api/admin/settings', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { userRegistrationAlerts: before },
    });
    await api.dispose();
  });
});

test.describe('admin user reports and cycles', () => {
  test('a report from real activity', async ({ page, playwright }) => {
    const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await loginAs(api, DEMO);
    await api.dispose();
    await page.goto('/admin/user-reports');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(DEMO.email);
    await expect(page.getByTestId('report-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'View Report' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Financial Summary' })).toBeVisible();
    await expect(dialog.getByTestId('recent-activity').getByText('login').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a cycle upload is previewed before anything is paid, and past cycles show their days and PAID', async ({
    page,
  }) => {
    await page.goto('/admin/rewards');
    await page.getByRole('link', { name: 'Distribution cycles', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/cycles$/);
    const uid = String(90_000_000_000 + (Date.now() % 1_000_000_000));
    await page.getByLabel('CSV file (uid,amount)').setInputFiles({
      name: 'cycle.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`uid,amount\n${uid},100\nnot-a-uid,5\n`),
    });
    await page.getByLabel('Name (optional)').fill(`e2e-${uid}`);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview.getByRole('cell', { name: uid, exact: true })).toBeVisible();
    await expect(preview.getByText(/invalid UID/)).toBeVisible();
    // Nothing to pay: the confirmation is not offered.
    await expect(preview.getByRole('button', { name: 'Pay 0 rows' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await preview.getByRole('button', { name: 'Cancel' }).click();
    await expect(preview).toHaveCount(0);

    // The demo seed's cycles: paid, with the days they pay.
    const row = page.getByRole('row', { name: /demo-cycle-1/ });
    await expect(row.getByText('PAID')).toBeVisible();
    await expect(row.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
    await row.getByRole('button', { name: 'View report' }).click();
    await expect(page.getByRole('heading', { name: /Cycle #1 — demo-cycle-1/ })).toBeVisible();
    await expect(page.getByText(/^Pays \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2} \(UTC\)$/)).toBeVisible();
  });
});
