import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { VIEWPORTS, launchBrowser, openPage, visit } from '../support/browser.mjs';

const PATH = '/calculadora-de-deuda-e-interes';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser?.close());

/** The value shown next to a result label (<dt>label</dt><dd>value</dd>). */
const figure = (page, label) => page.locator(`dl dt:text-is("${label}") + dd`);

describe('debt calculator', () => {
  test('loads without errors and shows the default payment of $88.85', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      const response = await visit(page, PATH);
      assert.equal(response.status(), 200);
      await page.getByRole('heading', { level: 1, name: 'Calculadora de deuda e interés' }).waitFor();
      assert.equal((await figure(page, 'Pago mensual').textContent()).trim(), '$88.85');
      assert.equal((await figure(page, 'Total a pagar').textContent()).trim(), '$1,066.19');
      assert.equal((await figure(page, 'Total de intereses').textContent()).trim(), '$66.19');
      // 12 rows in the body, the last one ending at $0.00.
      const rows = page.locator('table tbody tr');
      assert.equal(await rows.count(), 12);
      assert.equal((await rows.nth(11).locator('td').last().textContent()).trim(), '$0.00');
      await page.getByRole('img', { name: /Saldo pendiente: empieza en \$1,000\.00/ }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('recalculates when the amount and the period change, and mirrors them in the address', async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, PATH);
      await page.getByLabel('Monto del préstamo', { exact: true }).fill('2000');
      // 2 × 88.8488 = 177.6976 → 177.70
      await figure(page, 'Pago mensual').filter({ hasText: '$177.70' }).waitFor({ timeout: 5000 });
      await page.getByLabel('Periodo de pago', { exact: true }).selectOption('semanal');
      // 2000 at 12 % / 52 over 52 weeks: 40.8597 → 40.86
      await figure(page, 'Pago semanal').filter({ hasText: '$40.86' }).waitFor({ timeout: 5000 });
      const query = new URL(page.url()).searchParams;
      assert.equal(query.get('monto'), '2000');
      assert.equal(query.get('periodo'), 'semanal');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("'Descargar CSV' downloads amortizacion.csv with a BOM, a Spanish header and every row", async () => {
    const { context, page, problems } = await openPage(browser);
    try {
      await visit(page, PATH);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar CSV' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'amortizacion.csv');
      const bytes = await readFile(await download.path());
      assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
      assert.equal(lines[0], 'Periodo,Saldo inicial,Pago,Interés,Capital,Saldo final');
      assert.equal(lines.length, 13);
      assert.equal(lines[12], '12,87.96,88.84,0.88,87.96,0.00');
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test('bad input shows a Spanish hint and never NaN; a long daily loan stays usable on a phone', async () => {
    const { context, page, problems } = await openPage(browser, VIEWPORTS.phone);
    try {
      await visit(page, PATH);
      await page.getByLabel('Monto del préstamo', { exact: true }).fill('abc');
      await page.getByText('Introduce un número válido, por ejemplo 1500 o 12,5').waitFor();
      // The chart and the table follow a step behind the fields (useDeferredValue), then go away.
      await page.locator('table').waitFor({ state: 'detached', timeout: 5000 });
      await page.getByLabel('Monto del préstamo', { exact: true }).fill('250000');
      await page.getByLabel('Periodo de pago', { exact: true }).selectOption('diario');
      await page.getByLabel('Plazo (meses)', { exact: true }).fill('360');
      await page.getByRole('button', { name: 'Mostrar todos los pagos (10\u202f950)' }).waitFor({ timeout: 5000 });
      assert.equal(await page.locator('table tbody tr').count(), 60);
      const body = await page.locator('body').innerText();
      assert.doesNotMatch(body, /NaN|Infinity|undefined/);
      // Nothing wider than the phone's screen: the table scrolls inside its own box.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
