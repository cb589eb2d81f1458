import { expect as baseExpect, type Page, test } from '@playwright/test';
import { DEMO_MEMBER } from './support/seeding';

/*
 * Issue #8: the web app works under the server's Content-Security-Policy (no inline script,
 * object-src 'none', base-uri 'none', frame-ancestors 'none'). Every page is watched for
 * `securitypolicyviolation` events and CSP console errors, from before its first script runs.
 */
// Generous waits: several engineers' suites share two loaded cores.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Collects CSP violations (the DOM event and Chromium's console report) on every page of the context. */
async function watchForCspViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
      violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

/** The policy the server sent with a page: no inline script, nothing from elsewhere, no framing. */
function expectStrictPolicy(header: string | undefined) {
  expect(header).toBeDefined();
  const policy = String(header);
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
}

test('landing, sign-in, register and a member page render with no CSP violation', async ({ page }) => {
  const violations = await watchForCspViolations(page);

  const landing = await page.goto('/', { waitUntil: 'networkidle' });
  expectStrictPolicy(landing?.headers()['content-security-policy']);
  expect(landing?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '#1 Copy Trading Platform with the exchange',
  );

  await page.goto('/register', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();

  const signIn = await page.goto('/signin', { waitUntil: 'networkidle' });
  expectStrictPolicy(signIn?.headers()['content-security-policy']);
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // The demo member is onboarded: signing in lands on the dashboard, with its data loaded.
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(/^Welcome back, /);
  await expect(page.getByTestId('total-earned')).toHaveText(/^\$\d/);
  await page.goto('/rewards', { waitUntil: 'networkidle' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the token pages (verify-email, reset-password) send no Referer and break no rule', async ({ page }) => {
  const violations = await watchForCspViolations(page);
  for (const path of ['/verify-email?token=not-a-real-token', '/reset-password?token=not-a-real-token']) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expectStrictPolicy(response?.headers()['content-security-policy']);
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('the API docs page works under its own policy', async ({ page }) => {
  const violations = await watchForCspViolations(page);
  const response = await page.goto('/api/docs', { waitUntil: 'networkidle' });
  const policy = String(response?.headers()['content-security-policy']);
  expect(policy).toContain("base-uri 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.getByText('/api/users/login').first()).toBeVisible();
  expect(violations).toEqual([]);
});
