import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation,
 * listing each rule with the elements it found.
 */
export const expectNoSeriousA11yViolations = async (page: Page) => {
  // @axe-core/playwright is typed against the root's newer playwright-core; the page is the same API.
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  const { violations } = await new AxeBuilder({ page: axePage }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
};
