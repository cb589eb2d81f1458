import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';

test('/ref/:refCode keeps the code in session storage and replaces itself with the landing page', async ({
  page,
}) => {
  // The processing screen lasts a moment only: record whether it was ever rendered.
  await page.addInitScript(() => {
    const seen = { processing: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('Processing referral link...')) seen.processing = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/');
  await page.goto('/ref/ABCD2345');

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    '#1 Copy Trading Platform with the exchange',
  );
  expect(await page.evaluate(() => sessionStorage.getItem('referralCode'))).toBe('ABCD2345');
  expect(
    await page.evaluate(() => (window as unknown as { __seen: { processing: boolean } }).__seen.processing),
  ).toBe(true);

  // Replaced, not pushed: going back leaves the referral link behind.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expectNoSeriousA11yViolations(page);
});
