import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { SCREENSHOT_DIR, VIEWPORTS, launchBrowser, openPage, sitemapPaths, visit } from '../support/browser.mjs';
import { CONVERSIONS } from '../support/conversions.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});
after(() => browser?.close());

describe('every converter route', () => {
  for (const { path, label = 'Valor', value, from, to, line } of CONVERSIONS) {
    test(`${path}: loads cleanly and converts ${value} ${from} → ${to}`, async () => {
      const { context, page, problems } = await openPage(browser);
      try {
        const response = await visit(page, path);
        assert.equal(response.status(), 200);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByLabel(label, { exact: true }).fill(value);
        await page.getByLabel('De', { exact: true }).selectOption(from);
        await page.getByLabel('A', { exact: true }).selectOption(to);
        await page.locator('output').filter({ hasText: line }).waitFor({ timeout: 5000 });
        assert.equal((await page.locator('output').textContent()).trim(), line);
        const body = await page.locator('body').innerText();
        assert.doesNotMatch(body, /NaN|Infinity|undefined/);
        // The state is mirrored in the address (D9).
        const query = new URL(page.url()).searchParams;
        assert.equal(query.get('de'), from);
        assert.equal(query.get('a'), to);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  test('a page opened with a state in its address starts in it', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/convertir-longitud?valor=3&de=pies&a=pulgadas');
      await page.locator('output').filter({ hasText: '3 ft → 36 in' }).waitFor({ timeout: 5000 });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("'abc' shows the hint and no result; NaN never appears", async () => {
    const { context, page } = await openPage(browser);
    try {
      await visit(page, '/convertir-peso');
      await page.getByLabel('Valor', { exact: true }).fill('abc');
      await page.getByText('Introduce un número válido').waitFor();
      assert.equal(await page.locator('output').count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe('screenshots', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`every route at ${viewport.width}×${viewport.height} (${name})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        for (const path of [...(await sitemapPaths()), '/no-existe']) {
          await visit(page, path);
          const file = `${path === '/' ? 'inicio' : path.slice(1)}-${viewport.width}x${viewport.height}.png`;
          await page.screenshot({ path: new URL(file, SCREENSHOT_DIR).pathname, fullPage: true });
        }
      } finally {
        await context.close();
      }
    });
  }
});
