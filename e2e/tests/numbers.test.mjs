// Issue 10 in the browser: the numbers a visitor reads (D8), the refused values (D14) and the defaults that fit
// (D25). Every expected text is worked out by hand from the definitions (D7), never taken from the code.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { VIEWPORTS, launchBrowser, openPage, visit } from '../support/browser.mjs';

/** U+202F, the narrow no-break space between groups of three digits (D8). */
const G = '\u202f';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** The highlighted row of the size table (the equivalences table marks its target row the same way). */
const sizeRow = (page) => page.getByRole('region', { name: 'Tabla de tallas' }).locator('tr[aria-current="true"]');

/**
 * Opens a converter with a state in its address (?valor=…&de=…&a=…) and returns its result line once the page
 * has taken that state: the server's HTML shows the defaults' line first, and the address is read after mount.
 */
async function lineFor(page, path) {
  await visit(page, path);
  const query = new URL(path, 'http://x').searchParams;
  const taken = async () =>
    (await page.getByLabel('Valor', { exact: true }).inputValue()) === query.get('valor') &&
    (await page.getByLabel('De', { exact: true }).inputValue()) === query.get('de') &&
    (await page.getByLabel('A', { exact: true }).inputValue()) === query.get('a');
  for (const deadline = Date.now() + 5000; !(await taken()); await page.waitForTimeout(50)) {
    if (Date.now() > deadline) throw new Error(`${path}: the converter did not take the state of its address`);
  }
  return (await page.locator('output').textContent()).trim();
}

describe('numbers as D8 writes them', () => {
  test('ties round half away from zero, small values keep 4 digits, absolute zero is 0 K', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      // 2.675 × 9/5 + 32 = 36.815 exactly → 36.82 (the double 36.81499… must not round down)
      assert.equal(
        await lineFor(page, '/convertir-temperatura?valor=2.675&de=celsius&a=fahrenheit'),
        '2.675 °C → 36.82 °F',
      );
      // 1 / 1609.344 = 0.000621371… mi: 4 significant digits, not 0.0006
      assert.equal(await lineFor(page, '/convertir-longitud?valor=1&de=metros&a=millas'), '1 m → 0.0006214 mi');
      // (−459.67 − 32) × 5/9 + 273.15 = 0 exactly: no −5.68e-14 and no below-absolute-zero note
      assert.equal(
        await lineFor(page, '/convertir-temperatura?valor=-459.67&de=fahrenheit&a=kelvin'),
        '-459.67 °F → 0 K',
      );
      assert.equal(await page.getByText(/está por debajo del cero absoluto/).count(), 0);
      // …while a hundredth of a degree below it is impossible, and the page says so (D13)
      await lineFor(page, '/convertir-temperatura?valor=-459.68&de=fahrenheit&a=kelvin');
      await page.getByText(/está por debajo del cero absoluto/).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('large results stop at 15 significant digits, grouped; the copy button copies the plain number', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.desktop, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      // 10¹³ / 0.3048 = 32 808 398 950 131.233… ft
      assert.equal(
        await lineFor(page, '/convertir-longitud?valor=1e13&de=metros&a=pies'),
        `10${G}000${G}000${G}000${G}000 m → 32${G}808${G}398${G}950${G}131.2 ft`,
      );
      await page.getByRole('button', { name: 'Copiar resultado' }).click();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), '32808398950131.2');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('the value field accepts the grouped form the site writes', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/convertir-longitud?de=pies&a=metros');
      await page.getByLabel('Valor', { exact: true }).fill(`32${G}808`);
      // 32 808 × 0.3048 = 9999.8784 m
      await page.locator('output').filter({ hasText: '9999.8784 m' }).waitFor({ timeout: 5000 });
      assert.equal((await page.locator('output').textContent()).trim(), `32${G}808 ft → 9999.8784 m`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

describe('refused values and defaults that fit', () => {
  test('a negative consumption shows the hint and no result (D14)', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/convertir-consumo');
      await page.getByLabel('Valor', { exact: true }).fill('-5');
      await page.getByText('El consumo no puede ser negativo').waitFor();
      assert.equal(await page.locator('output').count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('the ring page opens on a 17 mm ring and the foot page on a 260 mm foot, each on a row of its table (D25)', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, '/convertir-anillos');
      assert.equal(await page.getByLabel('Valor', { exact: true }).inputValue(), '17');
      // nearest US size: 6½, 11.63 + 0.8128 × 6.5 = 16.9132 mm
      assert.match(await sizeRow(page).innerText(), /16\.91/);
      assert.equal(await page.getByText('Tu medida queda fuera de esta tabla de tallas.').count(), 0);

      await visit(page, '/convertir-pie-horma');
      assert.equal(await page.getByLabel('Valor', { exact: true }).inputValue(), '260');
      assert.match(await sizeRow(page).innerText(), /^260\b/);
      assert.equal(await page.getByText('Tu medida queda fuera de esta tabla de tallas.').count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
