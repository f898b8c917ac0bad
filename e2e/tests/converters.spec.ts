import { mkdirSync } from 'node:fs';
import { expect, test, visit } from '../fixtures';
import { CATALOGUE_CONVERSIONS, CONVERSIONS } from '../support/conversions';
import { pagesToVisit, SCREENSHOT_DIR } from '../support/site';

test.describe('every converter route', () => {
  for (const { path, label = 'Valor', value, from, to, line } of [...CONVERSIONS, ...CATALOGUE_CONVERSIONS]) {
    test(`${path}: loads cleanly and converts ${value} ${from} → ${to}`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByLabel(label, { exact: true }).fill(value);
      await page.getByLabel('De', { exact: true }).selectOption(from);
      await page.getByLabel('A', { exact: true }).selectOption(to);
      // The result line is the page's one <output> (role status).
      await expect(page.getByRole('status')).toHaveText(line);
      await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined/);
      // The state is mirrored in the address (D9).
      await expect(page).toHaveURL(
        (address) => address.searchParams.get('de') === from && address.searchParams.get('a') === to,
      );
    });
  }

  test('on a phone an equivalence keeps its number on one line, never split between its digits @phone', async ({
    page,
  }) => {
    // 100 Mbit/s = 100 000 000 ÷ 8 ÷ 1024 = 12 207.03125 KiB/s: at 390 px it was split '12 207.03' | '125 KiB/s'.
    await visit(page, '/convertir-transferencia-de-datos');
    const split = await page.locator('.converter td[data-n]').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const node = cell.firstChild;
        if (!node || node.nodeType !== Node.TEXT_NODE) return [];
        const text = node.textContent ?? '';
        // The number is what comes before the unit's symbol, after the last ordinary space.
        const end = text.lastIndexOf(' ');
        const range = document.createRange();
        range.setStart(node, 0);
        range.setEnd(node, end > 0 ? end : text.length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return lines.size > 1 ? [text] : [];
      }),
    );
    expect(split).toEqual([]);
  });

  test('a page opened with a state in its address starts in it', async ({ page }) => {
    await visit(page, '/convertir-longitud?valor=3&de=pies&a=pulgadas');
    await expect(page.getByRole('status')).toHaveText('3 ft → 36 in');
  });

  test("'abc' shows the hint and no result; NaN never appears", async ({ page }) => {
    await visit(page, '/convertir-peso');
    await page.getByLabel('Valor', { exact: true }).fill('abc');
    await expect(page.getByText('Introduce un número válido')).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test.describe('the catalogue by keyboard (D24)', () => {
  test('a grouped select picks an added unit by typing, and «Ver todas las unidades» opens and closes', async ({
    page,
  }) => {
    await visit(page, '/convertir-longitud');
    const target = page.getByLabel('A', { exact: true });
    // The long select groups its units; the added yard sits in 'EE. UU. y R. U.' (an <optgroup>, found by its label:
    // Playwright gives it no role).
    await expect(target.locator('optgroup[label="EE. UU. y R. U."]')).toBeAttached();
    await target.focus();
    await page.keyboard.type('Yardas');
    await expect(target).toHaveValue('yardas');
    // 1 m = 1 ÷ 0.9144 yd = 1.093613… yd
    await expect(page.getByRole('status')).toHaveText('1 m → 1.0936 yd');
    // The button says what it will do: 'Ver todas las unidades (N)' while closed, 'Ver solo …' while open.
    const more = page.getByRole('button', { name: /^Ver (todas las unidades \(\d+\)|solo las unidades principales)$/ });
    await expect(more).toHaveText(/^Ver todas las unidades \(\d+\)$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Millas náuticas/ })).toBeHidden();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    // 1 m = 1 ÷ 1852 nmi = 0.00053996 nmi
    await expect(table.getByRole('row', { name: /Millas náuticas/ })).toContainText('0.00054 nmi');
    await page.keyboard.press('Space');
    await expect(table.getByRole('row', { name: /Millas náuticas/ })).toBeHidden();
  });
});

// Every route of the sitemap and the 404 page, full length, at the size of the project that runs it (390 on the
// phone, 1280 on the desktop), to look at after a run.
test.describe('screenshots', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('every route @screenshots', async ({ page, baseURL }, testInfo) => {
    test.setTimeout(360_000);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
    for (const path of [...(await pagesToVisit(baseURL)), '/no-existe']) {
      await visit(page, path);
      const file = `${path === '/' ? 'inicio' : path.slice(1)}-${width}x${height}.png`;
      await page.screenshot({ path: `${SCREENSHOT_DIR}/${file}`, fullPage: true });
    }
    testInfo.annotations.push({ type: 'screenshots', description: `${SCREENSHOT_DIR}/*-${width}x${height}.png` });
  });
});
