// Issue 36: a page's head holds only the CSS rules its own markup can use (scripts/inline-css.mjs), and its full
// stylesheets come at the end of the body. So the page painted from the head alone must look exactly as it does once
// the sheets have arrived: every element at the same place and size, with the same colours and type. The sheets
// are refused in the first load and allowed in the second; both loads run the page's scripts (hydration included).
import type { Page } from '@playwright/test';
import { PAGE_KINDS } from '../../scripts/lib/page-kinds.mjs';
import { expect, test, VIEWPORTS, visit } from '../fixtures';

const PROPERTIES = ['display', 'position', 'color', 'background-color', 'font-size', 'font-weight', 'visibility'];

/** Each element of the body in document order: its tag, its box and the properties above. */
function layout(page: Page) {
  return page.evaluate((properties) => {
    const skip = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE']);
    return [...document.body.querySelectorAll('*')]
      .filter((element) => !skip.has(element.tagName))
      .map((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const where = [box.x, box.y, box.width, box.height].map((n) => Math.round(n)).join(',');
        return `${element.tagName.toLowerCase()}.${element.className} ${where} ${properties.map((p) => style.getPropertyValue(p)).join(' ')}`;
      });
  }, PROPERTIES);
}

test.describe('the head’s CSS paints the page as the full sheets do', () => {
  // The first load refuses the stylesheets on purpose; Chromium reports each refusal in the console.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`every page kind, ${name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const differences: string[] = [];
      for (const path of PAGE_KINDS) {
        await page.route('**/*.css', (route) => route.abort());
        await visit(page, path);
        const sheets = await page.evaluate(() => document.querySelectorAll('head link[rel="stylesheet"]').length);
        expect(sheets, `${path}: a stylesheet is linked in the head`).toBe(0);
        const fromHead = await layout(page);
        await page.unroute('**/*.css');

        await visit(page, path);
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
        );
        const withSheets = await layout(page);
        expect(withSheets.length, `${path}: elements`).toBe(fromHead.length);
        withSheets.forEach((line, i) => {
          if (line !== fromHead[i]) differences.push(`${path}\n  head only: ${fromHead[i]}\n  all:       ${line}`);
        });
      }
      expect(differences.slice(0, 10)).toEqual([]);
    });
  }
});
