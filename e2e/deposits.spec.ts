import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E_BASE_URL } from './support/accounts';
import { expect, storageWithToken, test } from './support/fixtures';
import { registerVerifiedMember } from './support/members';
import { eligibleExchangeUid } from './support/onboard-member';

/*
 * Deposits (issue 12) in the embedded default: a real test USDT payment on the local chain, larger
 * than the periods a member may pay ahead (2 by default), credited by the real watcher. The member
 * sees what is kept as credit; admins see it as an overpayment on the Deposits page.
 */
test.describe.configure({ timeout: 120_000 });

test('an overpayment is kept as credit: the member is told, admins see it on the Deposits page', async ({
  browser,
  playwright,
  admin,
}) => {
  const api = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const email = `deposits-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const member = await registerVerifiedMember(api, admin.user.referralCode, email);
  const headers = { authorization: `Bearer ${member.token}` };
  const memberContext = await browser.newContext({ storageState: storageWithToken(member.token) });
  const adminContext = await browser.newContext({ storageState: storageWithToken(admin.token) });
  try {
    // 1,000 USDT with a fee of 10: two periods paid, 980 kept as credit.
    const payment = await api.post('/api/dev/test-payment', { headers, data: { amount: 1000 } });
    expect(payment.ok(), await payment.text()).toBe(true);

    await expect
      .poll(async () => {
        const refresh = await api.get('/api/users/refresh-subscription', { headers });
        return ((await refresh.json()) as { data?: { paid?: boolean } | null }).data?.paid;
      })
      .toBe(true);

    const page = await memberContext.newPage();
    await page.goto('/onboarding');
    const step1 = page.getByTestId('step-pay');
    await expect(step1.getByText('Subscription paid')).toBeVisible();
    await expect(step1.getByTestId('deposit-summary')).toHaveText('Received 1000 USDT, 980 kept as credit');

    // The profile says it too, once onboarding is complete.
    const linked = await api.put('/api/users/bingx-uid', {
      headers,
      data: { bingXUID: eligibleExchangeUid() },
    });
    expect(linked.ok(), await linked.text()).toBe(true);
    await page.goto('/profile');
    await expect(page.getByTestId('deposit-summary')).toHaveText('Received 1000 USDT, 980 kept as credit');

    // Admins: the address among the overpayments, then its page.
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/admin/deposits');
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(adminPage.getByRole('link', { name: 'Deposits' })).toHaveAttribute('aria-current', 'page');
    await adminPage.getByLabel('Show').selectOption({ label: 'Overpayments' });
    await adminPage.getByLabel('Search deposits').fill(email);
    const row = adminPage.getByTestId('deposit-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(adminPage.getByTestId('deposit-row')).toHaveCount(1);
    await expect(row.getByText('Overpayment')).toBeVisible();
    await expect(row.getByText('1 credited')).toBeVisible();
    await expectNoSeriousA11yViolations(adminPage);

    await row.getByRole('link', { name: 'View' }).click();
    await expect(adminPage).toHaveURL(/\/admin\/deposits\/[0-9a-f-]{36}$/);
    await expect(adminPage.getByRole('heading', { level: 1, name: 'Mia Member' })).toBeVisible();
    await expect(adminPage.getByTestId('overpayment')).toContainText('980 USDT is kept as credit');
    const figure = (label: string) => adminPage.getByTestId('stat-card').filter({ hasText: label });
    await expect(figure('Received on chain')).toContainText('1000 USDT');
    await expect(figure('Used by periods')).toContainText('20 USDT');
    const transfer = adminPage.getByTestId('transfer-row');
    await expect(transfer).toHaveCount(1);
    await expect(transfer).toContainText('1000 USDT');
    await expect(transfer).toContainText('Credited');
    await expect(adminPage.getByRole('cell', { name: '2', exact: true })).toBeVisible(); // period 2
    await expectNoSeriousA11yViolations(adminPage);

    // The admin sent the 980 back from the platform wallet and records it: the credit is gone.
    const refundHash = `0x${'0'.repeat(48)}${Date.now().toString(16).padStart(16, '0')}`;
    await expect(adminPage.getByLabel('Refunded (USDT)')).toHaveValue('980');
    await adminPage.getByLabel('Refund transaction hash').fill(refundHash);
    await adminPage.getByRole('button', { name: 'Record refund' }).click();
    await expect(figure('Refunded')).toContainText('980 USDT');
    await expect(adminPage.getByTestId('overpayment')).toHaveCount(0);
    await expect(adminPage.getByTestId('refund-row')).toContainText('980 USDT');
    await page.reload();
    await expect(page.getByTestId('deposit-summary')).toHaveText('Received 1000 USDT, 980 refunded');
  } finally {
    await memberContext.close();
    await adminContext.close();
    await api.dispose();
  }
});
