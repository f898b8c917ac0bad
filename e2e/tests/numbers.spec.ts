// Issue 10 in the browser: the numbers a visitor reads (D8), the refused values (D14) and the defaults that fit
// (D25). Every expected text is worked out by hand from the definitions (D7), never taken from the code.
import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures';

/** U+202F, the narrow no-break space between groups of three digits (D8). */
const G = '\u202f';

/**
 * The highlighted row of the size table (the equivalences table marks its target row the same way): the row of
 * the table's scroller region, named by its heading, that carries aria-current (no role option says 'current').
 */
const sizeRow = (page: Page) =>
  page.getByRole('region', { name: 'Tabla de tallas' }).getByRole('row').and(page.locator('[aria-current="true"]'));

/**
 * Opens a converter with a state in its address (?valor=…&de=…&a=…) and waits until the page has taken that
 * state: the server's HTML shows the defaults' line first, and the address is read after mount.
 */
async function openWithState(page: Page, path: string) {
  await visit(page, path);
  const query = new URL(path, 'http://x').searchParams;
  await expect(page.getByLabel('Valor', { exact: true })).toHaveValue(query.get('valor') ?? '');
  await expect(page.getByLabel('De', { exact: true })).toHaveValue(query.get('de') ?? '');
  await expect(page.getByLabel('A', { exact: true })).toHaveValue(query.get('a') ?? '');
}

/** The result line is the converter's one <output> (role status). */
const resultLine = (page: Page) => page.getByRole('status');

test.describe('numbers as D8 writes them', () => {
  test('ties round half away from zero, small values keep 4 digits, absolute zero is 0 K', async ({ page }) => {
    // 2.675 × 9/5 + 32 = 36.815 exactly → 36.82 (the double 36.81499… must not round down)
    await openWithState(page, '/convertir-temperatura?valor=2.675&de=celsius&a=fahrenheit');
    await expect(resultLine(page)).toHaveText('2.675 °C → 36.82 °F');
    // 1 / 1609.344 = 0.000621371… mi: 4 significant digits, not 0.0006
    await openWithState(page, '/convertir-longitud?valor=1&de=metros&a=millas');
    await expect(resultLine(page)).toHaveText('1 m → 0.0006214 mi');
    // (−459.67 − 32) × 5/9 + 273.15 = 0 exactly: no −5.68e-14 and no below-absolute-zero note
    await openWithState(page, '/convertir-temperatura?valor=-459.67&de=fahrenheit&a=kelvin');
    await expect(resultLine(page)).toHaveText('-459.67 °F → 0 K');
    await expect(page.getByText(/está por debajo del cero absoluto/)).toHaveCount(0);
    // …while a hundredth of a degree below it is impossible, and the page says so (D13)
    await openWithState(page, '/convertir-temperatura?valor=-459.68&de=fahrenheit&a=kelvin');
    await expect(resultLine(page)).toHaveCount(1);
    await expect(page.getByText(/está por debajo del cero absoluto/)).toBeVisible();
  });

  test.describe('with the clipboard', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('large results stop at 15 significant digits, grouped; the copy button copies the plain number', async ({
      page,
    }) => {
      // 10¹³ / 0.3048 = 32 808 398 950 131.233… ft
      await openWithState(page, '/convertir-longitud?valor=1e13&de=metros&a=pies');
      await expect(resultLine(page)).toHaveText(
        `10${G}000${G}000${G}000${G}000 m → 32${G}808${G}398${G}950${G}131.2 ft`,
      );
      await page.getByRole('button', { name: 'Copiar resultado' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('32808398950131.2');
    });
  });

  test('the value field accepts the grouped form the site writes', async ({ page }) => {
    await visit(page, '/convertir-longitud?de=pies&a=metros');
    await page.getByLabel('Valor', { exact: true }).fill(`32${G}808`);
    // 32 808 × 0.3048 = 9999.8784 m
    await expect(resultLine(page)).toHaveText(`32${G}808 ft → 9999.8784 m`);
  });
});

test.describe('refused values and defaults that fit', () => {
  test('a negative consumption shows the hint and no result (D14)', async ({ page }) => {
    await visit(page, '/convertir-consumo');
    await page.getByLabel('Valor', { exact: true }).fill('-5');
    await expect(page.getByText('El consumo no puede ser negativo')).toBeVisible();
    await expect(resultLine(page)).toHaveCount(0);
  });

  test('the ring page opens on a 17 mm ring and the foot page on a 260 mm foot, each on a row of its table (D25)', async ({
    page,
  }) => {
    const outside = page.getByText('Tu medida queda fuera de esta tabla de tallas.');
    await visit(page, '/convertir-anillos');
    await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('17');
    // nearest US size: 6½, 11.63 + 0.8128 × 6.5 = 16.9132 mm
    await expect(sizeRow(page)).toHaveText(/16\.91/, { useInnerText: true });
    await expect(outside).toHaveCount(0);

    await visit(page, '/convertir-pie-horma');
    await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('260');
    // innerText keeps the cells apart (a tab between them), so '260' must be the whole first cell's number.
    await expect(sizeRow(page)).toHaveText(/^260\b/, { useInnerText: true });
    await expect(outside).toHaveCount(0);
  });
});
