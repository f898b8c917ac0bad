// axe-core in the page under test, with its default rules (WCAG 2.2 AA and the best practices, issue 10).
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** axe's violations on the page as it is now, as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  // The default rule set: every WCAG rule and the best practices (landmark-unique, region, heading-order …).
  return page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const results = await inPage.run(document);
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}
